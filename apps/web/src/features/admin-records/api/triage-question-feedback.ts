import type { FeedbackStatus } from '@boardready/contracts/admin-records-rules';
import { ErrorCode } from '@boardready/contracts/errors';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { recordKeys } from './record-keys';

export const triageQuestionFeedback = ({
  questionId,
  status,
  note,
  lockVersion,
  previousStatus,
}: {
  questionId: number;
  status: FeedbackStatus;
  note: string;
  /** the item as the form read it: the server refuses the triage when it changed since */
  lockVersion: number;
  previousStatus: FeedbackStatus;
}) =>
  apiRequest(routes.adminRecords.triageQuestionFeedback, {
    params: { questionId },
    body: { status, note, lockVersion, previousStatus },
  });

export const isTriageConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.feedbackTriageConflict;

/**
 * PUT …/questionfeedback/{questionId}: the queue and the item (its history) are read again, after
 * a triage and after one refused because the item changed meanwhile (it then shows as it is now).
 */
export function useTriageQuestionFeedback() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: recordKeys.feedback });
  return useMutation({
    mutationFn: triageQuestionFeedback,
    onSuccess: refresh,
    onError: (error) => (isTriageConflict(error) ? refresh() : undefined),
  });
}
