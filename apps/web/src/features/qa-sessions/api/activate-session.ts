import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { qaCall } from '@/lib/qa/qa-call';
import { ACTIVATION_QUERY, activationRequest, type SessionToActivate } from '../utils/activation';

/**
 * Spec §4 activating a session: an existing one (non-zero qaSessionId) by PUT (QA-28), otherwise
 * created and activated by POST (QA-29), both with ?activate=true&populatequestionids=false.
 */
export function activateSession(session: SessionToActivate) {
  const request = activationRequest(session);
  return qaCall('activateSession', () =>
    request.method === 'PUT'
      ? apiRequest(routes.qa.updateSession, { query: ACTIVATION_QUERY, body: request.body })
      : apiRequest(routes.qa.createSessionV2, { query: ACTIVATION_QUERY, body: request.body }),
  );
}
