import type { QaOfflineSession, QaSession, QaSessionQuestion } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { answeredOffline } from './offline-answer';

const reveal = {
  correctKey: 'C' as const,
  explanationSummary: 'Because.',
  choiceExplanations: {},
  educationalObjective: 'Know it.',
  references: [],
  choiceShares: { C: 0.5 },
};
const question = (selectedKey: QaSessionQuestion['selectedKey']): QaSessionQuestion => ({
  position: 2,
  question: { questionId: 9, stemHtml: '<p>?</p>', leadIn: '?', choices: [], topics: [] },
  selectedKey,
  isCorrect: null,
  confidence: null,
  bookmarked: false,
  struckKeys: [],
  highlights: [],
  note: '',
  reveal: null,
});
const session = (viewMode: 'tutor' | 'test') => ({ viewMode }) as QaSession;
const pack = {
  session: session('tutor'),
  items: [{ ...question(null), revealOnAnswer: reveal }],
} as QaOfflineSession;

describe('an answer given offline (decision 1705)', () => {
  test("tutor mode shows the device copy's reveal, right or wrong", () => {
    expect(answeredOffline(question('C'), pack, session('tutor'))).toMatchObject({
      isCorrect: true,
      reveal,
    });
    expect(answeredOffline(question('A'), pack, session('tutor')).isCorrect).toBe(false);
  });

  test('test mode, or no copy on the device, shows the choice only', () => {
    expect(answeredOffline(question('C'), pack, session('test'))).toEqual(question('C'));
    expect(answeredOffline(question('C'), undefined, session('tutor'))).toEqual(question('C'));
  });
});
