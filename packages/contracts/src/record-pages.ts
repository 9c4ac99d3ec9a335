import { z } from 'zod';
import { MAX_ID, wholeNumberParam } from './endpoint';

/**
 * Paging and date ranges of the staff's record lists (the mail outbox, the audit log; issue 26).
 * Their rows only ever grow, newest first: a page is read by a cursor (the id next to it), not by
 * an offset, so a page costs the same deep in the log and rows written meanwhile do not shift it.
 */

const cursor = wholeNumberParam(
  1,
  MAX_ID,
  `A page cursor is a record's id: a whole number from 1 to ${MAX_ID}, written in digits only.`,
);

const moment = (what: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${what} is a date and time like 2025-01-31T00:00:00Z.`,
    })
    .optional();

/** The query fields every record list takes (spread into its query object). */
export const recordPageFields = {
  /** the page of records older than this id (the `older` cursor of the page before) */
  before: cursor.optional(),
  /** the page of records newer than this id (the `newer` cursor of the page after) */
  after: cursor.optional(),
  /** records from this moment on */
  since: moment('since'),
  /** records before this moment */
  until: moment('until'),
};

interface RecordPageQuery {
  before?: number | undefined;
  after?: number | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

/** The checks across fields (a superRefine): one cursor at a time, a range that ends after it starts. */
export function checkRecordPage(query: RecordPageQuery, ctx: z.RefinementCtx) {
  if (query.before !== undefined && query.after !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['after'],
      message: 'Ask for the page before or the page after a record, not both.',
    });
  }
  if (query.since && query.until && Date.parse(query.until) <= Date.parse(query.since)) {
    ctx.addIssue({
      code: 'custom',
      path: ['until'],
      message: 'The end of the date range must come after its start.',
    });
  }
}

/** The cursors of a page: null when there is nothing further that way. */
export const recordPageCursors = {
  /** pass as `after` for the newer records */
  newer: z.number().int().nullable(),
  /** pass as `before` for the older records */
  older: z.number().int().nullable(),
};
