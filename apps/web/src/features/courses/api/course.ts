import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { courseKeys } from './course-keys';
import { placesSaved } from './save-lesson-position';

/**
 * GET /api/3.0/courses/userproducts/{userProductId}: the modules and lessons with the learner's
 * standing in each, the progress and the lesson to resume at (asked again each time it shows:
 * another device may have moved on).
 */
export const courseQuery = (userProductId: number) =>
  queryOptions({
    queryKey: courseKeys.course(userProductId),
    queryFn: async () => {
      await placesSaved();
      return apiRequest(routes.courses.course, { params: { userProductId }, query: {} });
    },
    staleTime: 0,
  });

export function useCourse(userProductId: number) {
  return useQuery(courseQuery(userProductId));
}
