import type { ItemStatistic, ItemStatisticBanks, ItemStatisticsPage } from '@boardready/contracts';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client';
import {
  accounts,
  auditLog,
  products,
  qaBanks,
  qaItemStatisticRuns,
  qaItemStatistics,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaQuestionFlags,
  qaQuestions,
  qaQuestionTriage,
  qaSessionItems,
  qaSessions,
  qaTopics,
  userProducts,
} from '../../db/schema';
import { fillAnswerHistory } from '../../test/answer-history';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { hashPassword } from '../auth/passwords';
import { termsRepository } from '../terms-of-use/repository';
import { correlationSums, pointBiserial, restScore } from './item-analysis';
import { itemStatisticsRunner } from './runner';

/**
 * Item statistics (issue 26, decision 1302) through the real app on the demo database: known
 * small data sets written as the answer statements leave them (first answers, bank tallies,
 * session items, flags), computed by the background run, read as a content manager.
 */

const BASE = '/api/2.0/admin/qa/itemstatistics';
const CURATOR = 'curator@demo.test'; // content manager, not admin
const LEARNER = 'learner@demo.test';
const HOUR = 3_600_000;

let t: TestApp;
let db: Database;
let curator: ReturnType<typeof as>;
let bankId: number;
/** the IM bank's published questions no demo learner answered or flagged, by id */
let q: { id: number; correctKey: string; wrongKeys: string[] }[];

