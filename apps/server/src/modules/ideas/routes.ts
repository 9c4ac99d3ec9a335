import { ideaEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import type { Brand } from '../navigation/service';
import { ideaService } from './service';

/** Bright Ideas: list, share, vote, withdraw; staff set statuses (decision 0503). */
export async function ideaRoutes(app: FastifyInstance, opts: { db: Database; brand: Brand }) {
  const service = ideaService(opts.db, opts.brand);
  // the person at the keyboard (audited); rights and data are those of the account acted as
  const actor = (auth: { account: { id: number } }, requestId: unknown) => ({
    accountId: auth.account.id,
    requestId: String(requestId),
  });

  registerEndpoint(app, ideaEndpoints.list, async ({ auth }) => service.list(auth.actingAccount));
  registerEndpoint(app, ideaEndpoints.create, async ({ auth, body }) =>
    service.create(auth.actingAccount.id, body),
  );
  registerEndpoint(app, ideaEndpoints.vote, async ({ auth, params }) =>
    service.vote(params.ideaId, auth.actingAccount.id),
  );
  registerEndpoint(app, ideaEndpoints.unvote, async ({ auth, params }) =>
    service.unvote(params.ideaId, auth.actingAccount.id),
  );
  registerEndpoint(app, ideaEndpoints.withdraw, async ({ auth, params, request }) =>
    service.withdraw(params.ideaId, auth.actingAccount, actor(auth, request.id)),
  );
  registerEndpoint(app, ideaEndpoints.setStatus, async ({ auth, params, body, request }) =>
    service.setStatus(params.ideaId, body.status, auth.actingAccount.id, actor(auth, request.id)),
  );
}
