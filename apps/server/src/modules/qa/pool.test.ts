import { type QaSession, qaEndpoints } from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bankIds, type QaClient, qaClient } from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Bank, BankQuestion } from '../qbank-content/bank';
import { findQbanksDir, loadBank } from '../qbank-content/load-bank';

/**
 * Every filter combination's pool against an expectation computed here, from the source files and
 * a model of what the learner did, without the server's SQL: topics (none, a group, a leaf plus
 * another group), curated review, MOC objectives, and all 16 unions of the status filters.
 */

const E = qaEndpoints;

interface History {
  seen: boolean;
  answered: boolean;
  lastCorrect: boolean | null;
  bookmarked: boolean;
}

let t: TestApp;
let peds: QaClient;
let bank: Bank;
let ids: Awaited<ReturnType<typeof bankIds>>;
const history = new Map<string, History>();
let upId: number;

const codeOf = (questionId: number) => ids.questionCode.get(questionId)!;
const sourceOf = (questionId: number) => bank.questions.find((q) => q.id === codeOf(questionId))!;
function model(code: string): History {
  let row = history.get(code);
  if (!row) {
    row = { seen: false, answered: false, lastCorrect: null, bookmarked: false };
    history.set(code, row);
  }
  return row;
}

async function view(session: QaSession, position: number) {
  const response = await peds.call(E.updateSession, {
    body: { qaSessionId: session.qaSessionId, currentPosition: position },
  });
  expect(response.statusCode).toBe(200);
  model(codeOf(session.items[position - 1]!.questionId)).seen = true;
}

async function answer(session: QaSession, position: number, correct: boolean) {
  const source = sourceOf(session.items[position - 1]!.questionId);
  const key = correct
    ? source.correctKey
    : source.choices.find((c) => c.key !== source.correctKey)!.key;
  const response = await peds.call(E.answerQuestion, {
    params: { qaSessionId: session.qaSessionId, position },
    body: { choiceKey: key },
  });
  expect(response.statusCode).toBe(200);
  Object.assign(model(source.id), { seen: true, answered: true, lastCorrect: correct });
}

async function bookmark(session: QaSession, position: number, on: boolean) {
  const response = await peds.call(E.markQuestion, {
    params: { qaSessionId: session.qaSessionId, position },
    body: { bookmarked: on },
  });
  expect(response.statusCode).toBe(200);
  model(codeOf(session.items[position - 1]!.questionId)).bookmarked = on;
}

beforeAll(async () => {
  t = await createTestApp();
  peds = await qaClient(t, 'peds@demo.test');
  bank = await loadBank(`${findQbanksDir(import.meta.dirname)}/peds`);
  ids = await bankIds(t.database.db);
  upId = peds.productId('PEDS-QA');

  // A history across two sessions: right, wrong, seen only, bookmarked (seen or not), unmarked,
  // and a wrong answer put right in a later session.
  const first = await peds.createSession('PEDS-QA', { numberOfQuestions: 30 });
  for (let p = 1; p <= 6; p++) await answer(first, p, true);
  for (let p = 7; p <= 13; p++) await answer(first, p, false);
  for (let p = 14; p <= 18; p++) await view(first, p);
  for (const p of [1, 2, 7, 14, 20, 21]) await bookmark(first, p, true);
  await bookmark(first, 2, false);
  const again = await peds.call(E.duplicateSession, {
    params: { qaSessionId: first.qaSessionId },
    body: { questions: 'incorrect' },
  });
  expect(again.statusCode).toBe(201);
  const second: QaSession = again.json();
  expect(second.items).toHaveLength(7);
  await answer(second, 1, true);
  await answer(second, 2, false);
  await view(second, 3);
});
afterAll(() => t.close());

interface Combination {
  topics: string[];
  curated: boolean;
  objectives: string[];
  skipped: boolean;
  notViewed: boolean;
  bookmarked: boolean;
  incorrect: boolean;
}

function expected(c: Combination): BankQuestion[] {
  const groups = new Map(bank.topics.map((g) => [g.id, g.children.map((child) => child.id)]));
  const leaves = new Set(c.topics.flatMap((id) => groups.get(id) ?? [id]));
  const anyStatus = c.skipped || c.notViewed || c.bookmarked || c.incorrect;
  return bank.questions.filter((q) => {
    if (q.status !== 'published') return false;
    if (leaves.size > 0 && !q.topicIds.some((id) => leaves.has(id))) return false;
    if (c.curated && !q.curatedReview) return false;
    if (c.objectives.length > 0 && !q.mocLearningObjectiveIds.some((o) => c.objectives.includes(o)))
      return false;
    if (!anyStatus) return true;
    const h = history.get(q.id);
    return (
      (c.skipped && !!h?.seen && !h.answered) ||
      (c.notViewed && !h?.seen) ||
      (c.bookmarked && !!h?.bookmarked) ||
      (c.incorrect && h?.lastCorrect === false)
    );
  });
}

