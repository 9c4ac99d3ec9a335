import { describe, expect, test } from 'vitest';
import { firstTimeDetail, percentCorrect, percentText, scoreText } from './learner-figures';

describe('learner figures (issue 22: one definition of each)', () => {
  test('a score is the right answers of those answered, to one decimal; none answered is no score', () => {
    expect(percentCorrect(1, 2)).toBe(50);
    expect(percentCorrect(1, 3)).toBe(33.3);
    expect(percentCorrect(0, 0)).toBeNull();
    expect(percentText(null)).toBe('—');
  });

  test('the screens write a score and a first-time score the same way', () => {
    expect(scoreText(1, 2)).toBe('50% (1/2)');
    expect(firstTimeDetail(1, 2)).toBe('1 of 2 right the first time');
  });
});
