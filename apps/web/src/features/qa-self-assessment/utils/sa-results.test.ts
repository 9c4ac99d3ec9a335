import { describe, expect, test } from 'vitest';
import { likelihoodPercent, ordinal, withdrawnSummary } from './sa-results';

describe('self-assessment results wording', () => {
  test('the pass likelihood is a whole percent, never 0% or 100% (it is an estimate)', () => {
    expect(likelihoodPercent(0.0025)).toBe('<1%');
    expect(likelihoodPercent(0.7311)).toBe('73%');
    expect(likelihoodPercent(0.9991)).toBe('>99%');
  });
  test('percentiles read as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 42, 100].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '42nd',
      '100th',
    ]);
  });

  test('[decision 0905] withdrawn questions are counted in words', () => {
    expect(withdrawnSummary(1)).toBe(
      'One question was removed after review (found wrong or out of date) and is not scored.',
    );
    expect(withdrawnSummary(3)).toMatch(
      /^3 questions were removed after review .* are not scored\.$/,
    );
  });
});
