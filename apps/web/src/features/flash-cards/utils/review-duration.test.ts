import { MAX_REVIEW_DURATION_MS } from '@boardready/contracts/flash-card-rules';
import { describe, expect, test } from 'vitest';
import { reviewDuration, reviewDurationText } from './review-duration';

describe('reviewDuration', () => {
  test('whole milliseconds from the front shown to the grade', () => {
    expect(reviewDuration(1000, 5200.4)).toBe(4200);
  });
  test('never below zero, never above the contract’s cap', () => {
    expect(reviewDuration(5000, 1000)).toBe(0);
    expect(reviewDuration(0, MAX_REVIEW_DURATION_MS * 3)).toBe(MAX_REVIEW_DURATION_MS);
    expect(reviewDuration(Number.NaN, 10)).toBe(0);
  });
});

describe('reviewDurationText', () => {
  test('seconds under a minute, then minutes and seconds', () => {
    expect(reviewDurationText(4200)).toBe('4 s');
    expect(reviewDurationText(60_000)).toBe('1 min');
    expect(reviewDurationText(65_400)).toBe('1 min 5 s');
  });
});