async function addLearners(tag: string, n: number): Promise<number[]> {
  const rows = await db
    .insert(accounts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${tag}-${i}@stats.test`,
        firstName: 'Stats',
        lastName: `Learner ${i}`,
        passwordHash: 'not-a-hash',
      })),
    )
    .returning({ id: accounts.id });
  return rows.map((r) => r.id);
}

/** First answers as the answer statement keeps them: the history row and the bank tally. */
async function answer(
  accountId: number,
  answers: { question: number; right: boolean; key?: string }[],
) {
  const at = new Date(Date.now() - 2 * HOUR);
  await db.insert(qaLearnerQuestions).values(
    answers.map(({ question, right, key }) => {
      const info = q[question]!;
      return {
        accountId,
        questionId: info.id,
        seen: true,
        answered: true,
        lastCorrect: right,
        answerCount: 1,
        firstKey: (key ?? (right ? info.correctKey : info.wrongKeys[0]!)) as 'A',
        firstCorrect: right,
        firstAnsweredAt: at,
      };
    }),
  );
  const correct = answers.filter((a) => a.right).length;
  await db
    .insert(qaLearnerBankStats)
    .values({ accountId, bankId, answered: answers.length, correct })
    .onConflictDoUpdate({
      target: [qaLearnerBankStats.accountId, qaLearnerBankStats.bankId],
      set: {
        answered: sql`${qaLearnerBankStats.answered} + ${answers.length}`,
        correct: sql`${qaLearnerBankStats.correct} + ${correct}`,
      },
    });
}

/** A tutor session of the learner holding `question`, answered `seconds` after it was seen. */
async function timedItem(accountId: number, question: number, seconds: number, counted = true) {
  const [product] = await db.select().from(products).where(eq(products.code, 'IM-QA'));
  const [owned] = await db
    .insert(userProducts)
    .values({
      accountId,
      productId: product!.id,
      startsAt: new Date(Date.now() - 30 * 24 * HOUR),
      endsAt: new Date(Date.now() + 300 * 24 * HOUR),
    })
    .returning();
  const [session] = await db
    .insert(qaSessions)
    .values({
      accountId,
      userProductId: owned!.id,
      name: 'Timed',
      sessionType: 'UserDefined',
      viewMode: 'tutor',
      requestedCount: 1,
      questionCount: 1,
      filters: {
        topicIds: [],
        includeSkipped: false,
        includeNotViewed: false,
        includeBookmarked: false,
        includeIncorrect: false,
        curatedReviewQuestionsOnly: false,
        mocaLearningObjectives: [],
      },
    })
    .returning();
  const seenAt = new Date(Date.now() - HOUR);
  await db.insert(qaSessionItems).values({
    sessionId: session!.id,
    position: 1,
    questionId: q[question]!.id,
    questionVersion: 1,
    selectedKey: 'A',
    isCorrect: false,
    countedInShares: counted,
    seenAt,
    answeredAt: new Date(seenAt.getTime() + seconds * 1000),
  });
}

async function flag(accountIds: number[], question: number, at: Date) {
  await db.insert(qaQuestionFlags).values(
    accountIds.map((accountId) => ({
      accountId,
      questionId: q[question]!.id,
      comment: 'The key seems wrong.',
      createdAt: at,
      updatedAt: at,
    })),
  );
}

async function recompute() {
  const response = await curator({ method: 'POST', url: `${BASE}/${bankId}/recompute` });
  expect(response.statusCode, response.body).toBe(202);
  await t.settle();
  return response;
}

async function page(query = ''): Promise<ItemStatisticsPage> {
  const response = await curator({ method: 'GET', url: `${BASE}/${bankId}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const itemOf = (list: ItemStatisticsPage, question: number): ItemStatistic | undefined =>
  list.items.find((item) => item.questionId === q[question]!.id);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  curator = as(t.app, await signIn(t.app, CURATOR));
  const [bank] = await db.select().from(qaBanks).where(eq(qaBanks.code, 'im'));
  bankId = bank!.id;
  // Questions the demo learners left alone, so that every figure below is this file's data.
  const touched = db
    .select({ id: qaLearnerQuestions.questionId })
    .from(qaLearnerQuestions)
    .union(db.select({ id: qaQuestionFlags.questionId }).from(qaQuestionFlags))
    .union(db.select({ id: qaSessionItems.questionId }).from(qaSessionItems));
  const rows = await db
    .select({
      id: qaQuestions.id,
      correctKey: qaQuestions.correctKey,
      choices: qaQuestions.choices,
    })
    .from(qaQuestions)
    .where(
      and(
        eq(qaQuestions.bankId, bankId),
        eq(qaQuestions.status, 'published'),
        notInArray(qaQuestions.id, touched),
      ),
    )
    .orderBy(asc(qaQuestions.id));
  q = rows.map((r) => ({
    id: r.id,
    correctKey: r.correctKey,
    wrongKeys: r.choices.map((c) => c.key).filter((k) => k !== r.correctKey),
  }));
  expect(q.length).toBeGreaterThanOrEqual(16);

  // Question 0, the hand-computed set of item-analysis.test.ts: six learners, each answering it
  // and the ten questions 1–10; the first three right; right among the ten others: 9, 8, 6
  // (they were right) and 7, 4, 2 (wrong), so rest scores 0.9, 0.8, 0.6, 0.7, 0.4, 0.2.
  const six = await addLearners('six', 6);
  const plan = [
    { right: true, others: 9 },
    { right: true, others: 8 },
    { right: true, others: 6 },
    { right: false, others: 7 },
    { right: false, others: 4 },
    { right: false, others: 2 },
  ];
  for (const [i, { right, others }] of plan.entries()) {
    const info = q[0]!;
    await answer(six[i]!, [
      // the last learner wrong with a second wrong key, to see two wrong choices' shares
      { question: 0, right, key: right ? info.correctKey : info.wrongKeys[i === 5 ? 1 : 0] },
      ...Array.from({ length: 10 }, (_, k) => ({ question: k + 1, right: k < others })),
    ]);
  }
  // Times on question 0: 30 s, 90 s and 2 000 s (capped at 600): median 90; a later answer that
  // was not the learner's first (5 s) does not count.
  await timedItem(six[0]!, 0, 30);
  await timedItem(six[1]!, 0, 90);
  await timedItem(six[2]!, 0, 2000);
  await timedItem(six[3]!, 0, 5, false);

  // Question 11: three learners flag it, unanswered. Question 12: three flags staff dismissed
  // after them, so none is open.
  await flag(six.slice(0, 3), 11, new Date(Date.now() - HOUR));
  await flag(six.slice(3, 6), 12, new Date(Date.now() - 2 * HOUR));
  await db
    .insert(qaQuestionTriage)
    .values({ questionId: q[12]!.id, status: 'dismissed', triagedAt: new Date(Date.now() - HOUR) });

  // Questions 13 and 14: thirty learners, all right on 13 (too easy), half right on 14.
  const thirty = await addLearners('thirty', 30);
  for (const [i, id] of thirty.entries())
    await answer(id, [
      { question: 13, right: true },
      { question: 14, right: i % 2 === 0 },
    ]);
});
afterAll(() => t?.close());

