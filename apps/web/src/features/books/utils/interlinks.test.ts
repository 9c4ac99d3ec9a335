import type { Interlink } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { interlinkLabel, shownInterlinks } from './interlinks';

const link: Interlink = {
  userProductId: 11,
  productName: 'IM Q&A',
  coreContentTopicId: 7,
  topicName: 'Heart failure',
  questionCount: 12,
};

describe('the interlinks a section shows (spec §7)', () => {
  test('[QA-44] a non-empty list is kept and shown', () => {
    expect(shownInterlinks({ status: 'success', data: [link] })).toEqual([link]);
  });

  test('[QA-45] an empty list counts as no interlinks', () => {
    expect(shownInterlinks({ status: 'success', data: [] })).toEqual([]);
  });

  test('[QA-46] a failed call counts as no interlinks (and shows no error)', () => {
    expect(shownInterlinks({ status: 'error', data: undefined })).toEqual([]);
  });

  test('nothing shows while the call runs', () => {
    expect(shownInterlinks({ status: 'pending', data: undefined })).toEqual([]);
  });

  test('each link names its topic, its question count and its product', () => {
    expect(interlinkLabel(link, 'IM Q&A')).toBe('Heart failure — 12 questions in IM Q&A');
    expect(interlinkLabel({ ...link, questionCount: 1 }, 'IM Q&A')).toBe(
      'Heart failure — 1 question in IM Q&A',
    );
  });
});
