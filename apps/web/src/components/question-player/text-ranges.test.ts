import { describe, expect, test } from 'vitest';
import { isCovered, offsetsOf, rangeAt } from './text-ranges';

function stem(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('highlight offsets in a stem', () => {
  test('a selection across elements maps to offsets of the text, and back', () => {
    const element = stem(
      '<p>A 58-year-old <b>man</b> has chest pain.</p><p>ECG: ST elevation.</p>',
    );
    const range = document.createRange();
    const bold = element.querySelector('b')!.firstChild!;
    range.setStart(bold, 0);
    const second = element.querySelectorAll('p')[1]!.firstChild!;
    range.setEnd(second, 3);
    const offsets = offsetsOf(element, range);
    expect(offsets).toEqual({ start: 14, end: 36 });
    expect(rangeAt(element, offsets!)?.toString()).toBe('man has chest pain.ECG');
  });

  test('a selection reaching outside the stem is clipped to it; one outside gives nothing', () => {
    const before = stem('<p>Before</p>');
    const element = stem('<p>Inside text</p>');
    const range = document.createRange();
    range.setStart(before.firstChild!.firstChild!, 2);
    range.setEnd(element.firstChild!.firstChild!, 6);
    expect(offsetsOf(element, range)).toEqual({ start: 0, end: 6 });
    const outside = document.createRange();
    outside.selectNodeContents(before);
    expect(offsetsOf(element, outside)).toBeNull();
  });

  test('a part wholly inside a highlight is covered (pressing again removes it)', () => {
    expect(isCovered([{ start: 0, end: 10 }], { start: 2, end: 8 })).toBe(true);
    expect(isCovered([{ start: 0, end: 10 }], { start: 8, end: 12 })).toBe(false);
  });
});
