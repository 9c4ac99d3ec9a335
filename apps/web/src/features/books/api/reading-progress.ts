import type { ReadingProgress } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookStudyKeys } from './book-study-keys';

/** GET /api/3.0/books/userproducts/{userProductId}/progress: the place and the sections read. */
export const readingProgressQuery = (userProductId: number) =>
  queryOptions({
    queryKey: bookStudyKeys.progress(userProductId),
    queryFn: () =>
      apiRequest(routes.bookStudy.readingProgress, { params: { userProductId }, query: {} }),
    // Another device may have moved the place: asked again each time the book opens.
    staleTime: 0,
  });

export function useReadingProgress(userProductId: number) {
  return useQuery(readingProgressQuery(userProductId));
}

/**
 * PUT …/progress: the learner is in this section (finished: has read it to its end). The answer
 * is the progress, which the cache takes; My Products' list is asked again when next shown.
 */
export function useRecordReading(userProductId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sectionId: string; finished: boolean }) =>
      apiRequest(routes.bookStudy.updateReadingProgress, {
        params: { userProductId },
        query: {},
        body,
      }),
    onSuccess: (progress: ReadingProgress) => {
      queryClient.setQueryData(bookStudyKeys.progress(userProductId), progress);
      void queryClient.invalidateQueries({ queryKey: bookStudyKeys.progressList });
    },
  });
}
