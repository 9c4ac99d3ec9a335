import { accountEndpoints } from '@boardready/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { type AccountServiceOptions, accountService } from './service';

const meta = (request: FastifyRequest) => ({ requestId: String(request.id) });

/** My Account: the acting account's name, e-mail, password, board identifiers and sessions. */
export async function accountRoutes(
  app: FastifyInstance,
  opts: AccountServiceOptions & { db: Database },
) {
  const service = accountService(opts.db, opts);

  registerEndpoint(app, accountEndpoints.profile, async ({ auth }) => service.profile(auth));

  registerEndpoint(app, accountEndpoints.changeName, async ({ auth, body, request }) =>
    service.changeName(auth, body, meta(request)),
  );

  registerEndpoint(app, accountEndpoints.changeEmail, async ({ auth, body, request }) =>
    service.changeEmail(auth, body, meta(request)),
  );

  registerEndpoint(app, accountEndpoints.changePassword, async ({ auth, body, request, reply }) => {
    const { token, expiresAt, result } = await service.changePassword(auth, body, meta(request));
    app.sessionCookie.set(reply, token, expiresAt);
    return result;
  });

  registerEndpoint(app, accountEndpoints.setBoardIdentifiers, async ({ auth, body, request }) =>
    service.setBoardIdentifiers(auth, body, meta(request)),
  );

  registerEndpoint(app, accountEndpoints.signOutEverywhere, async ({ auth, request, reply }) => {
    const result = await service.signOutEverywhere(auth, meta(request));
    app.sessionCookie.clear(reply);
    return result;
  });
}
