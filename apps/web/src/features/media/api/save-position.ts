import type { MediaPosition } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';

/** The places sent and not yet answered. */
const inFlight = new Set<Promise<unknown>>();

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
  const call = apiRequest(routes.media.savePosition, {
    params: { userProductId, mediaId },
    query: {},
    body: { positionSeconds },
    keepalive,
  });
  inFlight.add(call);
  const done = () => inFlight.delete(call);
  call.then(done, done);
  return call;
}

/**
 * Once the places sent so far are answered (or failed): the library and a lecture ask after it,
 * so the place sent as the learner left a lecture is the one they read back.
 */
export function placesSaved(): Promise<unknown> {
  return Promise.allSettled([...inFlight]);
}
