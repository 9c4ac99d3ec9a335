import type { ChoiceKey, QaSessionQuestion, SaAttempt } from '@boardready/contracts';
import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { qaKeys } from '@/lib/qa/qa-call';
import { answerSaItem } from '../api/answer-sa-item';
import { endSaBlock } from '../api/end-sa-block';
import { markSaItem } from '../api/mark-sa-item';
import { startSaBlock } from '../api/start-sa-block';

export interface SaItemChange {
  choiceKey?: ChoiceKey;
  flagged?: boolean;
  struckKeys?: ChoiceKey[];
  highlights?: HighlightRange[];
  /** the learner's note, kept in their notebook (decision 0908) */
  note?: string;
}

/**
 * What the exam sends: a block started or ended (the attempt the server answers replaces the
 * cached one), and a change to the question on screen: an answer, a mark for review, struck
 * choices, highlights, shown at once and put back, with the attempt refetched, when the call fails.
 */
export function useBlockMutations({
  attemptId,
  position,
  onBlockEnded,
  onError,
}: {
  attemptId: number;
  position: number;
  onBlockEnded(): void;
  onError(message: string | null): void;
}) {
  const queryClient = useQueryClient();
  const attemptKey = qaKeys.saAttempt(attemptId);
  const itemKey = qaKeys.saItem(attemptId, position, 'exam');
  const setAttempt = (next: SaAttempt) => queryClient.setQueryData(attemptKey, next);

  const endBlock = useMutation({
    mutationFn: (blockNumber: number) => endSaBlock(attemptId, blockNumber),
    onSuccess: (next) => {
      onBlockEnded();
      setAttempt(next);
    },
    onError: () => onError('The block could not be ended. Check your connection and try again.'),
  });
  const startBlock = useMutation({
    mutationFn: (blockNumber: number) => startSaBlock(attemptId, blockNumber),
    onSuccess: setAttempt,
    onError: () => onError('The block could not be started. Please try again.'),
  });
  const save = useMutation({
    // keyed by the question, so that what is on its way can be told apart question by question
    mutationKey: itemKey,
    mutationFn: (change: SaItemChange) =>
      change.choiceKey !== undefined
        ? answerSaItem(attemptId, position, change.choiceKey)
        : markSaItem(attemptId, position, change),
    onMutate: (change) => {
      onError(null);
      const before = queryClient.getQueryData<QaSessionQuestion>(itemKey);
      if (before) {
        queryClient.setQueryData<QaSessionQuestion>(itemKey, {
          ...before,
          ...(change.choiceKey !== undefined ? { selectedKey: change.choiceKey } : {}),
          ...(change.flagged !== undefined ? { bookmarked: change.flagged } : {}),
          ...(change.struckKeys !== undefined ? { struckKeys: change.struckKeys } : {}),
          ...(change.highlights !== undefined ? { highlights: change.highlights } : {}),
          ...(change.note !== undefined ? { note: change.note } : {}),
        });
      }
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(itemKey, saved);
      const current = queryClient.getQueryData<SaAttempt>(attemptKey);
      if (current) {
        setAttempt({
          ...current,
          items: current.items.map((i) =>
            i.position === saved.position
              ? { ...i, answered: saved.selectedKey !== null, flagged: saved.bookmarked }
              : i,
          ),
        });
      }
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(itemKey, context.before);
      onError('Your change was not saved. Check your connection and try again.');
      void queryClient.invalidateQueries({ queryKey: attemptKey });
    },
  });
  /** an answer to the question on screen is on its way to the server */
  const savingAnswer = useMutationState({
    filters: { mutationKey: itemKey, exact: true, status: 'pending' },
    select: (mutation) => (mutation.state.variables as SaItemChange).choiceKey !== undefined,
  }).includes(true);
  return { endBlock, startBlock, save, savingAnswer };
}
