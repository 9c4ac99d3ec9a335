import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type FeedbackFilters, feedbackQuery } from '../utils/feedback-filters';
import { recordKeys } from './record-keys';

/** GET /api/2.0/admin/questionfeedback: a page of the triage queue, an item per question. */
export function useQuestionFeedback(filters: FeedbackFilters) {
  const query = feedbackQuery(filters);
  return useQuery({
    queryKey: recordKeys.feedbackList(query),
    queryFn: () => apiRequest(routes.adminRecords.questionFeedback, { query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
