import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CachingClient, withStatementCache } from './pglite-statements';

/** The statement cache answers exactly as PGlite's own query does, and keeps its locking. */

let client: PGlite;
let cached: CachingClient;

beforeAll(async () => {
  client = new PGlite();
});
afterAll(() => client.close());

beforeEach(async () => {
  await client.exec(`
    deallocate all;
    drop table if exists notes;
    create table notes (id serial primary key, body text unique, done boolean not null default false,
      tags text[], at timestamptz, data json);
    insert into notes (body, tags, at, data) values
      ('a', '{x,y}', '2026-11-27T05:00:00Z', '{"n":1}'), ('b', null, null, null);
  `);
  cached = withStatementCache(client, 3);
});

const preparedOnServer = async () =>
  (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
    .rows[0]?.n;

describe('a statement through the cache', () => {
  it('answers the rows, types and counts PGlite would, in object and array mode', async () => {
    const text = 'select id, body, done, tags, at, data from notes where id >= $1 order by id';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      expect(await cached.query(text, [1], options)).toEqual(
        await client.query(text, [1], options),
      );
    }
    // drizzle's own parsers win over PGlite's (it keeps timestamps as text)
    const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const [row] = (
      await cached.query<{ at: unknown }>('select at from notes where id = 1', [], asText)
    ).rows;
    expect(typeof row?.at).toBe('string');
    const updated = await cached.query('update notes set done = true where body = any($1)', [
      ['a', 'b'],
    ]);
    expect(updated).toMatchObject({ affectedRows: 2, rowCount: 2, rows: [] });
  });

  it('is prepared once per text, and the least recently used are closed beyond the limit', async () => {
    for (let round = 0; round < 3; round++) {
      await cached.query('select 1 as one');
      await cached.query('select 2 as two');
    }
    expect(cached.preparedCount).toBe(2);
    expect(await preparedOnServer()).toBe(2);
    await cached.query('select 3 as three');
    await cached.query('select 4 as four');
    await cached.query('select 5 as five');
    expect(cached.preparedCount).toBe(3);
    // the evicted one is closed on the server with the next statement prepared
    expect(await preparedOnServer()).toBe(4);
    expect((await cached.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('reports a failed statement as PGlite does and stays usable', async () => {
    await expect(cached.query('insert into notes (body) values ($1)', ['a'])).rejects.toMatchObject(
      { code: '23505', query: 'insert into notes (body) values ($1)', params: ['a'] },
    );
    await expect(cached.query('selec nothing')).rejects.toMatchObject({ code: '42601' });
    expect(cached.preparedCount).toBe(1);
    expect((await cached.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction, and nothing outside runs until the transaction ends', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = cached
      .transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['c']);
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    // issued while the transaction is open: it must neither see nor join it
    const outside = cached.query<{ n: number }>('select count(*)::int as n from notes');
    release();
    expect(await transaction).toBe('rolled back');
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('delivers the notifications a statement raises (the query cache listens to them)', async () => {
    const heard: string[] = [];
    await client.listen('changes', (payload) => heard.push(payload));
    await cached.query(`select pg_notify('changes', $1)`, ['notes']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['notes']);
  });
});
