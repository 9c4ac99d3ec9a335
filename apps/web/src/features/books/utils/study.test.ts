import type { BookHighlight } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { readingLabel } from '@/lib/book-progress';
import { noteOrNull, paintedHighlights, shortQuote } from './study';

const highlight = (overrides: Partial<BookHighlight>): BookHighlight => ({
  highlightId: 1,
  sectionId: 'heart-failure',
  sectionTitle: 'Heart failure',
  chapterTitle: 'Cardiology',
  range: { start: 0, end: 5 },
  quote: 'Heart',
  note: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('book study rules in the reader (issue 24)', () => {
  test("a section paints its placed highlights, noted ones apart, overlaps merged; others' sections and unplaced ones are left out", () => {
    const painted = paintedHighlights(
      [
        highlight({ range: { start: 0, end: 5 } }),
        highlight({ highlightId: 2, range: { start: 3, end: 9 } }),
        highlight({ highlightId: 3, range: { start: 20, end: 30 }, note: 'why' }),
        highlight({ highlightId: 4, range: null, note: 'text changed' }),
        highlight({ highlightId: 5, sectionId: 'asthma', range: { start: 40, end: 50 } }),
      ],
      'heart-failure',
    );
    expect(painted).toEqual({
      plain: [{ start: 0, end: 9 }],
      noted: [{ start: 20, end: 30 }],
    });
  });

  test('a note is trimmed; an empty one is none', () => {
    expect(noteOrNull('  Check the dose. ')).toBe('Check the dose.');
    expect(noteOrNull(' \n ')).toBeNull();
  });

  test('a long quote is cut at a word; white space is made one space', () => {
    expect(shortQuote('Loop\n  diuretics')).toBe('Loop diuretics');
    expect(shortQuote('one two three four five six', 12)).toBe('one two…');
  });

  test('how far a book is read, in words', () => {
    expect(readingLabel({ percentRead: 0, sectionsRead: 0 })).toBe('Not started');
    expect(readingLabel({ percentRead: 0, sectionsRead: 1 })).toBe('0% read');
    expect(readingLabel({ percentRead: 42, sectionsRead: 6 })).toBe('42% read');
    expect(readingLabel({ percentRead: 100, sectionsRead: 14 })).toBe('Finished');
  });
});
