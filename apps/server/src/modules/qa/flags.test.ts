import { type QaSession, qaEndpoints } from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { qaQuestionFlags } from '../../db/schema';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Question feedback (issue 9, decision 0902): a learner flags a question; staff read the flags. */

const E = qaEndpoints;

let t: TestApp;
let learner: QaClient;
let other: QaClient;
let staff: QaClient;
let s: QaSession;

beforeAll(async () => {
  t = await createTestApp();
  learner = await qaClient(t, 'combo@demo.test');
  other = await qaClient(t, 'student@demo.test');
  staff = await qaClient(t, 'admin@demo.test');
  s = await learner.createSession('MS-QA', { numberOfQuestions: 3 });
});
afterAll(() => t.close());

const at = (position: number) => ({ qaSessionId: s.qaSessionId, position });
const flagRows = () => t.database.db.select().from(qaQuestionFlags);

describe('flagging a question', () => {
  test('a learner flags the question on screen, reads it back, and flagging again replaces the comment', async () => {
    const none = await learner.call(E.getQuestionFlag, { params: at(1) });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ flag: null });

    const saved = await learner.call(E.flagQuestion, {
      params: at(1),
      body: { comment: '  The 2024 guideline changed the first-line drug.  ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().flag).toMatchObject({
      questionId: s.items[0]!.questionId,
      comment: 'The 2024 guideline changed the first-line drug.',
    });

    const replaced = await learner.call(E.flagQuestion, {
      params: at(1),
      body: { comment: 'Choice C is also defensible.' },
    });
    expect(replaced.json().flag.comment).toBe('Choice C is also defensible.');
    const read = await learner.call(E.getQuestionFlag, { params: at(1) });
    expect(read.json().flag.comment).toBe('Choice C is also defensible.');
    expect(await flagRows()).toHaveLength(1);
  });

  test('bad input is refused with a clear 400 and nothing is written', async () => {
    const before = JSON.stringify(await flagRows());
    for (const body of [
      { comment: '   ' },
      { comment: 'x'.repeat(2001) },
      {},
      { comment: 'fine', extra: true },
    ]) {
      const response = await learner.call(E.flagQuestion, { params: at(2), body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    const empty = await learner.call(E.flagQuestion, { params: at(2), body: { comment: '' } });
    expect(JSON.stringify(empty.json())).toContain('Say what seems wrong or outdated.');
    const beyond = await learner.call(E.flagQuestion, {
      params: at(99),
      body: { comment: 'no such question' },
    });
    expect(beyond.statusCode).toBe(404);
    expect(JSON.stringify(await flagRows())).toBe(before);
  });

  test("another learner can neither read nor write a flag through someone else's session", async () => {
    const before = JSON.stringify(await flagRows());
    const read = await other.call(E.getQuestionFlag, { params: at(1) });
    expect(read.statusCode).toBe(404);
    const write = await other.call(E.flagQuestion, { params: at(1), body: { comment: 'mine' } });
    expect(write.statusCode).toBe(404);
    const list = await other.call(E.listQuestionFlags);
    expect(list.statusCode).toBe(403);
    expect(JSON.stringify(await flagRows())).toBe(before);
  });

  test('staff (content manager) list the flags with the question code and the learner', async () => {
    const response = await staff.call(E.listQuestionFlags, { query: { limit: '10' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().flags).toEqual([
      expect.objectContaining({
        questionId: s.items[0]!.questionId,
        questionCode: expect.stringMatching(/^MS-/),
        questionStatus: 'published',
        accountId: learner.accountId,
        accountEmail: 'combo@demo.test',
        comment: 'Choice C is also defensible.',
      }),
    ]);
    const bad = await staff.call(E.listQuestionFlags, { query: { limit: '0' } });
    expect(bad.statusCode).toBe(400);
  });
});
