import { freeTrialEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { freeTrialService } from './service';

/** The free-trial catalogue and starting a trial, for the acting account. */
export async function freeTrialRoutes(
  app: FastifyInstance,
  opts: { db: Database; trialDays: number },
) {
  const service = freeTrialService(opts.db, { trialDays: opts.trialDays });
  registerEndpoint(app, freeTrialEndpoints.catalogue, async ({ auth }) =>
    service.catalogue(auth.actingAccount.id),
  );
  registerEndpoint(app, freeTrialEndpoints.start, async ({ auth, params, request }) => ({
    product: await service.start(auth.actingAccount.id, params.productId, {
      // the person at the keyboard; the trial belongs to the account acted as
      accountId: auth.account.id,
      requestId: String(request.id),
    }),
  }));
}
