import { REVIEW_CSV_COLUMNS } from '@boardready/contracts/flash-card-browse-rules';
import { describe, expect, test } from 'vitest';
import type { StoredMemoryState } from '../../db/schema';
import { csvField, csvRecord, type ReviewLogRow, reviewLogCsv, reviewRecord } from './export';

const state = (over: Partial<StoredMemoryState>): StoredMemoryState => ({
  state: 'new',
  due: '2025-01-01T00:00:00.000Z',
  stability: 0,
  difficulty: 0,
  scheduledDays: 0,
  learningSteps: 0,
  reps: 0,
  lapses: 0,
  lastReview: null,
  ...over,
});

const row = (n: number): ReviewLogRow & { n: number } => ({
  n,
  code: `IM-FC-000${n}`,
  reviewedAt: new Date(Date.UTC(2025, 0, n, 8)),
  rating: 3,
  elapsedDays: 1 / 3,
  before: state({ state: 'review' }),
  after: state({ state: 'review', scheduledDays: 9, stability: 9.123456, difficulty: 0.1 + 0.2 }),
  durationMs: 4200,
});

describe('CSV of the review log', () => {
  test('a field is quoted only when it must be, and its quotes are doubled (RFC 4180)', () => {
    expect(csvField('IM-FC-0001#c2')).toBe('IM-FC-0001#c2');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvRecord(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  test('a grade is a record of the columns: rating and its name, the states, the figures to 4 decimals', () => {
    expect(reviewRecord(row(1))).toBe(
      'IM-FC-0001,2025-01-01T08:00:00.000Z,3,Good,review,review,0.3333,9,9.1235,0.3,4200\r\n',
    );
    expect(reviewRecord(row(1)).split(',')).toHaveLength(REVIEW_CSV_COLUMNS.length);
  });

  test('the header, then a chunk a page, each page asked after the last row written', async () => {
    const asked: (number | null)[] = [];
    const log = [1, 2, 3, 4, 5].map(row);
    const pages = reviewLogCsv<ReturnType<typeof row>>(async (last) => {
      asked.push(last?.n ?? null);
      const from = last ? last.n : 0;
      return log.slice(from, from + 2);
    }, 2);
    const chunks: string[] = [];
    for await (const chunk of pages) chunks.push(chunk);
    expect(chunks[0]).toBe(`${REVIEW_CSV_COLUMNS.join(',')}\r\n`);
    expect(chunks).toHaveLength(4);
    expect(chunks.join('').split('\r\n')).toHaveLength(7);
    expect(asked).toEqual([null, 2, 4]);
  });

  test('an empty log is the header alone', async () => {
    const chunks: string[] = [];
    for await (const chunk of reviewLogCsv(async () => [], 1000)) chunks.push(chunk);
    expect(chunks).toEqual([`${REVIEW_CSV_COLUMNS.join(',')}\r\n`]);
  });
});
