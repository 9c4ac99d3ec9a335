import { REVIEW_CSV_COLUMNS } from '@boardready/contracts/flash-card-browse-rules';
import { RATING_NAMES, type Rating } from '@boardready/contracts/flash-card-rules';
import type { StoredMemoryState } from '../../db/schema';

/**
 * The review log as CSV (issue 24: export of the review log): RFC 4180 quoting, CRLF line ends,
 * one row per grade, written a page of the log at a time so that a long history streams.
 */

/** One field: quoted when it holds a comma, a quote, a line break or spaces at an end. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line end. */
export function csvRecord(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Figures FSRS keeps as doubles, to 4 decimals (no float noise such as 0.30000000000000004). */
const figure = (value: number) => Number(value.toFixed(4));

export interface ReviewLogRow {
  code: string;
  reviewedAt: Date;
  rating: number;
  elapsedDays: number;
  before: StoredMemoryState;
  after: StoredMemoryState;
  durationMs: number;
}

/** A grade as a CSV record, in REVIEW_CSV_COLUMNS' order. */
export function reviewRecord(row: ReviewLogRow): string {
  return csvRecord([
    row.code,
    row.reviewedAt.toISOString(),
    row.rating,
    RATING_NAMES[row.rating as Rating],
    row.before.state,
    row.after.state,
    figure(row.elapsedDays),
    row.after.scheduledDays,
    figure(row.after.stability),
    figure(row.after.difficulty),
    row.durationMs,
  ]);
}

/**
 * The header, then each page of the log as one chunk. `nextPage` is given the last row written
 * (null at first) and answers the rows after it; an empty or short page ends the file.
 */
export async function* reviewLogCsv<Row extends ReviewLogRow>(
  nextPage: (last: Row | null) => Promise<Row[]>,
  pageSize: number,
): AsyncGenerator<string> {
  yield csvRecord(REVIEW_CSV_COLUMNS);
  let last: Row | null = null;
  for (;;) {
    const rows = await nextPage(last);
    if (rows.length > 0) yield rows.map(reviewRecord).join('');
    if (rows.length < pageSize) return;
    last = rows.at(-1)!;
  }
}
