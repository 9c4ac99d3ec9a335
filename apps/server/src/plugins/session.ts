import type { StaffRight } from '@boardready/contracts';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { accounts } from '../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

export interface SessionRecord {
  id: number;
  accountId: number;
  account: AccountRow;
  assumedAccount: AccountRow | null;
  api3AuthenticatedAt: Date | null;
  /** the terms version in force (read with the session: staff may publish one at any time) */
  termsVersion: number;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * What the plugin needs of the sessions' store. The auth module's session repository is one;
 * app.ts hands it in, so that plugins depend on no module.
 */
export interface SessionStore {
  /** `fresh` asks the database rather than memory */
  findByTokenHash(tokenHash: string, options?: { fresh?: boolean }): Promise<SessionRecord | null>;
  touch(id: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void>;
  delete(id: number): Promise<void>;
}

/** The staff rights an account holds (the auth module's rule). */
export type StaffRightsOf = (account: AccountRow) => Record<StaffRight, boolean>;

export interface SessionPluginOptions {
  sessions: SessionStore;
  /** how a cookie's token is stored (the auth module's hash) */
  hashToken: (token: string) => string;
  /** read by the endpoints' access check (app.staffRightsOf) */
  staffRightsOf: StaffRightsOf;
  isProduction: boolean;
  idleMinutes: number;
}

export interface AuthContext {
  sessionId: number;
  /** the signed-in person (staff while assuming) */
  account: AccountRow;
  /** set while assuming another account */
  assumedAccount: AccountRow | null;
  /** whom every learner-facing call acts as */
  actingAccount: AccountRow;
  api3Authenticated: boolean;
  /** the version of the terms of use in force */
  termsVersion: number;
  /**
   * the signed-in account has not accepted the terms in force and assumes nobody: the session may
   * only read and answer the terms (decision 0601)
   */
  termsPending: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    staffRightsOf: StaffRightsOf;
    sessionCookie: {
      name: string;
      set(reply: FastifyReply, token: string, expiresAt: Date): void;
      clear(reply: FastifyReply): void;
    };
    /** the long-lived cookie that lets a known browser past sign-in locks (issue 20) */
    deviceCookie: {
      read(request: FastifyRequest): string | undefined;
      set(reply: FastifyReply, token: string): void;
    };
  }
}

/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_DAYS = 400;

/** Don't write last_seen on every request: once a minute is precise enough for idle expiry. */
const TOUCH_EVERY_MS = 60_000;

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  await app.register(cookie);
  const { sessions, hashToken } = opts;
  app.decorate('staffRightsOf', opts.staffRightsOf);
  // __Host- binds the cookie to this exact host over HTTPS (no Domain, Path=/).
  const name = opts.isProduction ? '__Host-br_session' : 'br_session';

  app.decorate('sessionCookie', {
    name,
    set(reply: FastifyReply, token: string, expiresAt: Date) {
      reply.setCookie(name, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.isProduction,
        expires: expiresAt,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(name, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.isProduction,
      });
    },
  });
  const deviceName = opts.isProduction ? '__Host-br_device' : 'br_device';
  app.decorate('deviceCookie', {
    read(request: FastifyRequest) {
      const token = request.cookies[deviceName];
      return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
    },
    set(reply: FastifyReply, token: string) {
      reply.setCookie(deviceName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: opts.isProduction,
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      });
    },
  });
  app.decorateRequest('auth', null);

  // Requests of one session that arrive together (a page load sends a dozen) share one lookup:
  // each sees the session as it was while it was waiting, never older.
  const inFlight = new Map<string, Promise<SessionRecord | null>>();
  const lookUp = (tokenHash: string) => {
    let pending = inFlight.get(tokenHash);
    if (!pending) {
      pending = sessions.findByTokenHash(tokenHash).finally(() => inFlight.delete(tokenHash));
      inFlight.set(tokenHash, pending);
    }
    return pending;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[name];
    if (!token || token.length > 100) return;
    const tokenHash = hashToken(token);
    let record = await lookUp(tokenHash);
    const now = new Date();
    // Another server may have just extended it, unannounced (a touch): ask the database before
    // ending a session that looks expired from memory.
    if (record && record.expiresAt <= now) {
      record = await sessions.findByTokenHash(tokenHash, { fresh: true });
    }
    if (!record || record.expiresAt <= now) {
      if (record) await sessions.delete(record.id);
      app.sessionCookie.clear(reply);
      return;
    }
    if (now.getTime() - record.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const expiresAt = new Date(now.getTime() + opts.idleMinutes * 60_000);
      await sessions.touch(record.id, tokenHash, now, expiresAt);
      app.sessionCookie.set(reply, token, expiresAt);
    }
    request.auth = toAuthContext(record);
  });
});

function toAuthContext(record: SessionRecord): AuthContext {
  const termsPending =
    record.assumedAccount === null &&
    (record.account.acceptedTermsVersion ?? 0) < record.termsVersion;
  return {
    sessionId: record.id,
    account: record.account,
    assumedAccount: record.assumedAccount,
    actingAccount: record.assumedAccount ?? record.account,
    api3Authenticated: record.api3AuthenticatedAt !== null,
    termsVersion: record.termsVersion,
    termsPending,
  };
}
