import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { AuthPolicies } from '../modules/auth/service';
import type { Mail } from '../modules/mail/outbox';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { throwawayPostgres } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** the PostgreSQL database's address, for a second server on it (null on PGlite) */
  databaseUrl: string | null;
  /** mail the app sent, newest last, whole (as its recipients get it) */
  mails: Mail[];
  /** waits for the work the app does after answering (reset and registration mail) */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The run's migrated and seeded PGlite (global-setup.ts), read once a test file. */
let snapshot: Promise<Blob> | undefined;
function snapshotOf(file: string): Promise<Blob> {
  snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/**
 * A real app on a fresh, migrated and demo-seeded database: in-memory PGlite, or (TEST_DB=postgres)
 * a throw-away database on the TEST_DATABASE_URL server, dropped afterwards. Both are copies of
 * the one the run's global setup made (global-setup.ts).
 */
export async function createTestApp(
  options: {
    authPolicies?: Partial<AuthPolicies>;
    production?: boolean;
    /** the per-address limit of the sign-in, register and reset calls; high unless a test lowers it */
    authPerMinute?: number;
    /** contact-form messages per address per hour (5 by default, as in production) */
    contactPerHour?: number;
    /** more environment variables for loadConfig, e.g. { SUPPORT_EMAIL: '…', TRIAL_DAYS: '3' } */
    env?: Record<string, string>;
    /** a built SPA to serve (default: none, the API only) */
    webRoot?: string;
    /** awaited before each mail reaches `mails` (a test that holds mail back) */
    beforeMailDelivered?: () => Promise<void>;
    /** extra routes a test registers on the app before it starts (e.g. a deliberately bad one) */
    routes?: (app: FastifyInstance) => void;
    /** a content folder whose media/ holds the media libraries (default: the shipped ones) */
    mediaContentDir?: string;
    /** the clock live sessions and the demo stream follow (default: the system's) */
    liveClock?: () => Date;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    APP_ENV: options.production ? 'production' : 'test',
    LOG_LEVEL: 'silent',
    CONTACT_MESSAGES_PER_HOUR: String(options.contactPerHour ?? 5),
    ...options.env,
  });
  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  let databaseUrl: string | null = null;
  // Imported here, not at the top: the benches use this module's helpers outside Vitest.
  const { inject } = await import('vitest');
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    const throwaway = await throwawayPostgres(template.adminUrl, 'br_test', template.templateName, {
      serial: true,
    });
    databaseUrl = throwaway.url;
    database = await openDatabase({ databaseUrl });
    dropDatabase = throwaway.drop;
  } else {
    database = await openDatabase({ snapshot: await snapshotOf(template.snapshotFile) });
  }
  const mails: Mail[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: options.webRoot ?? null,
    // Captured whole for the test; the outbox keeps it without its secrets, as in production.
    deliverMail: async (mail) => {
      await options.beforeMailDelivered?.();
      mails.push(mail);
    },
    authPolicies: options.authPolicies,
    authPerMinute: options.authPerMinute ?? 1000,
    mediaContentDir: options.mediaContentDir,
    liveClock: options.liveClock,
  });
  options.routes?.(app);
  await app.ready();
  mailsOf.set(app, mails);
  return {
    app,
    database,
    databaseUrl,
    mails,
    settle: () => app.deferredWorkDone(),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** Headers the SPA sends on a mutating call. */
export const JSON_HEADERS = { 'content-type': 'application/json' };

/** Signs in and returns the session cookie header, to pass as `headers: { cookie }`. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/2.0/authentication/login',
    headers: JSON_HEADERS,
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

/** The session's cookie alone, as a header: the device cookie sign-in also sets is not it. */
export function sessionCookie(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.name.endsWith('br_session'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Each test app's captured mail, for helpers that take the app alone. */
const mailsOf = new WeakMap<FastifyInstance, Mail[]>();

/** The token of the newest link to `path` mailed to `to` (after the app's deferred work). */
export async function mailedToken(app: FastifyInstance, to: string, path: string) {
  await app.deferredWorkDone();
  const mail = (mailsOf.get(app) ?? []).findLast((m) => m.to === to && m.text.includes(path));
  const token = mail && new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${to}`);
  return token;
}

/**
 * Registers a throw-away account (tagged in its e-mail) through the mailed link, as a person
 * does, and returns its session cookie.
 */
export async function registerAccount(
  app: FastifyInstance,
  tag: string,
  password = 'a long enough pass',
) {
  const email = `${tag}-${randomBytes(4).toString('hex')}@example.test`;
  const asked = await app.inject({
    method: 'POST',
    url: '/api/2.0/authentication/register',
    headers: JSON_HEADERS,
    payload: { firstName: 'Robin', lastName: 'Tester', email, password },
  });
  if (asked.statusCode !== 202)
    throw new Error(`registering ${email} failed: ${asked.statusCode} ${asked.body}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/2.0/authentication/register/confirm',
    headers: JSON_HEADERS,
    payload: { token: await mailedToken(app, email, '/verifyemail') },
  });
  if (response.statusCode !== 201)
    throw new Error(`confirming ${email} failed: ${response.statusCode} ${response.body}`);
  return { email, password, cookie: sessionCookie(response), session: response.json() };
}

/** app.inject with the session cookie of a signed-in user. */
export function as(app: FastifyInstance, cookie: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...JSON_HEADERS, cookie, ...options.headers } });
}

/**
 * Runs `use` on a test app whose mail is held until `deliver()`: an answer that waited for its
 * mail would hang. The mail is let go and the app closed afterwards.
 */
export async function withHeldMail(use: (app: TestApp, deliver: () => void) => Promise<void>) {
  let deliver = () => {};
  const held = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const app = await createTestApp({ beforeMailDelivered: () => held });
  try {
    await use(app, deliver);
  } finally {
    deliver();
    await app.close();
  }
}
