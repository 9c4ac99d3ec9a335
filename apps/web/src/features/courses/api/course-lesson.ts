import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { courseKeys } from './course-keys';
import { placesSaved } from './save-lesson-position';

/**
 * GET …/lessons/{lessonId}: one lesson by its kind (a lecture and the learner's place in it, a
 * book section's text, a quiz's questions without their answers).
 */
export const courseLessonQuery = (userProductId: number, lessonId: string) =>
  queryOptions({
    queryKey: courseKeys.lesson(userProductId, lessonId),
    queryFn: async () => {
      await placesSaved();
      return apiRequest(routes.courses.lesson, { params: { userProductId, lessonId }, query: {} });
    },
    staleTime: 0,
    // a video lesson's player reads the place once, when it starts; a quiz keeps its answers
    refetchOnWindowFocus: false,
  });

export function useCourseLesson(userProductId: number, lessonId: string) {
  return useQuery(courseLessonQuery(userProductId, lessonId));
}