describe('item statistics', () => {
  test('before any run: the bank is listed as never computed, with its topics, and no rows', async () => {
    const response = await curator({ method: 'GET', url: BASE });
    expect(response.statusCode).toBe(200);
    const body: ItemStatisticBanks = response.json();
    expect(body.refreshMinutes).toBe(60);
    const im = body.banks.find((b) => b.bankId === bankId)!;
    expect(im).toMatchObject({
      code: 'im',
      run: { computedAt: null, running: false, lastRunFailed: false },
    });
    expect(im.publishedQuestions).toBeGreaterThan(q.length - 1);
    expect(im.topics.length).toBeGreaterThan(3);
    expect(body.banks.map((b) => b.code).sort()).toEqual(['im', 'ms', 'peds']);
    expect(await page()).toMatchObject({ computedAt: null, total: 0, items: [] });
  });

  test('Recompute now: 202 running, computed in the background, audited; the figures are right', async () => {
    const response = await recompute();
    expect(response.json()).toMatchObject({ bankId, run: { running: true } });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'item_statistics.recompute'));
    expect(entry?.details).toEqual({ bankId });

    const banks: ItemStatisticBanks = (await curator({ method: 'GET', url: BASE })).json();
    const run = banks.banks.find((b) => b.bankId === bankId)!.run;
    expect(run).toMatchObject({ running: false, startedAt: null, lastRunFailed: false });
    expect(Date.now() - Date.parse(run.computedAt!)).toBeLessThan(60_000);
    const published = banks.banks.find((b) => b.bankId === bankId)!.publishedQuestions;
    expect(run.questions).toBe(published);

    const list = await page('?pageSize=100');
    expect(list.total).toBe(published);
    expect(list.computedAt).toBe(run.computedAt);
    const hand = itemOf(list, 0)!;
    const info = q[0]!;
    expect(hand).toMatchObject({
      answered: 6,
      correct: 3,
      pValue: 0.5,
      discrimination: 0.7, // 0.700140 by hand, three decimals on the wire
      discriminationAnswers: 6,
      medianSeconds: 90,
      timedAnswers: 3,
      flags: 0,
      needsReview: false,
      reasons: [],
      status: 'published',
    });
    expect(hand.topics.length).toBeGreaterThan(0);
    // the stem's first words, as text
    expect(hand.stemExcerpt.length).toBeGreaterThan(20);
    expect(hand.stemExcerpt.length).toBeLessThanOrEqual(240);
    expect(hand.stemExcerpt).not.toMatch(/[<>]|\s{2}/);
    expect(hand.choices.find((c) => c.key === info.correctKey)).toEqual({
      key: info.correctKey,
      count: 3,
      share: 0.5,
      correct: true,
    });
    expect(hand.choices.find((c) => c.key === info.wrongKeys[0])).toMatchObject({
      count: 2,
      share: 0.333,
      correct: false,
    });
    expect(hand.choices.find((c) => c.key === info.wrongKeys[1])).toMatchObject({ count: 1 });
    expect(hand.choices.reduce((n, c) => n + c.count, 0)).toBe(6);
  });

  test('needs review first, with the reasons: three open flags, then too easy', async () => {
    const list = await page();
    expect(list.items.slice(0, 2).map((i) => [i.questionId, i.reasons])).toEqual([
      [q[11]!.id, ['flagged']],
      [q[13]!.id, ['tooEasy']],
    ]);
    expect(list.items[0]).toMatchObject({ flags: 3, openFlags: 3, answered: 0, pValue: null });
    expect(list.items[1]).toMatchObject({ answered: 30, pValue: 1, discrimination: null });
    const dismissed = itemOf(await page('?sort=flags'), 12)!;
    expect(dismissed).toMatchObject({ flags: 3, openFlags: 0, needsReview: false });
    // everyone had the same rest score (their answer to 13): no correlation to speak of
    expect(itemOf(await page('?pageSize=100'), 14)).toMatchObject({
      pValue: 0.5,
      discrimination: null,
      discriminationAnswers: 30,
      needsReview: false,
    });
    const only = await page('?needsReview=true');
    expect(only.total).toBe(2);
    expect((await page('?needsReview=false')).total).toBe(list.total - 2);
  });

  test('sorted by a figure, questions without it last; paged', async () => {
    const easiest = await page('?sort=pValue&order=desc&pageSize=20');
    const values = easiest.items.map((i) => i.pValue ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // ties by question
    const ones = easiest.items.filter((i) => i.pValue === 1).map((i) => i.questionId);
    expect(ones.length).toBeGreaterThan(1);
    expect(ones).toEqual([...ones].sort((a, b) => a - b));
    const hardest = await page('?sort=pValue');
    expect(hardest.items[0]!.pValue).toBeLessThanOrEqual(hardest.items[1]!.pValue!);
    const last = await page(`?sort=pValue&pageSize=10&page=${Math.ceil(hardest.total / 10)}`);
    expect(last.items.at(-1)!.pValue).toBeNull();
    const first = await page('?sort=question&pageSize=2');
    const second = await page('?sort=question&pageSize=2&page=2');
    expect(first.items.map((i) => i.questionId)).toEqual(
      [...first.items.map((i) => i.questionId)].sort((a, b) => a - b),
    );
    expect(second.items[0]!.questionId).toBeGreaterThan(first.items[1]!.questionId);
    expect(second).toMatchObject({ page: 2, pageSize: 2 });
  });

  test('filtered by a top-level topic', async () => {
    const [group] = await db
      .select({ id: qaTopics.id, name: qaTopics.name })
      .from(qaTopics)
      .innerJoin(qaQuestions, sql`${qaQuestions.topicGroups} @> array[${qaTopics.id}]`)
      .where(and(eq(qaQuestions.id, q[0]!.id), isNull(qaTopics.parentId)));
    const filtered = await page(`?topicId=${group!.id}&pageSize=100`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan((await page()).total);
    expect(filtered.items.every((i) => i.topics.includes(group!.name))).toBe(true);
    expect(itemOf(filtered, 0)).toBeDefined();
  });

  test('the run agrees with the definition, question by question, on a generated history', async () => {
    // Its own app: 80 learners' sessions over the IM bank (answer-history.ts, as the benches).
    const other = await createTestApp();
    try {
      const odb = other.database.db;
      const [im] = await odb.select().from(qaBanks).where(eq(qaBanks.code, 'im'));
      await odb.execute(sql`
        insert into accounts (email, first_name, last_name, password_hash)
        select 'generated' || g || '@stats.test', 'Generated', 'Learner ' || g, 'not-a-hash'
        from generate_series(1, 80) g`);
      await odb.execute(sql`
        insert into user_products (account_id, product_id, starts_at, ends_at)
        select a.id, p.id, now() - interval '90 days', now() + interval '300 days'
        from accounts a, products p where a.email like 'generated%@stats.test' and p.code = 'IM-QA'`);
      await fillAnswerHistory(odb, {
        bankId: im!.id,
        label: 'stats_test',
        learners: `select row_number() over (order by a.id)::int as n, a.id as account_id,
            u.id as user_product_id, 10 + (a.id % 25) as answers
          from accounts a join user_products u on u.account_id = a.id
          where a.email like 'generated%@stats.test'`,
      });
      const runner = itemStatisticsRunner(odb, { info() {}, error() {} });
      expect(await runner.claim(im!.id, { requestedBy: null })).toBe(true);
      expect(await runner.run(im!.id)).toMatchObject({ state: 'finished' });

      // p and r from the learners' own rows, computed in TypeScript
      const firsts = await odb
        .select({
          questionId: qaLearnerQuestions.questionId,
          right: qaLearnerQuestions.firstCorrect,
          n: qaLearnerBankStats.answered,
          c: qaLearnerBankStats.correct,
        })
        .from(qaLearnerQuestions)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaLearnerQuestions.questionId))
        .leftJoin(
          qaLearnerBankStats,
          and(
            eq(qaLearnerBankStats.accountId, qaLearnerQuestions.accountId),
            eq(qaLearnerBankStats.bankId, im!.id),
          ),
        )
        .where(
          and(
            eq(qaQuestions.bankId, im!.id),
            eq(qaQuestions.status, 'published'),
            sql`${qaLearnerQuestions.firstKey} is not null`,
          ),
        );
      const byQuestion = new Map<number, typeof firsts>();
      for (const f of firsts)
        byQuestion.set(f.questionId, [...(byQuestion.get(f.questionId) ?? []), f]);
      const stored = await odb
        .select()
        .from(qaItemStatistics)
        .where(eq(qaItemStatistics.bankId, im!.id));
      expect(byQuestion.size).toBeGreaterThan(30);
      let correlated = 0;
      for (const [questionId, rows] of byQuestion) {
        const row = stored.find((s) => s.questionId === questionId)!;
        const pairs = rows.flatMap((r) => {
          const rest = r.n === null ? null : restScore(r.n, r.c ?? 0, r.right === true);
          return rest === null ? [] : [{ right: r.right === true, rest }];
        });
        expect(row.answered, `question ${questionId}`).toBe(rows.length);
        expect(row.pValue!).toBeCloseTo(rows.filter((r) => r.right).length / rows.length, 12);
        expect(row.discriminationAnswers).toBe(pairs.length);
        const r = pointBiserial(correlationSums(pairs));
        if (r === null) expect(row.discrimination).toBeNull();
        else {
          expect(row.discrimination!).toBeCloseTo(r, 9);
          correlated += 1;
        }
        // every first answer has its session's item, seen before answered
        expect(row.timedAnswers).toBe(rows.length);
      }
      expect(correlated).toBeGreaterThan(30);
    } finally {
      await other.close();
    }
  });

  test('a question retired since leaves the figures at the next run', async () => {
    await db.update(qaQuestions).set({ status: 'retired' }).where(eq(qaQuestions.id, q[15]!.id));
    try {
      await recompute();
      const rows = await db
        .select({ id: qaItemStatistics.questionId })
        .from(qaItemStatistics)
        .where(eq(qaItemStatistics.questionId, q[15]!.id));
      expect(rows).toEqual([]);
    } finally {
      await db
        .update(qaQuestions)
        .set({ status: 'published' })
        .where(eq(qaQuestions.id, q[15]!.id));
    }
  });
});

