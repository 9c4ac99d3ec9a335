import type { QaSession, QaSessionQuestion } from '@boardready/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { qaKeys } from '@/lib/qa/qa-call';
import { queryClient } from '@/lib/query-client';
import { AppQueries } from '@/test/app-queries';
import { answerQuestion } from '../api/answer-question';
import { useQuestionControls } from './use-question-controls';

vi.mock('../api/answer-question', () => ({ answerQuestion: vi.fn() }));

const question = {
  position: 1,
  selectedKey: 'A',
  confidence: null,
  isCorrect: null,
  reveal: null,
  bookmarked: false,
  note: '',
  struckKeys: [],
  highlights: [],
} as unknown as QaSessionQuestion;
const session = {
  qaSessionId: 7,
  items: [{ position: 1, state: 'answered', isCorrect: null, bookmarked: false }],
} as unknown as QaSession;

afterEach(() => {
  queryClient.clear();
  vi.mocked(answerQuestion).mockReset();
});

test('a test-mode answer is saving until the server has it, the last pick’s until its own answer', async () => {
  queryClient.setQueryData(qaKeys.question(7, 1), question);
  queryClient.setQueryData(qaKeys.session(7), session);
  const answers: ((value: QaSessionQuestion) => void)[] = [];
  vi.mocked(answerQuestion).mockImplementation(
    () => new Promise((resolve) => answers.push(resolve)),
  );
  const { result } = renderHook(
    () =>
      useQuestionControls({
        qaSessionId: 7,
        position: 1,
        question: queryClient.getQueryData(qaKeys.question(7, 1)),
        answerable: true,
        saveOnPick: true,
        onNotice: () => {},
      }),
    { wrapper: AppQueries },
  );
  expect(result.current.saving.get()).toBe(false);

  act(() => result.current.pick('C'));
  await vi.waitFor(() => expect(answerQuestion).toHaveBeenCalledTimes(1));
  expect(result.current.saving.get()).toBe(true);
  act(() => result.current.pick('D'));
  // C's answer comes back: D is still on its way
  await act(async () => answers[0]!({ ...question, selectedKey: 'C' } as QaSessionQuestion));
  await vi.waitFor(() => expect(answerQuestion).toHaveBeenCalledTimes(2));
  expect(result.current.saving.get()).toBe(true);
  await act(async () => answers[1]!({ ...question, selectedKey: 'D' } as QaSessionQuestion));
  await vi.waitFor(() => expect(result.current.saving.get()).toBe(false));
});