function combinations(): Combination[] {
  const byUse = (pick: (q: BankQuestion) => string[]) => {
    const uses = new Map<string, number>();
    for (const q of bank.questions) for (const id of pick(q)) uses.set(id, (uses.get(id) ?? 0) + 1);
    return [...uses.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  };
  const groupOf = (leaf: string) =>
    bank.topics.find((g) => g.children.some((c) => c.id === leaf))!.id;
  const leaves = byUse((q) => q.topicIds);
  const bigGroup = groupOf(leaves[0]!);
  const otherLeaf = leaves.find((leaf) => groupOf(leaf) !== bigGroup)!;
  const thirdGroup = bank.topics.find((g) => g.id !== bigGroup && g.id !== groupOf(otherLeaf))!.id;
  const topicChoices = [[], [bigGroup], [otherLeaf, thirdGroup]];
  const objectiveChoices = [[], byUse((q) => q.mocLearningObjectiveIds).slice(0, 2)];
  const out: Combination[] = [];
  for (const topics of topicChoices)
    for (const objectives of objectiveChoices)
      for (const curated of [false, true])
        for (let bits = 0; bits < 16; bits++)
          out.push({
            topics,
            objectives,
            curated,
            skipped: (bits & 1) !== 0,
            notViewed: (bits & 2) !== 0,
            bookmarked: (bits & 4) !== 0,
            incorrect: (bits & 8) !== 0,
          });
  return out;
}

function requestOf(c: Combination) {
  return {
    topicIds: c.topics.map((code) => ids.topicId('peds', code)),
    curatedReviewQuestionsOnly: c.curated,
    mocaLearningObjectives: c.objectives.map((code) => ids.objectiveId.get(code)!),
    includeSkipped: c.skipped,
    includeNotViewed: c.notViewed,
    includeBookmarked: c.bookmarked,
    includeIncorrect: c.incorrect,
  };
}

describe('the question pool', () => {
  test('the learner history the filters read was built as planned', () => {
    const rows = [...history.values()];
    expect(rows.filter((h) => h.seen && !h.answered).length).toBeGreaterThan(0);
    expect(rows.filter((h) => h.lastCorrect === false)).toHaveLength(6);
    expect(rows.filter((h) => h.bookmarked)).toHaveLength(5);
    expect(rows.filter((h) => h.bookmarked && !h.seen).length).toBeGreaterThan(0);
  });

  test('[QA-12] [QA-13] [QA-14] [QA-15] [QA-16] [QA-17] [QA-18] [QA-19] every filter combination: the live count and the session hold exactly the expected questions', async () => {
    const all = combinations();
    expect(all).toHaveLength(192);
    let empty = 0;
    for (const c of all) {
      const want = expected(c);
      const label = JSON.stringify(c);
      const filter = requestOf(c);
      const count = await peds.call(E.countQuestions, {
        params: { userProductId: upId },
        body: filter,
      });
      expect(count.json(), label).toEqual({ available: want.length });
      const created = await peds.call(E.createSession, {
        params: { userProductId: upId },
        body: {
          name: 'Pool',
          numberOfQuestions: 200,
          viewMode: 'test',
          // QA-19: the flag follows the list; a stale flag does not change the pool.
          mocaPedsQuestionsOnly: false,
          ...filter,
        },
      });
      if (want.length === 0) {
        empty++;
        expect(created.statusCode, label).toBe(400);
        expect(created.json().error.message).toBe('No questions match these filters.');
        continue;
      }
      expect(created.statusCode, label).toBe(201);
      const session: QaSession = created.json();
      expect(session.items.map((i) => codeOf(i.questionId)).sort(), label).toEqual(
        want.map((q) => q.id).sort(),
      );
      expect(session.filters).toEqual({
        ...filter,
        topicIds: filter.topicIds,
        mocaLearningObjectives: filter.mocaLearningObjectives,
      });
      expect(session).toMatchObject({
        requestedNumberOfQuestions: 200,
        numberOfQuestions: want.length,
      });
    }
    // Both outcomes are exercised.
    expect(empty).toBeGreaterThan(0);
    expect(empty).toBeLessThan(all.length);
  }, 180_000);

  test('[QA-10] a smaller number draws a random sample of the pool, each question once', async () => {
    const c = combinations()[0]!;
    const want = new Set(expected(c).map((q) => q.id));
    const orders = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const session = await peds.createSession('PEDS-QA', {
        numberOfQuestions: 10,
        ...requestOf(c),
      });
      const codes = session.items.map((item) => codeOf(item.questionId));
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(want.has(code)).toBe(true);
      orders.add(codes.join());
    }
    // Three draws of 10 from 40 agree by chance with a probability far below one in a billion.
    expect(orders.size).toBeGreaterThan(1);
  });

  test('a retired question is never drawn', async () => {
    const retired = bank.questions.filter((q) => q.status === 'retired').map((q) => q.id);
    expect(retired.length).toBeGreaterThan(0);
    const session = await peds.createSession('PEDS-QA', { numberOfQuestions: 200 });
    expect(session.items.some((i) => retired.includes(codeOf(i.questionId)))).toBe(false);
  });
});
