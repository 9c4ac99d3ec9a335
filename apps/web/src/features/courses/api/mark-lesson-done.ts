import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { courseKeys } from './course-keys';

/** PUT …/lessons/{lessonId}/done: a reading lesson read; the course and the lesson are asked again. */
export function useMarkLessonDone(userProductId: number, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(routes.courses.markDone, {
        params: { userProductId, lessonId },
        query: {},
        body: { done: true },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...courseKeys.all, userProductId] }),
  });
}
