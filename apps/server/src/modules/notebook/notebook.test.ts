import { randomUUID } from 'node:crypto';
import {
  type NotebookPage,
  type QaSession,
  qaEndpoints,
  qaNotebookEndpoints,
  qaSaEndpoints,
} from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type QaLifecycleWorld, qaLifecycleWorld } from '../../test/qa-session-world';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import type { TestApp } from '../../test/test-app';
import { excerptOf } from './service';

/**
 * The learner's notebook (decision 0908) through the real server: the player's marks follow the
 * question into a new session, the notebook page lists and filters them, its edits show in the
 * player, the bookmarked pool reads it, and the exam keeps a note too. Refusals write nothing.
 */

const E = qaEndpoints;
const N = qaNotebookEndpoints;
let t: TestApp;
let learner: QaClient;
let other: QaClient;
let expectRefused: QaLifecycleWorld['expectRefused'];
let session: QaLifecycleWorld['session'];
let ids: QaLifecycleWorld['ids'];
let upId: number;
let first: QaSession;

beforeAll(async () => {
  ({ t, learner, other, expectRefused, session, ids } = await qaLifecycleWorld());
  upId = learner.productId('MS-QA');
  first = await learner.createSession('MS-QA', { name: 'First', numberOfQuestions: 3 });
}, 240_000);
afterAll(() => t.close());

