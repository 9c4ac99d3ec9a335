import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';

/** End a session: the score is final and test mode reveals its answers. */
export function endSession(qaSessionId: number) {
  return qaCall('endSession', () =>
    apiRequest(routes.qa.endSession, { params: { qaSessionId }, body: {} }),
  );
}
