import type { QuizSubmission } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { courseKeys } from './course-keys';

/**
 * POST …/lessons/{lessonId}/quiz: the quiz's answers, graded. The course and its lessons are asked
 * again (the lesson may be done, its best score higher); the results stay the mutation's.
 */
export function useSubmitQuiz(userProductId: number, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizSubmission) =>
      apiRequest(routes.courses.submitQuiz, {
        params: { userProductId, lessonId },
        query: {},
        body,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...courseKeys.all, userProductId] }),
  });
}
