import { routes } from '@boardready/contracts/routes';
import { apiRequest } from '@/lib/api-client';
import { adoptSession, forgetSession } from '@/lib/session';

/**
 * Spec §4 step 4: the answer is saved with PUT /api/1.0/account/accepttermsofuse (body: the
 * boolean). Agreeing opens the full session (the 3.0 step runs, as after sign-in); declining has
 * signed the session out on the server, so the browser forgets it too.
 */
export async function answerTerms(agree: boolean) {
  const session = await apiRequest(routes.termsOfUse.answer, { body: agree });
  if (agree) await adoptSession(session);
  else forgetSession();
  return session;
}
