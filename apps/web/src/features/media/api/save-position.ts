import type { MediaPosition } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { callsInFlight } from '@/components/media-player/calls-in-flight';
import { apiRequest } from '@/lib/api-client';

/** The places sent and not yet answered. */
const places = callsInFlight();

/**
 * PUT …/lectures/{mediaId}/position: the learner's place, kept on the server for every device.
 * `keepalive` lets the call outlive the page (sent as the learner leaves or hides it).
 */
export function savePosition(
  userProductId: number,
  mediaId: number,
  positionSeconds: number,
  keepalive = false,
): Promise<MediaPosition> {
  return places.track(
    apiRequest(routes.media.savePosition, {
      params: { userProductId, mediaId },
      query: {},
      body: { positionSeconds },
      keepalive,
    }),
  );
}

/**
 * Once the places sent so far are answered (or failed): the library and a lecture ask after it,
 * so the place sent as the learner left a lecture is the one they read back.
 */
export function placesSaved(): Promise<unknown> {
  return places.settled();
}
