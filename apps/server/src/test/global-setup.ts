import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed/seed';
import { throwawayPostgres } from './databases';

/** Where createTestApp's databases start from (test-app.ts). */
export type DatabaseTemplate =
  | { kind: 'pglite'; snapshotFile: string }
  | { kind: 'postgres'; templateName: string; adminUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates and seeds one database per test run, which every test app then copies: on PGlite a
 * dump that an app loads (a fresh PGlite spends 3 s initialising; a copy starts in 1), on
 * PostgreSQL a template database that `create database … template` copies (no migrations, no
 * seeding per app). Each test file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  // the project's own TEST_DB, as its workers see it (vitest.config.ts)
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await throwawayPostgres(adminUrl, 'br_template');
    const database = await openDatabase({ databaseUrl: template.url });
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
    // closed: a template must have no connections while it is copied
    await database.close();
    const templateName = new URL(template.url).pathname.slice(1);
    project.provide('databaseTemplate', { kind: 'postgres', templateName, adminUrl });
    return () => template.drop();
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const snapshot = await database.snapshot?.();
  await database.close();
  if (!snapshot) throw new Error('PGlite gave no snapshot');
  const snapshotFile = path.join(tmpdir(), `boardready-test-db-${process.pid}.tar`);
  writeFileSync(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', snapshotFile });
  return () => rmSync(snapshotFile, { force: true });
}