const list = async (query: Record<string, string> = {}): Promise<NotebookPage> => {
  // the SPA sends every Q&A call with a random requestId (spec §7)
  const response = await learner.call(N.listNotebook, {
    params: { userProductId: upId },
    query: { requestId: randomUUID(), ...query },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const mark = (s: QaSession, position: number, body: object) =>
  learner.call(E.markQuestion, { params: { qaSessionId: s.qaSessionId, position }, body });
const question = async (s: QaSession, position: number) =>
  (
    await learner.call(E.getSessionQuestion, { params: { qaSessionId: s.qaSessionId, position } })
  ).json();

describe('the notebook', () => {
  test('a note and a bookmark made in one session come back in a new session', async () => {
    expect((await mark(first, 1, { note: 'Think of sarcoid', bookmarked: true })).statusCode).toBe(
      200,
    );
    expect((await mark(first, 2, { bookmarked: true })).statusCode).toBe(200);
    expect((await mark(first, 3, { note: 'Renal dosing' })).statusCode).toBe(200);
    const copy = await learner.call(E.duplicateSession, {
      params: { qaSessionId: first.qaSessionId },
      body: { questions: 'all', name: 'Second' },
    });
    const second: QaSession = copy.json();
    expect(second.items.map((i) => [i.bookmarked, i.hasNote])).toEqual([
      [true, true],
      [true, false],
      [false, true],
    ]);
    expect(await question(second, 1)).toMatchObject({
      note: 'Think of sarcoid',
      bookmarked: true,
    });
    // a change in the new session is the same entry: the first session shows it too
    expect((await mark(second, 3, { note: 'Renal dosing; check GFR' })).statusCode).toBe(200);
    expect((await question(first, 3)).note).toBe('Renal dosing; check GFR');
  });

  test('the page lists the entries with excerpt, topics and where they were last met', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.counts).toEqual({ all: 3, notes: 2, bookmarks: 2 });
    const latest = page.entries[0]!;
    expect(latest).toMatchObject({
      questionId: first.items[2]!.questionId,
      note: 'Renal dosing; check GFR',
      bookmarked: false,
      lastMet: { sessionName: 'Second', position: 3 },
    });
    expect(latest.excerpt.length).toBeGreaterThan(10);
    expect(latest.excerpt).not.toMatch(/[<>]/);
    expect(latest.topics.length).toBeGreaterThan(0);
    expect(page.topics.length).toBeGreaterThan(0);

    expect((await list({ show: 'notes' })).entries.map((e) => e.note).sort()).toEqual([
      'Renal dosing; check GFR',
      'Think of sarcoid',
    ]);
    expect((await list({ show: 'bookmarks' })).entries).toHaveLength(2);
    expect((await list({ q: 'SARCOID' })).entries.map((e) => e.note)).toEqual(['Think of sarcoid']);
    const words = latest.excerpt.split(' ').slice(1, 3).join(' ');
    expect((await list({ q: words })).entries.map((e) => e.questionId)).toContain(
      latest.questionId,
    );
    const topicId = latest.topics[0]!.id;
    const byTopic = await list({ topicId: String(topicId) });
    expect(byTopic.entries.every((e) => e.topics.some((topic) => topic.id === topicId))).toBe(true);
    expect((await list({ q: '100%_no_such' })).entries).toEqual([]);
    const paged = await list({ limit: '1', offset: '1' });
    expect(paged.entries).toHaveLength(1);
    expect(paged.total).toBe(3);
  });

  test('edits on the page show in the player; an entry left with nothing is gone', async () => {
    const questionId = first.items[0]!.questionId;
    const params = { userProductId: upId, questionId };
    const edited = await learner.call(N.updateNotebookEntry, {
      params,
      body: { note: 'Sarcoid: check calcium' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().entry).toMatchObject({ note: 'Sarcoid: check calcium', bookmarked: true });
    expect(await question(first, 1)).toMatchObject({ note: 'Sarcoid: check calcium' });
    const unmarked = await learner.call(N.updateNotebookEntry, {
      params,
      body: { bookmarked: false },
    });
    expect(unmarked.json().entry).toMatchObject({ bookmarked: false });
    expect((await session(first.qaSessionId)).items[0]).toMatchObject({ bookmarked: false });
    const cleared = await learner.call(N.updateNotebookEntry, { params, body: { note: '' } });
    expect(cleared.json()).toEqual({ entry: null });
    expect((await list()).entries.map((e) => e.questionId)).not.toContain(questionId);
    // gone from the notebook, so the page may not edit it again
    await expectRefused(
      () => learner.call(N.updateNotebookEntry, { params, body: { note: 'x' } }),
      404,
      /no note or bookmark/,
    );
  });

  test('the bookmarked filter of the create form reads the notebook', async () => {
    const bookmarked = first.items[1]!.questionId;
    const count = await learner.call(E.countQuestions, {
      params: { userProductId: upId },
      body: { includeBookmarked: true },
    });
    expect(count.json()).toEqual({ available: 1 });
    const picked = await learner.createSession('MS-QA', {
      name: 'Bookmarked',
      numberOfQuestions: 5,
      includeBookmarked: true,
    });
    expect(picked.items.map((i) => [i.questionId, i.bookmarked])).toEqual([[bookmarked, true]]);
  });

  test('bad input is a 400 and writes nothing', async () => {
    const questionId = first.items[1]!.questionId;
    const params = { userProductId: upId, questionId };
    for (const body of [
      {},
      { note: 'x'.repeat(2001) },
      { bookmarked: true },
      { note: 5 },
      { note: 'ok', extra: 1 },
    ]) {
      await expectRefused(() => learner.call(N.updateNotebookEntry, { params, body }), 400);
    }
    const badQueries: Record<string, string>[] = [
      { show: 'some' },
      { limit: '0' },
      { topicId: '01' },
      { q: 'x'.repeat(101) },
    ];
    for (const query of badQueries) {
      const response = await learner.call(N.listNotebook, {
        params: { userProductId: upId },
        query,
      });
      expect(response.statusCode).toBe(400);
    }
    await expectRefused(() => mark(first, 2, { note: 'x'.repeat(2001) }), 400);
  });

  test("another learner's entry and a product the learner does not own are refused", async () => {
    const questionId = first.items[1]!.questionId;
    // the same bank through the other learner's own product: they hold no entry on it
    await expectRefused(
      () =>
        other.call(N.updateNotebookEntry, {
          params: { userProductId: other.productId('MS-QA'), questionId },
          body: { bookmarked: false },
        }),
      404,
    );
    const theirs = await other.call(N.listNotebook, {
      params: { userProductId: other.productId('MS-QA') },
    });
    expect(theirs.json()).toMatchObject({ entries: [], total: 0 });
    for (const call of [
      () => learner.call(N.listNotebook, { params: { userProductId: other.productId('MS-QA') } }),
      () =>
        learner.call(N.updateNotebookEntry, {
          params: { userProductId: other.productId('MS-QA'), questionId },
          body: { bookmarked: false },
        }),
    ]) {
      await expectRefused(call, 404, /no such product/);
    }
  });

  test('a question the learner never met is refused', async () => {
    const met = new Set(first.items.map((i) => i.questionId));
    const never = [...ids.questionId.values()].find((id) => !met.has(id))!;
    await expectRefused(
      () =>
        learner.call(N.updateNotebookEntry, {
          params: { userProductId: upId, questionId: never },
          body: { note: 'sneaky' },
        }),
      404,
    );
  });
});

describe('the exam keeps a note in the notebook', () => {
  test('a note on an exam question is saved, shown again, and refused in a block not started', async () => {
    const S = qaSaEndpoints;
    const sa = await qaClient(t, 'learner@demo.test');
    const [form] = (
      await sa.call(S.overview, { params: { userProductId: sa.productId('IM-SA') } })
    ).json().forms;
    const started = await sa.call(S.startAttempt, { params: { formId: form.formId }, body: {} });
    const attemptId = started.json().attemptId;
    const noted = await sa.call(S.markItem, {
      params: { attemptId, position: 1 },
      body: { note: 'Exam: recheck the ECG' },
    });
    expect(noted.statusCode).toBe(200);
    // the note is the learner's; the exam's own mark for review stays false
    expect(noted.json()).toMatchObject({ note: 'Exam: recheck the ECG', bookmarked: false });
    const again = await sa.call(S.getItem, { params: { attemptId, position: 1 } });
    expect(again.json().note).toBe('Exam: recheck the ECG');
    const flagged = await sa.call(S.markItem, {
      params: { attemptId, position: 1 },
      body: { flagged: true },
    });
    expect(flagged.json()).toMatchObject({ bookmarked: true, note: 'Exam: recheck the ECG' });
    const lastBlock = form.questionCount; // the last question, in the last block
    await expectRefused(
      () =>
        sa.call(S.markItem, { params: { attemptId, position: lastBlock }, body: { note: 'x' } }),
      409,
    );
  });
});

test('the excerpt is plain text cut at a word', () => {
  expect(excerptOf('  A 34-year-old &amp; her   child ')).toBe('A 34-year-old & her child');
  const long = excerptOf(`${'word '.repeat(60)}end`);
  expect(long.length).toBeLessThanOrEqual(161);
  expect(long.endsWith('word…')).toBe(true);
});
