import type { ItemStatistic } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import {
  correlationText,
  durationText,
  filtersFrom,
  queryOf,
  reasonText,
  runFiguresText,
  searchFrom,
  secondsText,
  shareText,
  shortened,
  withChange,
} from './item-statistics-view';

const ITEM: ItemStatistic = {
  questionId: 9,
  code: 'IM-0009',
  stemExcerpt: 'A 64-year-old man has chest pain on exertion.',
  status: 'published',
  topics: ['Cardiology'],
  answered: 120,
  correct: 18,
  pValue: 0.15,
  discrimination: -0.123,
  discriminationAnswers: 118,
  choices: [
    { key: 'A', count: 18, share: 0.15, correct: true },
    { key: 'B', count: 102, share: 0.85, correct: false },
  ],
  medianSeconds: 125,
  timedAnswers: 100,
  flags: 4,
  openFlags: 3,
  needsReview: true,
  reasons: ['flagged', 'lowDiscrimination', 'tooHard'],
};

describe('the item statistics screen’s address and words', () => {
  test('the address round-trips; defaults are left out; junk falls back', () => {
    const filters = filtersFrom(
      new URLSearchParams('bank=3&review=1&topic=12&sort=pValue&order=desc&page=4'),
    );
    expect(filters).toEqual({
      bankId: 3,
      needsReviewOnly: true,
      topicId: 12,
      sort: 'pValue',
      order: 'desc',
      page: 4,
    });
    expect(searchFrom(filters).toString()).toBe(
      'bank=3&review=1&topic=12&sort=pValue&order=desc&page=4',
    );
    expect(filtersFrom(new URLSearchParams('bank=x&sort=best&order=up&page=0&topic=-1'))).toEqual({
      bankId: null,
      needsReviewOnly: false,
      topicId: null,
      sort: 'review',
      order: null,
      page: 1,
    });
    expect(searchFrom(filtersFrom(new URLSearchParams(''))).toString()).toBe('');
  });

  test('a change starts from page one; another bank drops the topic; another sort its order', () => {
    const filters = filtersFrom(
      new URLSearchParams('bank=3&topic=12&sort=pValue&order=desc&page=4'),
    );
    expect(withChange(filters, { needsReviewOnly: true })).toMatchObject({ page: 1, topicId: 12 });
    expect(withChange(filters, { page: 5 })).toMatchObject({ page: 5 });
    expect(withChange(filters, { bankId: 4 })).toMatchObject({ bankId: 4, topicId: null });
    expect(withChange(filters, { sort: 'flags' })).toMatchObject({ sort: 'flags', order: null });
    expect(queryOf(withChange(filters, { needsReviewOnly: true }))).toEqual({
      needsReview: 'true',
      topicId: 12,
      sort: 'pValue',
      order: 'desc',
      page: 1,
    });
  });

  test('figures read as a content manager expects', () => {
    expect(shareText(0.153)).toBe('15%');
    expect(shareText(null)).toBe('—');
    expect(correlationText(0.7001)).toBe('0.70');
    expect(correlationText(-0.123)).toBe('−0.12');
    expect(correlationText(-0.001)).toBe('0.00');
    expect(correlationText(null)).toBe('—');
    expect(secondsText(44.6)).toBe('45 s');
    expect(secondsText(125)).toBe('2 min 5 s');
    expect(secondsText(120)).toBe('2 min');
    expect(secondsText(null)).toBe('—');
  });

  test('a stem is shortened at a word; a run’s duration and counts read naturally', () => {
    expect(shortened('A 64-year-old man has chest pain on exertion.', 100)).toBe(
      'A 64-year-old man has chest pain on exertion.',
    );
    expect(shortened('A 64-year-old man has chest pain on exertion, relieved by rest.', 40)).toBe(
      'A 64-year-old man has chest pain on…',
    );
    expect(durationText(35.2)).toBe('35 ms');
    expect(durationText(2345)).toBe('2.3 s');
    expect(durationText(10_450)).toBe('10 s');
    expect(runFiguresText(40, 1)).toBe('40 questions, 1 needs review');
    expect(runFiguresText(1, 0)).toBe('1 question, 0 need review');
  });

  test('each reason says what is wrong, with its figure and threshold', () => {
    expect(ITEM.reasons.map((r) => reasonText(r, ITEM))).toEqual([
      'Flagged by 3 learners',
      'Stronger learners miss it more (point-biserial −0.12): check the key',
      'Too hard: 15% right (under 20%)',
    ]);
    expect(reasonText('lowDiscrimination', { ...ITEM, discrimination: 0.04 })).toBe(
      'Discriminates poorly (point-biserial 0.04, under 0.10)',
    );
    expect(reasonText('tooEasy', { ...ITEM, pValue: 0.97 })).toBe('Too easy: 97% right (over 95%)');
    expect(reasonText('flagged', { ...ITEM, openFlags: 1 })).toBe('Flagged by 1 learner');
  });
});
