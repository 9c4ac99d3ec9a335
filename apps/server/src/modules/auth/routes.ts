import { authEndpoints } from '@boardready/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import type { Mailer } from '../mail/outbox';
import { toCurrentSession } from './account-dto';
import { type AuthPolicies, authService, type RequestMeta } from './service';

export interface AuthRoutesOptions {
  db: Database;
  mail: Mailer;
  policies: AuthPolicies;
  publicBaseUrl: string | null;
  /** per-address limit of the sign-in, register and reset calls */
  perMinute: number;
}

function meta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    requestId: String(request.id),
  };
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const service = authService(opts.db, opts.policies, opts.mail);
  const limited = { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } };

  registerEndpoint(
    app,
    authEndpoints.login,
    async ({ body, request, reply }) => {
      const { account, termsVersion, token, expiresAt } = await service.login(
        body.email,
        body.password,
        meta(request),
      );
      app.sessionCookie.set(reply, token, expiresAt);
      return toCurrentSession({ account, assumedAccount: null, termsVersion });
    },
    limited,
  );

  registerEndpoint(
    app,
    authEndpoints.register,
    async ({ body, request, reply }) => {
      const { account, termsVersion, token, expiresAt } = await service.register(
        body,
        meta(request),
      );
      app.sessionCookie.set(reply, token, expiresAt);
      return toCurrentSession({ account, assumedAccount: null, termsVersion });
    },
    limited,
  );

  registerEndpoint(
    app,
    authEndpoints.resetRequest,
    async ({ body, request }) => {
      // The link points at the configured public host in production, never at a Host header.
      const base = opts.publicBaseUrl ?? `${request.protocol}://${request.host}`;
      const message = await service.requestReset(
        body.email,
        (token) => `${base}/resetpassword?token=${encodeURIComponent(token)}`,
        meta(request),
      );
      return { message };
    },
    limited,
  );

  registerEndpoint(
    app,
    authEndpoints.resetConfirm,
    async ({ body, request }) => ({
      message: await service.confirmReset(body.token, body.password, meta(request)),
    }),
    limited,
  );

  registerEndpoint(app, authEndpoints.logout, async ({ auth, request, reply }) => {
    if (auth) {
      await service.logout(auth.sessionId, {
        ...meta(request),
        accountId: auth.account.id,
        assumedAccountId: auth.assumedAccount?.id ?? null,
      });
    }
    app.sessionCookie.clear(reply);
    return { signedOut: true as const };
  });

  registerEndpoint(app, authEndpoints.current, async ({ auth }) => toCurrentSession(auth));

  registerEndpoint(app, authEndpoints.api3Auth, async ({ auth }) => {
    await service.authenticateApi3(auth.sessionId);
    return { authenticated: true as const, accountId: auth.actingAccount.id };
  });
}
