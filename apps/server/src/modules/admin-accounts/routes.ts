import { adminAccountEndpoints } from '@boardready/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { adminAccountService } from './service';

const meta = (request: FastifyRequest) => ({ requestId: String(request.id) });

/** Admin: accounts (search, an account's products, sessions, rights, NetSuite id; issue 26). */
export async function adminAccountRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = adminAccountService(opts.db);
  const e = adminAccountEndpoints;

  registerEndpoint(app, e.search, async ({ query }) => service.search(query));
  registerEndpoint(app, e.account, async ({ auth, params }) =>
    service.account(auth, params.accountId),
  );
  registerEndpoint(app, e.products, async ({ params }) => service.products(params.accountId));
  registerEndpoint(app, e.grantProduct, async ({ auth, params, body, request }) =>
    service.grant(auth, params.accountId, body, meta(request)),
  );
  registerEndpoint(app, e.extendProduct, async ({ auth, params, body, request }) =>
    service.extend(auth, params.accountId, params.userProductId, body, meta(request)),
  );
  registerEndpoint(app, e.revokeProduct, async ({ auth, params, request }) =>
    service.revoke(auth, params.accountId, params.userProductId, meta(request)),
  );
  registerEndpoint(app, e.sessions, async ({ auth, params }) =>
    service.sessions(auth, params.accountId),
  );
  registerEndpoint(app, e.signOutEverywhere, async ({ auth, params, request, reply }) => {
    const result = await service.signOutEverywhere(auth, params.accountId, meta(request));
    // Staff who sign their own account out everywhere end this session too: the browser forgets it.
    if (params.accountId === auth.account.id) app.sessionCookie.clear(reply);
    return result;
  });
  registerEndpoint(app, e.setStaffRights, async ({ auth, params, body, request }) =>
    service.setStaffRights(auth, params.accountId, body, meta(request)),
  );
  registerEndpoint(app, e.setNetSuiteCustomerId, async ({ auth, params, body, request }) =>
    service.setNetSuiteCustomerId(auth, params.accountId, body.netSuiteCustomerId, meta(request)),
  );
}
