import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { qaEndpoints } from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { seedDatabase } from '../../seed/seed';
import { quietApp, throwawayPostgres } from '../../test/databases';
import { bankIds, qaClient } from '../../test/qa-test-client';
import type { TestApp } from '../../test/test-app';

/**
 * Nothing a learner did is lost when the server restarts: a second app instance, on a new
 * connection to the same database (a PGlite folder, or a PostgreSQL database), finds every answer,
 * mark, note and elapsed second, and goes on from there.
 */

const E = qaEndpoints;
const onPostgres = process.env.TEST_DB === 'postgres';

let target: { dataDir?: string; databaseUrl?: string };
let cleanup = async () => {};

beforeAll(async () => {
  if (onPostgres) {
    const throwaway = await throwawayPostgres(process.env.TEST_DATABASE_URL!);
    target = { databaseUrl: throwaway.url };
    cleanup = throwaway.drop;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'br-qa-persist-'));
    target = { dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup());

/** A server as server.ts starts it: open, migrate, seed, build. */
async function start(): Promise<TestApp> {
  const database = await openDatabase(target);
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const app = await quietApp(database);
  return {
    app,
    database,
    databaseUrl: target.databaseUrl ?? null,
    mails: [],
    settle: () => app.deferredWorkDone(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

// A PGlite folder on disk is migrated and seeded twice: slower than the in-memory databases.
describe('Q&A sessions survive a restart', () => {
  test('answers, marks, notes, elapsed time and the active session are there after a restart', async () => {
    const first = await start();
    let qaSessionId: number;
    let questionIds: number[];
    let chosen: string;
    try {
      const learner = await qaClient(first, 'learner@demo.test');
      const ids = await bankIds(first.database.db);
      const session = await learner.createSession('IM-QA', {
        numberOfQuestions: 3,
        viewMode: 'test',
        durationSeconds: 1800,
      });
      qaSessionId = session.qaSessionId;
      questionIds = session.items.map((i) => i.questionId);
      chosen = ids.correctKey.get(questionIds[0]!)!;
      const answered = await learner.call(E.answerQuestion, {
        params: { qaSessionId, position: 1 },
        body: { choiceKey: chosen },
      });
      expect(answered.statusCode).toBe(200);
      await learner.call(E.markQuestion, {
        params: { qaSessionId, position: 2 },
        body: { bookmarked: true, struckKeys: ['B'], note: 'Check the potassium.' },
      });
      await learner.call(E.updateSession, { body: { qaSessionId, currentPosition: 2 } });
      await learner.call(E.recordSecondsElapsed, { params: { qaSessionId, secondsElapsed: 321 } });
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      const learner = await qaClient(second, 'learner@demo.test');
      const check = await learner.call(E.userCheck, { params: { accountId: learner.accountId } });
      expect(check.json().activeSession).toEqual({
        qaSessionId,
        userProductId: learner.productId('IM-QA'),
      });
      const session = (await learner.call(E.getSession, { params: { qaSessionId } })).json();
      expect(session).toMatchObject({
        secondsElapsed: 321,
        currentPosition: 2,
        answeredCount: 1,
        status: 'active',
        isActive: true,
      });
      expect(session.items.map((i: { questionId: number }) => i.questionId)).toEqual(questionIds);
      expect(session.items.map((i: { state: string }) => i.state)).toEqual([
        'answered',
        'seen',
        'unseen',
      ]);
      const one = (
        await learner.call(E.getSessionQuestion, { params: { qaSessionId, position: 1 } })
      ).json();
      expect(one).toMatchObject({ selectedKey: chosen, reveal: null });
      const two = (
        await learner.call(E.getSessionQuestion, { params: { qaSessionId, position: 2 } })
      ).json();
      expect(two).toMatchObject({
        bookmarked: true,
        struckKeys: ['B'],
        note: 'Check the potassium.',
      });
      // …and the session goes on: ending it scores the answer given before the restart.
      const ended = await learner.call(E.endSession, { params: { qaSessionId }, body: {} });
      expect(ended.json()).toMatchObject({ status: 'ended', correctCount: 1 });
    } finally {
      await second.close();
    }
  }, 180_000);
});
