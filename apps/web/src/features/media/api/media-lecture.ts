import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mediaKeys } from './media-keys';
import { placesSaved } from './save-position';

/**
 * GET …/lectures/{mediaId}: one lecture, its chapters with their links, its transcript, where its
 * file and captions stream from, and the learner's place (asked again each time it opens: another
 * device may have moved it).
 */
export const mediaLectureQuery = (userProductId: number, mediaId: number) =>
  queryOptions({
    queryKey: mediaKeys.lecture(userProductId, mediaId),
    queryFn: async () => {
      await placesSaved();
      return apiRequest(routes.media.lecture, { params: { userProductId, mediaId }, query: {} });
    },
    staleTime: 0,
    // the player reads the place once, when it starts: a refetch on focus would change nothing
    refetchOnWindowFocus: false,
  });

export function useMediaLecture(userProductId: number, mediaId: number, enabled = true) {
  return useQuery({ ...mediaLectureQuery(userProductId, mediaId), enabled });
}
