import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { seedDatabase } from '../db/seed/seed';
import type { AuthPolicies } from '../modules/auth/service';
import type { Mail } from '../modules/mail/outbox';
import { mailOutboxRepository } from '../modules/mail/repository';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** mail the app sent, newest last */
  mails: Mail[];
  close(): Promise<void>;
}

/**
 * A real app on a fresh, migrated and demo-seeded database: in-memory PGlite, or (TEST_DB=postgres)
 * a throw-away database on the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function createTestApp(
  options: {
    authPolicies?: Partial<AuthPolicies>;
    production?: boolean;
    /** the per-address limit of the sign-in, register and reset calls; high unless a test lowers it */
    authPerMinute?: number;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    APP_ENV: options.production ? 'production' : 'test',
    LOG_LEVEL: 'silent',
  });
  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `br_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await openDatabase({});
  }
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const mails: Mail[] = [];
  const outbox = mailOutboxRepository(database.db);
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: null,
    // Captured for the test, and kept in the outbox as the real mailer does without SMTP.
    mailer: async (mail) => {
      mails.push(mail);
      await outbox.add(mail);
    },
    authPolicies: options.authPolicies,
    authPerMinute: options.authPerMinute ?? 1000,
  });
  await app.ready();
  return {
    app,
    database,
    mails,
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
  return cookieHeader(response);
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** app.inject with the session cookie of a signed-in user. */
export function as(app: FastifyInstance, cookie: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...JSON_HEADERS, cookie, ...options.headers } });
}
