import type { BookContents } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { firstSection, initialSection, sectionsInOrder } from './initial-section';

const contents: BookContents = {
  userProductId: 12,
  title: 'Internal Medicine Board Review Study Guide',
  chapters: [
    { id: 'preface', title: 'Preface', sections: [] },
    {
      id: 'cardiology',
      title: 'Cardiology',
      sections: [
        { id: 'heart-failure', title: 'Heart failure' },
        { id: 'arrhythmias', title: 'Arrhythmias' },
      ],
    },
    {
      id: 'nephrology',
      title: 'Nephrology',
      sections: [{ id: 'aki', title: 'Acute kidney injury' }],
    },
  ],
};

describe('where /book/:id opens', () => {
  test('the sections in reading order, across chapters; the first skips an empty chapter', () => {
    expect(sectionsInOrder(contents).map((s) => s.id)).toEqual([
      'heart-failure',
      'arrhythmias',
      'aki',
    ]);
    expect(firstSection(contents)).toEqual({ id: 'heart-failure', title: 'Heart failure' });
  });

  test('the section last read, when the book still has it', () => {
    expect(initialSection(contents, 'aki')).toBe('aki');
  });

  test('else the first section: nothing read yet, or a section the book no longer has', () => {
    expect(initialSection(contents, null)).toBe('heart-failure');
    expect(initialSection(contents, 'removed-section')).toBe('heart-failure');
  });

  test('a book without sections opens nowhere', () => {
    const empty = { ...contents, chapters: [{ id: 'preface', title: 'Preface', sections: [] }] };
    expect(initialSection(empty, 'aki')).toBeNull();
    expect(firstSection(empty)).toBeNull();
  });
});
