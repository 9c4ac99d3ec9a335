import { startupDialogEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { startupDialogService } from './service';

/** The cross-sell dialog and the feedback popup shown after startup (spec §2, decision 0601). */
export async function startupDialogRoutes(
  app: FastifyInstance,
  opts: { db: Database; publicHost: string },
) {
  const service = startupDialogService(opts.db, { publicHost: opts.publicHost });
  registerEndpoint(app, startupDialogEndpoints.next, ({ auth }) => service.next(auth));
  registerEndpoint(app, startupDialogEndpoints.dismiss, ({ auth, body }) =>
    service.dismiss(auth, body.dialog),
  );
  registerEndpoint(app, startupDialogEndpoints.sendFeedback, ({ auth, body }) =>
    service.sendFeedback(auth, body),
  );
  registerEndpoint(app, startupDialogEndpoints.listFeedback, async ({ query }) => ({
    items: await service.listFeedback(query.limit),
  }));
}
