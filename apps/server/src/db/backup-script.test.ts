import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { qaEndpoints } from '@boardready/contracts';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { quietApp, throwawayPostgres } from '../test/databases';
import { databaseChecksum, type TableChecksums } from '../test/db-checksum';
import { qaClient } from '../test/qa-test-client';
import type { TestApp } from '../test/test-app';
import { type DatabaseHandle, openDatabase } from './client';
import { qaLearnerQuestions, qaNotebookEntries } from './schema';

/**
 * scripts/backup.mjs (npm run backup / restore) on the project's database kind: a database with
 * a learner's fresh work is backed up, restored into an empty one, and every table comes back
 * row for row (the embedded data folder on PGlite, pg_dump and pg_restore on PostgreSQL).
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../../../scripts/backup.mjs');
const LEARNER = 'learner@demo.test';
const NOTE = 'Check the murmur again before the exam.';

function backupScript(args: string[], env: Record<string, string>) {
  // Only what the script reads: an inherited DATABASE_URL or DATA_DIR would pick another database.
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    cwd: tmpdir(),
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The learner answers a session's questions and keeps a bookmarked note, through the API. */
async function learnerWorks(database: DatabaseHandle) {
  const app = await quietApp(database);
  try {
    const learner = await qaClient({ app, database } as unknown as TestApp, LEARNER);
    const session = await learner.createSession('IM-QA', { numberOfQuestions: 3 });
    for (const item of session.items) {
      const answer = await learner.call(qaEndpoints.answerQuestion, {
        params: { qaSessionId: session.qaSessionId, position: item.position },
        body: { choiceKey: 'A' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const mark = await learner.call(qaEndpoints.markQuestion, {
      params: { qaSessionId: session.qaSessionId, position: session.items[0]!.position },
      body: { bookmarked: true, note: NOTE },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    return learner.accountId;
  } finally {
    await app.close();
  }
}

/** Every table's checksum, and the learner's answers and note as such. */
async function contentsOf(database: DatabaseHandle, accountId: number) {
  const checksums: TableChecksums = await databaseChecksum(database.db).take();
  const [answered] = await database.db
    .select({ n: count() })
    .from(qaLearnerQuestions)
    .where(eq(qaLearnerQuestions.accountId, accountId));
  const notes = await database.db
    .select({ note: qaNotebookEntries.note })
    .from(qaNotebookEntries)
    .where(and(eq(qaNotebookEntries.accountId, accountId), eq(qaNotebookEntries.bookmarked, true)));
  return { checksums, answered: answered!.n, notes: notes.map((n) => n.note) };
}

const template = inject('databaseTemplate');
const workDir = mkdtempSync(path.join(tmpdir(), 'boardready-backup-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe.runIf(template.kind === 'pglite')('backup and restore of the embedded data folder', () => {
  const source = path.join(workDir, 'data');
  const target = path.join(workDir, 'restored');
  const archive = path.join(workDir, 'backup.tar.gz');
  let accountId = 0;
  let before: Awaited<ReturnType<typeof contentsOf>>;

  beforeAll(async () => {
    if (template.kind !== 'pglite') return;
    // the run's seeded database, written to a real data folder as the server keeps it
    mkdirSync(source);
    const seeded = new PGlite(path.join(source, 'pglite'), {
      loadDataDir: new Blob([readFileSync(template.snapshotFile)]),
    });
    await seeded.close();
    mkdirSync(path.join(source, 'media', 'recordings'), { recursive: true });
    const database = await openDatabase({ dataDir: source });
    try {
      accountId = await learnerWorks(database);
      before = await contentsOf(database, accountId);
    } finally {
      await database.close();
    }
  });

  it('refuses while a server has the database open', async () => {
    const open = await openDatabase({ dataDir: source });
    try {
      const refused = backupScript(['backup', archive], { DATA_DIR: source });
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('Stop it first');
    } finally {
      await open.close();
    }
  });

  it('restores every learner’s work into an empty folder, and replaces data only when forced', async () => {
    const backup = backupScript(['backup', archive], { DATA_DIR: source });
    expect(backup.status, backup.output).toBe(0);

    const restore = backupScript(['restore', archive], { DATA_DIR: target });
    expect(restore.status, restore.output).toBe(0);
    const restored = await openDatabase({ dataDir: target });
    try {
      const after = await contentsOf(restored, accountId);
      expect(after).toEqual(before);
      expect(after.answered).toBeGreaterThanOrEqual(3);
      expect(after.notes).toContain(NOTE);
    } finally {
      await restored.close();
    }

    const again = backupScript(['restore', archive], { DATA_DIR: target });
    expect(again.status).toBe(1);
    expect(again.output).toContain('--force');
    const forced = backupScript(['restore', archive, '--force'], { DATA_DIR: target });
    expect(forced.status, forced.output).toBe(0);
    expect(forced.output).toContain('kept in');
  });
});

describe.runIf(template.kind === 'postgres')('backup and restore of a PostgreSQL database', () => {
  const archive = path.join(workDir, 'backup.dump');
  const dropped: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of dropped) await drop();
  });

  it('restores every learner’s work into an empty database, and replaces data only when forced', async () => {
    if (template.kind !== 'postgres') return;
    const source = await throwawayPostgres(template.adminUrl, 'br_test', template.templateName);
    dropped.push(source.drop);
    const database = await openDatabase({ databaseUrl: source.url });
    let accountId: number;
    let before: Awaited<ReturnType<typeof contentsOf>>;
    try {
      accountId = await learnerWorks(database);
      before = await contentsOf(database, accountId);
    } finally {
      await database.close();
    }
    const backup = backupScript(['backup', archive], { DATABASE_URL: source.url });
    expect(backup.status, backup.output).toBe(0);

    const target = await throwawayPostgres(template.adminUrl, 'br_test');
    dropped.push(target.drop);
    const restore = backupScript(['restore', archive], { DATABASE_URL: target.url });
    expect(restore.status, restore.output).toBe(0);
    const restored = await openDatabase({ databaseUrl: target.url });
    try {
      const after = await contentsOf(restored, accountId);
      expect(after).toEqual(before);
      expect(after.answered).toBeGreaterThanOrEqual(3);
      expect(after.notes).toContain(NOTE);

      // a server still connected: the restore is refused, forced or not
      const busy = backupScript(['restore', archive, '--force'], { DATABASE_URL: target.url });
      expect(busy.status).toBe(1);
      expect(busy.output).toContain('stop every server');
    } finally {
      await restored.close();
    }
    const again = backupScript(['restore', archive], { DATABASE_URL: target.url });
    expect(again.status).toBe(1);
    expect(again.output).toContain('--force');
    const forced = backupScript(['restore', archive, '--force'], { DATABASE_URL: target.url });
    expect(forced.status, forced.output).toBe(0);
  });
});
