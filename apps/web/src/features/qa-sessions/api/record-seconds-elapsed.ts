import { routes } from '@boardready/contracts/routes';
import { apiRequest, NetworkError } from '@/lib/api-client';
import { writeThroughOutbox } from '@/lib/offline/outbox';
import { qaCall } from '@/lib/qa/qa-call';

/**
 * QA-37: GET /api/2.0/qa/session/{qaSessionId}/secondselapsed/{secondsElapsed}. `keepalive` lets
 * the last record of a page that is closing or reloading reach the server. Offline, the latest
 * value waits in the outbox in place of any earlier one (a page that is closing has no time for
 * IndexedDB while online, so the outbox is used only once the call could not be sent).
 */
export function recordSecondsElapsed(
  qaSessionId: number,
  secondsElapsed: number,
  options: { keepalive?: boolean } = {},
) {
  const route = routes.qa.recordSecondsElapsed;
  const input = { params: { qaSessionId, secondsElapsed } };
  const waitOffline = () =>
    writeThroughOutbox(route, input, { replaces: `qa-seconds:${qaSessionId}` });
  return qaCall('recordSecondsElapsed', () =>
    navigator.onLine
      ? apiRequest(route, { ...input, keepalive: options.keepalive ?? false }).catch(
          (error: unknown) => {
            if (error instanceof NetworkError) return waitOffline();
            throw error;
          },
        )
      : waitOffline(),
  );
}