describe('runs', () => {
  test('while a run holds the bank, Recompute now is refused politely (409), nothing written', async () => {
    await db
      .update(qaItemStatisticRuns)
      .set({ state: 'running', startedAt: sql`now()`, beatAt: sql`now()` })
      .where(eq(qaItemStatisticRuns.bankId, bankId));
    const refused = await expectNothingWritten(
      db,
      () => curator({ method: 'POST', url: `${BASE}/${bankId}/recompute` }),
      409,
    );
    expect(refused.json().error).toMatchObject({ code: 'item_statistics_running' });
    expect(refused.json().error.message).toMatch(/being computed right now/);
    const banks: ItemStatisticBanks = (await curator({ method: 'GET', url: BASE })).json();
    expect(banks.banks.find((b) => b.bankId === bankId)!.run).toMatchObject({ running: true });

    // A run that has not beaten for five minutes died with its process: the bank is free again.
    await db
      .update(qaItemStatisticRuns)
      .set({ beatAt: sql`now() - interval '6 minutes'` })
      .where(eq(qaItemStatisticRuns.bankId, bankId));
    const again: ItemStatisticBanks = (await curator({ method: 'GET', url: BASE })).json();
    expect(again.banks.find((b) => b.bankId === bankId)!.run.running).toBe(false);
    await recompute();
  });

  test('a run stopped by the app closing leaves the bank free and the last figures', async () => {
    const before = (
      await db.select().from(qaItemStatisticRuns).where(eq(qaItemStatisticRuns.bankId, bankId))
    )[0]!;
    const runner = itemStatisticsRunner(db, { info() {}, error() {} });
    expect(await runner.claim(bankId, { requestedBy: null })).toBe(true);
    runner.stop();
    expect(await runner.run(bankId)).toMatchObject({ state: 'stopped', questions: 0 });
    const after = (
      await db.select().from(qaItemStatisticRuns).where(eq(qaItemStatisticRuns.bankId, bankId))
    )[0]!;
    expect(after).toMatchObject({ state: 'idle', computedAt: before.computedAt, lastError: null });
  });

  test('the schedule computes only banks whose figures are older than the period', async () => {
    const runner = itemStatisticsRunner(db, { info() {}, error() {} });
    const computed = await runner.refreshStale(60);
    // im is fresh; ms and peds were never computed
    const [ms, peds] = await db
      .select({ id: qaBanks.id })
      .from(qaBanks)
      .where(inArray(qaBanks.code, ['ms', 'peds']))
      .orderBy(asc(qaBanks.id));
    expect(computed.map((o) => o.bankId).sort()).toEqual([ms!.id, peds!.id].sort());
    expect(computed.every((o) => o.state === 'finished' && o.questions > 0)).toBe(true);
    expect(await runner.refreshStale(60)).toEqual([]);
  });

  test('a server that listens computes stale banks on its own at start', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.app.listen({ port: 0, host: '127.0.0.1' });
      await fresh.settle();
      const runs = await fresh.database.db.select().from(qaItemStatisticRuns);
      expect(runs).toHaveLength(3);
      expect(runs.every((r) => r.state === 'idle' && r.computedAt !== null)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('rights and bad input', () => {
  test('signed out: 401; a learner: 403; nothing written', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/${bankId}`],
      ['POST', `${BASE}/${bankId}/recompute`],
    ] as const) {
      await expectNothingWritten(
        db,
        () => t.app.inject({ method, url, headers: { 'content-type': 'application/json' } }),
        401,
      );
    }
    const learner = as(t.app, await signIn(t.app, LEARNER));
    const refused = await expectNothingWritten(
      db,
      () => learner({ method: 'POST', url: `${BASE}/${bankId}/recompute` }),
      403,
    );
    expect(refused.json().error.code).toBe('forbidden');
    await expectNothingWritten(db, () => learner({ method: 'GET', url: `${BASE}/${bankId}` }), 403);
  });

  test('an admin without the content-manager right: 403', async () => {
    await db.insert(accounts).values({
      email: 'admin-not-cm@stats.test',
      firstName: 'Admin',
      lastName: 'Only',
      passwordHash: await hashPassword('admin-only-password'),
      isAdmin: true,
      acceptedTermsVersion: await termsRepository(db).currentVersion(),
    });
    const admin = as(t.app, await signIn(t.app, 'admin-not-cm@stats.test', 'admin-only-password'));
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/${bankId}`],
      ['POST', `${BASE}/${bankId}/recompute`],
    ] as const) {
      const refused = await expectNothingWritten(db, () => admin({ method, url }), 403);
      expect(refused.json().error.code).toBe('forbidden');
    }
  });

  test('bad queries: 400 naming the field; an unknown bank: 404; nothing written', async () => {
    const bad = async (query: string, field: string) => {
      const response = await expectNothingWritten(
        db,
        () => curator({ method: 'GET', url: `${BASE}/${bankId}?${query}` }),
        400,
      );
      const { fields } = response.json().error as { fields?: Record<string, string> };
      expect(JSON.stringify(fields), query).toContain(field);
    };
    await bad('sort=hardest', 'sort');
    await bad('order=up', 'order');
    await bad('needsReview=yes', 'needsReview');
    await bad('page=0', 'page');
    await bad('pageSize=101', 'pageSize');
    await bad('topicId=1e1', 'topicId');
    await bad('colour=red', 'colour');
    // a topic of another bank, or a leaf topic: not a top-level topic of this bank
    const [leaf] = await db
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(and(eq(qaTopics.bankId, bankId), sql`${qaTopics.parentId} is not null`))
      .limit(1);
    await bad(`topicId=${leaf!.id}`, 'topicId');
    const missing = await expectNothingWritten(
      db,
      () => curator({ method: 'GET', url: `${BASE}/999999` }),
      404,
    );
    expect(missing.json().error.code).toBe('bank_not_found');
    await expectNothingWritten(
      db,
      () => curator({ method: 'POST', url: `${BASE}/999999/recompute` }),
      404,
    );
    await expectNothingWritten(db, () => curator({ method: 'GET', url: `${BASE}/abc` }), 400);
  });
});
