import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * PGlite with a statement cache (decision 0413). PGlite's own `query` sends every statement
 * unnamed, so PostgreSQL parses and plans it again on each call, and it crosses into WebAssembly
 * six times a statement. Here each distinct SQL text is prepared once as a named statement, and a
 * call is one crossing (bind, describe, execute, sync). On this box the planning was most of a
 * hot query's cost: the answer's three statements took 1.2–1.4 ms each unnamed, 0.4–0.6 prepared.
 * PostgreSQL keeps re-planning a statement whose generic plan would cost more than its custom
 * ones, so a cached statement never runs a worse plan than it would unnamed.
 *
 * The statements belong to the database session, so the cache does too: the client handed to
 * drizzle is this object, never the PGlite instance itself.
 */

type Parsed = { name: string; paramTypes: number[] };

const { serialize } = protocol;

/** The least recently used statements are closed beyond this many (each holds its plan). */
export const STATEMENT_CACHE_SIZE = 200;

export interface CachingClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: CachingTransaction) => Promise<T>): Promise<T>;
  /** how many statements are prepared now (tests) */
  readonly preparedCount: number;
}

export type CachingTransaction = Pick<Transaction, 'rollback' | 'closed'> & {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

type Parser = (value: string, type: number) => unknown;

/**
 * One statement's answer as PGlite's query gives it. PGlite's own reader copies all its parsers
 * (hundreds: one per array type) into a new object on every call drizzle makes, because drizzle
 * passes a few of its own; here each column's parser is looked up once.
 */
function readResult<T>(
  answer: messages.BackendMessage[],
  parsers: Record<number, Parser>,
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers as Record<number, Parser> | undefined;
  let fields: { name: string; dataTypeID: number }[] = [];
  let columnParsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  const result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
  for (const message of answer) {
    if (message instanceof messages.RowDescriptionMessage) {
      fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
      columnParsers = fields.map(({ dataTypeID }) => own?.[dataTypeID] ?? parsers[dataTypeID]);
      result.fields = fields;
    } else if (message instanceof messages.DataRowMessage) {
      const values = message.fields.map((value, i) => {
        const parser = columnParsers[i];
        return value === null || !parser ? value : parser(value, fields[i]!.dataTypeID);
      });
      rows.push(
        options?.rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])),
      );
    } else if (message instanceof messages.CommandCompleteMessage) {
      // "INSERT 0 5", "UPDATE 3", "SELECT 2": the first word names the command, the last counts
      const words = message.text.split(' ');
      const count = Number.parseInt(words.at(-1) ?? '', 10);
      result.command = words[0];
      if (!Number.isNaN(count)) {
        result.rowCount = count;
        if (/^(INSERT|UPDATE|DELETE|COPY|MERGE)$/.test(words[0] ?? '')) result.affectedRows = count;
      }
    }
  }
  return result;
}

export function withStatementCache(client: PGlite, size = STATEMENT_CACHE_SIZE): CachingClient {
  const statements = new Map<string, Parsed>();
  let nextName = 1;
  let toClose: string[] = [];

  function concat(parts: Uint8Array[]): Uint8Array {
    const bytes = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    return bytes;
  }

  async function prepared(text: string, options: QueryOptions | undefined): Promise<Parsed> {
    const known = statements.get(text);
    if (known) {
      // most recently used last: the Map's order is the eviction order
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `br_${nextName++}`;
    const closing = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    const described = await client.execProtocolStream(
      concat([
        ...closing,
        serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > size) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        toClose.push(oldest[1].name);
      }
    }
    return statement;
  }

  /** Runs a statement; the caller holds PGlite's query lock. */
  async function run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      const { name, paramTypes } = await prepared(text, options);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i] as number;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const answer = await client.execProtocolStream(
        concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      return readResult<T>(answer, client.parsers, options);
    } catch (error) {
      // as PGlite's own query reports a failed statement
      if (error && typeof error === 'object' && 'code' in error) {
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  return {
    query: (text, params, options) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run(text, params, options, false)),
      ),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback({
          query: (text, params, options) =>
            client._runExclusiveQuery(() => run(text, params, options, true)),
          rollback: () => tx.rollback(),
          get closed() {
            return tx.closed;
          },
        }),
      ),
    get preparedCount() {
      return statements.size;
    },
  };
}
