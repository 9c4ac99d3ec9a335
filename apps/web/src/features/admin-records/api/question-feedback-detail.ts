import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { recordKeys } from './record-keys';

/** GET /api/2.0/admin/questionfeedback/{questionId}: the question, its reports, its history. */
export function useQuestionFeedbackDetail(questionId: number | null) {
  return useQuery({
    queryKey: recordKeys.feedbackItem(questionId ?? 0),
    queryFn: () =>
      apiRequest(routes.adminRecords.questionFeedbackDetail, {
        params: { questionId: questionId ?? 0 },
      }),
    enabled: questionId !== null,
    staleTime: 0,
  });
}
