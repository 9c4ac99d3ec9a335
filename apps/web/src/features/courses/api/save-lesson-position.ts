import type { VideoPlace } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { callsInFlight } from '@/components/media-player/calls-in-flight';
import { apiRequest } from '@/lib/api-client';

/** The places sent and not yet answered. */
const places = callsInFlight();

/**
 * PUT …/lessons/{lessonId}/position: the learner's place in a video lesson, kept on the server for
 * every device; watched to the end, the answer says the lesson is done. `keepalive` lets the call
 * outlive the page (sent as the learner leaves or hides it).
 */
export function saveLessonPosition(
  userProductId: number,
  lessonId: string,
  positionSeconds: number,
  keepalive = false,
): Promise<VideoPlace> {
  return places.track(
    apiRequest(routes.courses.savePosition, {
      params: { userProductId, lessonId },
      query: {},
      body: { positionSeconds },
      keepalive,
    }),
  );
}

/**
 * Once the places sent so far are answered (or failed): the course and a lesson ask after it, so
 * that the place sent as the learner left a video lesson is the one they read back.
 */
export function placesSaved(): Promise<unknown> {
  return places.settled();
}
