import type { QaSession } from '@boardready/contracts';
import { qaEndpoints } from '@boardready/contracts';
import { expect } from 'vitest';
import type { Bank } from '../modules/qbank-content/bank';
import { findQbanksDir, loadAllBanks } from '../modules/qbank-content/load-bank';
import { bankIds, qaClient, qaSnapshot } from './qa-test-client';
import { createTestApp } from './test-app';

/**
 * What the Q&A session tests (sessions.test.ts, player.test.ts) work in: a fresh app, three
 * learners, the shipped banks' sources and their row ids, and two checks made with them.
 */
export async function qaSessionWorld() {
  const t = await createTestApp();
  const learner = await qaClient(t, 'learner@demo.test'); // IM learner: IM-QA, IM-SA
  const peds = await qaClient(t, 'peds@demo.test'); // PEDS learner
  const other = await qaClient(t, 'combo@demo.test'); // combo: IM-QA, PEDS-QA, MS-QA of their own
  const banks = new Map<string, Bank>(
    (await loadAllBanks(findQbanksDir(import.meta.dirname))).map((b) => [b.code, b]),
  );
  const ids = await bankIds(t.database.db);

  /** The source question behind a row id. */
  function sourceOf(questionId: number) {
    const code = ids.questionCode.get(questionId)!;
    for (const bank of banks.values()) {
      const question = bank.questions.find((q) => q.id === code);
      if (question) return question;
    }
    throw new Error(`no source for ${code}`);
  }

  /** Expects a refusal with the envelope, and that no Q&A row changed. */
  async function expectRefused(
    run: () => Promise<{
      statusCode: number;
      json(): { error: { code: string; message: string } };
    }>,
    status: number,
    message?: string | RegExp,
  ) {
    const before = await qaSnapshot(t.database.db);
    const response = await run();
    expect(response.statusCode).toBe(status);
    const { error } = response.json();
    expect(error.code).toEqual(expect.any(String));
    if (message !== undefined) expect(error.message).toMatch(message);
    expect(await qaSnapshot(t.database.db)).toBe(before);
    return error;
  }

  return { t, learner, peds, other, banks, ids, sourceOf, expectRefused };
}

export type QaSessionWorld = Awaited<ReturnType<typeof qaSessionWorld>>;

/**
 * What the session lifecycle tests (lifecycle.test.ts, marks.test.ts) work in: a fresh app, a
 * medical student and a combo learner, row ids, and checks that a call wrote no Q&A row.
 */
export async function qaLifecycleWorld() {
  const t = await createTestApp();
  const learner = await qaClient(t, 'student@demo.test');
  const other = await qaClient(t, 'combo@demo.test');
  const ids = await bankIds(t.database.db);

  /** Runs a call and proves it wrote no Q&A row. */
  async function withoutWrites<R>(run: () => Promise<R>): Promise<R> {
    const before = await qaSnapshot(t.database.db);
    const response = await run();
    expect(await qaSnapshot(t.database.db)).toBe(before);
    return response;
  }

  async function expectRefused(
    run: () => Promise<{ statusCode: number; json(): { error: { message: string } } }>,
    status: number,
    message?: string | RegExp,
  ) {
    const response = await withoutWrites(run);
    expect(response.statusCode).toBe(status);
    if (message !== undefined) expect(response.json().error.message).toMatch(message);
  }

  async function session(id: number): Promise<QaSession> {
    const response = await learner.call(qaEndpoints.getSession, { params: { qaSessionId: id } });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const v2Body = () => ({
    userProductId: learner.productId('MS-QA'),
    sessionType: 'UserDefined',
    name: 'Made by v2',
    isMobile: false,
    numberOfQuestions: 3,
    viewMode: 'tutor',
  });

  return { t, learner, other, ids, withoutWrites, expectRefused, session, v2Body };
}

export type QaLifecycleWorld = Awaited<ReturnType<typeof qaLifecycleWorld>>;
