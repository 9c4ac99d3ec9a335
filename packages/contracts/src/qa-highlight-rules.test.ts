import { describe, expect, test } from 'vitest';
import { mergeHighlights, removeHighlight } from './qa-highlight-rules';

describe('stem highlights', () => {
  test('are sorted, and overlapping or touching ranges become one; empty ones go', () => {
    expect(
      mergeHighlights([
        { start: 20, end: 30 },
        { start: 0, end: 5 },
        { start: 5, end: 8 },
        { start: 25, end: 40 },
        { start: 50, end: 50 },
      ]),
    ).toEqual([
      { start: 0, end: 8 },
      { start: 20, end: 40 },
    ]);
  });

  test('removing a part splits a highlight, and leaves the others', () => {
    const ranges = [
      { start: 0, end: 10 },
      { start: 20, end: 30 },
    ];
    expect(removeHighlight(ranges, { start: 3, end: 6 })).toEqual([
      { start: 0, end: 3 },
      { start: 6, end: 10 },
      { start: 20, end: 30 },
    ]);
    expect(removeHighlight(ranges, { start: 20, end: 30 })).toEqual([{ start: 0, end: 10 }]);
    expect(removeHighlight(ranges, { start: 10, end: 20 })).toEqual(ranges);
  });
});
