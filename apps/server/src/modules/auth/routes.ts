import { authEndpoints, RESET_REQUEST_MESSAGE } from '@boardready/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import type { Mailer } from '../mail/outbox';
import { toCurrentSession } from './account-dto';
import { assertAcceptablePassword } from './password-policy';
import {
  type AuthPolicies,
  authService,
  type RequestMeta,
  registrationRequestMessage,
} from './service';

export interface AuthRoutesOptions {
  db: Database;
  mail: Mailer;
  policies: AuthPolicies;
  /** the configured origin links in mail point at (never a request's Host) */
  publicOrigin: string;
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
  const service = authService(opts.db, opts.policies, opts.mail, { origin: opts.publicOrigin });
  const limited = { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } };

  registerEndpoint(
    app,
    authEndpoints.login,
    async ({ body, request, reply }) => {
      const { account, termsVersion, token, expiresAt, deviceToken } = await service.login(
        body.email,
        body.password,
        { ...meta(request), deviceToken: app.deviceCookie.read(request) },
      );
      app.sessionCookie.set(reply, token, expiresAt);
      app.deviceCookie.set(reply, deviceToken);
      return toCurrentSession({ account, assumedAccount: null, termsVersion });
    },
    limited,
  );

  registerEndpoint(
    app,
    authEndpoints.register,
    async ({ body, request }) => {
      assertAcceptablePassword(body.password, body.email);
      // The answer never waits on the work: its time says nothing about the address (issue 20).
      const requestMeta = meta(request);
      app.defer('registration', () => service.requestRegistration(body, requestMeta));
      return {
        message: registrationRequestMessage(body.email, opts.policies.registrationLinkHours),
      };
    },
    limited,
  );

  registerEndpoint(
    app,
    authEndpoints.registerConfirm,
    async ({ body, request, reply }) => {
      const { account, termsVersion, token, expiresAt, deviceToken } =
        await service.confirmRegistration(body.token, {
          ...meta(request),
          deviceToken: app.deviceCookie.read(request),
        });
      app.sessionCookie.set(reply, token, expiresAt);
      app.deviceCookie.set(reply, deviceToken);
      return toCurrentSession({ account, assumedAccount: null, termsVersion });
    },
    limited,
  );

  registerEndpoint(
    app,
    authEndpoints.resetRequest,
    async ({ body, request }) => {
      // The answer never waits on the work: its time says nothing about the address (issue 20).
      const requestMeta = meta(request);
      app.defer('reset request', () => service.requestReset(body.email, requestMeta));
      return { message: RESET_REQUEST_MESSAGE };
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

  registerEndpoint(app, authEndpoints.current, async ({ auth }) => ({
    ...toCurrentSession(auth),
    api3Authenticated: auth?.api3Authenticated ?? false,
  }));

  registerEndpoint(app, authEndpoints.api3Auth, async ({ auth }) => {
    await service.authenticateApi3(auth.sessionId);
    return { authenticated: true as const, accountId: auth.actingAccount.id };
  });
}
