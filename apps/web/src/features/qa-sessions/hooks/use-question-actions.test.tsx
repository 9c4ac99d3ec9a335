import type { QaSession, QaSessionQuestion } from '@boardready/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { qaKeys } from '@/lib/qa/qa-call';
import { queryClient } from '@/lib/query-client';
import { AppQueries } from '@/test/app-queries';
import { markQuestion } from '../api/mark-question';
import { useQuestionActions } from './use-question-actions';

vi.mock('../api/mark-question', () => ({ markQuestion: vi.fn() }));

const question = {
  position: 1,
  selectedKey: null,
  isCorrect: null,
  bookmarked: false,
  note: '',
  struckKeys: [],
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
});
