import type { FeedbackStatus } from '@boardready/contracts/admin-records-rules';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordKeys } from './record-keys';

export const triageQuestionFeedback = ({
  questionId,
  status,
  note,
}: {
  questionId: number;
  status: FeedbackStatus;
  note: string;
}) =>
  apiRequest(routes.adminRecords.triageQuestionFeedback, {
    params: { questionId },
    body: { status, note },
  });

/** PUT …/questionfeedback/{questionId}: the queue and the item (its history) are read again. */
export function useTriageQuestionFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: triageQuestionFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.feedback }),
  });
}
