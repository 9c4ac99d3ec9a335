import { describe, expect, test } from 'vitest';
import { comesBack } from './retrieval-text';

describe('when a question comes back for retrieval', () => {
  const now = new Date(2026, 10, 28, 20, 0);
  test('today, tomorrow, or on a named day, at the learner’s own time', () => {
    expect(comesBack(new Date(2026, 10, 28, 21, 5).toISOString(), now)).toBe('today at 9:05 PM');
    expect(comesBack(new Date(2026, 10, 29, 9, 15).toISOString(), now)).toBe('tomorrow at 9:15 AM');
    expect(comesBack(new Date(2026, 11, 1, 9, 15).toISOString(), now)).toBe(
      'on Tuesday, December 1 at 9:15 AM',
    );
  });
});
