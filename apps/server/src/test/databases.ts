import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';

/**
 * A new database on a PostgreSQL server (adminUrl), empty or a copy of `template`, and how to
 * drop it. `serial`: no parallel query plans in it. A test's tables are tiny, yet the database
 * checksum (one union of every table) was planned as a parallel append: two worker processes
 * forked per checksum, thousands of times per security-suite file, on a two-core CI machine.
 */
export async function throwawayPostgres(
  adminUrl: string,
  prefix = 'br_test',
  template?: string,
  options: { serial?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    if (options.serial)
      await admin.query(`alter database ${name} set max_parallel_workers_per_gather = 0`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The app on an open database, as tests and benchmarks drive it: no logs, no SPA, no mail. */
export async function quietApp(
  database: DatabaseHandle,
  options: Pick<BuildOptions, 'exams'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    ...options,
    config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    webRoot: null,
    mailer: async () => {},
    authPerMinute: 1_000_000,
  });
  await app.ready();
  return app;
}
