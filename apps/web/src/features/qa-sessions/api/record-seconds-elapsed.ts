import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/**
 * QA-37: GET /api/2.0/qa/session/{qaSessionId}/secondselapsed/{secondsElapsed}. `keepalive` lets
 * the last record of a page that is closing or reloading reach the server.
 */
export function recordSecondsElapsed(
  qaSessionId: number,
  secondsElapsed: number,
  options: { keepalive?: boolean } = {},
) {
  return qaCall('recordSecondsElapsed', () =>
    apiRequest(routes.qa.recordSecondsElapsed, {
      params: { qaSessionId, secondsElapsed },
      keepalive: options.keepalive ?? false,
    }),
  );
}
