import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FEEDBACK_FILTERS,
  feedbackFiltersFrom,
  feedbackQuery,
  feedbackSearchOf,
  openQuestionFrom,
  pageCount,
} from './feedback-filters';

describe('the triage queue’s filters in the address', () => {
  test('the queue opens on the new items; status=all shows every one', () => {
    expect(feedbackFiltersFrom(new URLSearchParams(''))).toEqual(DEFAULT_FEEDBACK_FILTERS);
    expect(feedbackQuery(DEFAULT_FEEDBACK_FILTERS)).toEqual({
      status: 'new',
      sort: 'newest',
      limit: 25,
      offset: 0,
    });
    const all = feedbackFiltersFrom(new URLSearchParams('status=all&sort=mostReported&page=3'));
    expect(feedbackQuery(all)).toEqual({ sort: 'mostReported', limit: 25, offset: 50 });
  });

  test('written and read back, with the question opened over it', () => {
    const filters = { status: 'fixed', bankId: 4, sort: 'newest', page: 2 } as const;
    const search = feedbackSearchOf(filters, 17);
    expect(search.toString()).toBe('status=fixed&bankId=4&page=2&question=17');
    expect(feedbackFiltersFrom(search)).toEqual(filters);
    expect(openQuestionFrom(search)).toBe(17);
    expect(feedbackSearchOf(DEFAULT_FEEDBACK_FILTERS, null).toString()).toBe('');
  });

  test('what the API would refuse is read as the default', () => {
    expect(
      feedbackFiltersFrom(new URLSearchParams('status=closed&bankId=0&sort=oldest&page=-1')),
    ).toEqual(DEFAULT_FEEDBACK_FILTERS);
    expect(openQuestionFrom(new URLSearchParams('question=01'))).toBeNull();
  });

  test('pages of 25', () => {
    expect([0, 1, 25, 26].map(pageCount)).toEqual([1, 1, 1, 2]);
  });
});
