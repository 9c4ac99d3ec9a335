import { gt, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A page of a record list read newest first by id, by cursor (contracts record-pages.ts): the page
 * after `before` (older) or before `after` (newer), and whether anything lies beyond it each way.
 * Reading by an id bound keeps a page deep in the log as cheap as the first (an index on the
 * filter and the id serves it), and rows written meanwhile never shift a page.
 */
export interface RecordPageRequest {
  before?: number | undefined;
  after?: number | undefined;
  limit: number;
}

export interface RecordPage<Row> {
  rows: Row[];
  newer: number | null;
  older: number | null;
}

export async function recordPage<Row extends { id: number }>(
  id: PgColumn,
  request: RecordPageRequest,
  /** the filtered rows within `bound`, in `order` of id, at most `limit` */
  read: (bound: SQL | undefined, order: 'asc' | 'desc', limit: number) => Promise<Row[]>,
): Promise<RecordPage<Row>> {
  const any = async (bound: SQL) => (await read(bound, 'desc', 1)).length > 0;
  const { before, after, limit } = request;
  if (after !== undefined) {
    const found = await read(gt(id, after), 'asc', limit + 1);
    const rows = found.slice(0, limit).reverse();
    const oldest = rows.at(-1)?.id ?? after + 1;
    return {
      rows,
      newer: found.length > limit ? rows[0]!.id : null,
      older: (await any(lt(id, oldest))) ? oldest : null,
    };
  }
  const found = await read(before === undefined ? undefined : lt(id, before), 'desc', limit + 1);
  const rows = found.slice(0, limit);
  const newest = rows[0]?.id ?? (before === undefined ? undefined : before - 1);
  return {
    rows,
    newer: newest !== undefined && (await any(gt(id, newest))) ? newest : null,
    older: found.length > limit ? rows.at(-1)!.id : null,
  };
}
