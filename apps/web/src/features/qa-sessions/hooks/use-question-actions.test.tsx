import type { QaSession, QaSessionQuestion } from '@boardready/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { qaKeys } from '@/lib/qa/qa-call';
import { queryClient } from '@/lib/query-client';
import { AppQueries } from '@/test/app-queries';
import { answerQuestion } from '../api/answer-question';
import { markQuestion } from '../api/mark-question';
import { useQuestionActions } from './use-question-actions';
import { useQuestionControls } from './use-question-controls';

vi.mock('../api/mark-question', () => ({ markQuestion: vi.fn() }));
vi.mock('../api/answer-question', () => ({ answerQuestion: vi.fn() }));

const question = {
  position: 1,
  selectedKey: null,
  isCorrect: null,
  bookmarked: false,
  confidence: null,
  reveal: null,
  note: '',
  struckKeys: [],
  highlights: [],
} as unknown as QaSessionQuestion;
const session = {
  qaSessionId: 7,
  items: [{ position: 1, state: 'seen', isCorrect: null, bookmarked: false }],
} as unknown as QaSession;
const struck = () => queryClient.getQueryData<QaSessionQuestion>(qaKeys.question(7, 1))?.struckKeys;

describe('a question’s writes (the player’s marks and answers)', () => {
  afterEach(() => {
    queryClient.clear();
    vi.mocked(markQuestion).mockReset();
    vi.mocked(answerQuestion).mockReset();
  });

  test('go out one after another, in the order of the clicks; the last one’s answer is shown', async () => {
    queryClient.setQueryData(qaKeys.question(7, 1), question);
    queryClient.setQueryData(qaKeys.session(7), session);
    const answers: ((value: QaSessionQuestion) => void)[] = [];
    vi.mocked(markQuestion).mockImplementation(
      () => new Promise((resolve) => answers.push(resolve)),
    );
    const { result } = renderHook(() => useQuestionActions(7), { wrapper: AppQueries });

    let strike!: Promise<void>;
    let undo!: Promise<void>;
    act(() => {
      strike = result.current.mark(1, { struckKeys: ['C'] });
      undo = result.current.mark(1, { struckKeys: [] });
    });
    expect(struck()).toEqual([]);
    // the undo waits for the strike-out's answer
    await vi.waitFor(() => expect(markQuestion).toHaveBeenCalledTimes(1));
    await act(async () => {
      answers[0]!({ ...question, struckKeys: ['C'] } as QaSessionQuestion);
      await strike;
    });
    // the strike-out's answer does not undo the undo on screen
    expect(struck()).toEqual([]);
    expect(markQuestion).toHaveBeenCalledTimes(2);
    expect(vi.mocked(markQuestion).mock.calls.map((call) => call[2])).toEqual([
      { struckKeys: ['C'] },
      { struckKeys: [] },
    ]);
    await act(async () => {
      answers[1]!({ ...question, struckKeys: [] } as QaSessionQuestion);
      await undo;
    });
    expect(struck()).toEqual([]);
  });

  test('a test-mode answer is saving until the server has it, the last pick’s until its own answer', async () => {
    const answered = { ...question, selectedKey: 'A' } as QaSessionQuestion;
    queryClient.setQueryData(qaKeys.question(7, 1), answered);
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
    await act(async () => answers[0]!({ ...answered, selectedKey: 'C' } as QaSessionQuestion));
    await vi.waitFor(() => expect(answerQuestion).toHaveBeenCalledTimes(2));
    expect(result.current.saving.get()).toBe(true);
    await act(async () => answers[1]!({ ...answered, selectedKey: 'D' } as QaSessionQuestion));
    await vi.waitFor(() => expect(result.current.saving.get()).toBe(false));
  });
});
