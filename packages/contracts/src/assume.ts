import { z } from 'zod';
import { currentSession } from './auth';
import { defineEndpoint, idParam } from './endpoint';

/**
 * Assume user (spec §4; paths decided in decision 0601). The right is that of the signed-in staff
 * member, not of the account acted as, so that Cancel works while acting as a learner.
 */
export const assumeEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/assume/:accountId',
    summary:
      'Staff: act as another account (not yourself, not staff with rights you lack). Answers the session.',
    access: { staff: 'assumeUsers', ofSignedInAccount: true },
    params: z.object({ accountId: idParam }),
    response: currentSession,
  }),
  stop: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/assume',
    summary: 'Staff: stop acting as another account. Answers the session.',
    access: { staff: 'assumeUsers', ofSignedInAccount: true },
    response: currentSession,
  }),
};
