import {
  buildPath,
  type Endpoint,
  productEndpoints,
  type QaSession,
  type QaSessionCreateRequest,
  qaEndpoints,
  type UserProduct,
} from '@boardready/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import {
  accounts,
  qaBanks,
  qaChoiceCounts,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaMocObjectives,
  qaNotebookEntries,
  qaQuestionStats,
  qaQuestions,
  qaSessionItems,
  qaSessions,
  qaTopics,
} from '../db/schema';
import { as, signIn, type TestApp } from './test-app';

/**
 * A signed-in learner for the Q&A integration tests: calls endpoints by contract (the 3.0 step
 * done), knows the learner's account id and user products by code.
 */
export interface QaClient {
  email: string;
  accountId: number;
  productId(code: string): number;
  call(
    endpoint: Endpoint,
    options?: {
      params?: Record<string, string | number>;
      query?: Record<string, string>;
      body?: unknown;
      headers?: Record<string, string>;
    },
  ): Promise<LightMyRequestResponse>;
  createSession(productCode: string, request: Partial<QaSessionCreateRequest>): Promise<QaSession>;
}

export async function qaClient(t: TestApp, email: string): Promise<QaClient> {
  const cookie = await signIn(t.app, email);
  const inject = as(t.app, cookie);
  const step = await inject({ method: 'POST', url: '/api/3.0/auth/session' });
  if (step.statusCode !== 200) throw new Error(`3.0 step failed: ${step.body}`);
  const [account] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  const mine = await inject({ method: 'GET', url: productEndpoints.myProducts.path });
  const products = new Map(
    (mine.json().products as UserProduct[]).map((p) => [p.code, p.userProductId]),
  );
  const client: QaClient = {
    email,
    accountId: account!.id,
    productId(code) {
      const id = products.get(code);
      if (id === undefined) throw new Error(`${email} has no ${code}`);
      return id;
    },
    call(endpoint, options = {}) {
      const path = buildPath(endpoint.path, options.params ?? {});
      const query = new URLSearchParams(options.query ?? {}).toString();
      return inject({
        method: endpoint.method,
        url: query ? `${path}?${query}` : path,
        ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
      });
    },
    async createSession(productCode, request) {
      const response = await client.call(qaEndpoints.createSession, {
        params: { userProductId: client.productId(productCode) },
        body: { name: 'Test session', numberOfQuestions: 10, viewMode: 'tutor', ...request },
      });
      if (response.statusCode !== 201) {
        throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      }
      return response.json();
    },
  };
  return client;
}

/** Row ids of a bank's questions, topics and objectives by their source codes. */
export async function bankIds(db: Database) {
  const questions = await db
    .select({ id: qaQuestions.id, code: qaQuestions.code, correctKey: qaQuestions.correctKey })
    .from(qaQuestions);
  const topics = await db
    .select({ id: qaTopics.id, code: qaTopics.code, bank: qaBanks.code })
    .from(qaTopics)
    .innerJoin(qaBanks, eq(qaBanks.id, qaTopics.bankId));
  const objectives = await db
    .select({ id: qaMocObjectives.id, code: qaMocObjectives.code })
    .from(qaMocObjectives);
  return {
    questionId: new Map(questions.map((q) => [q.code, q.id])),
    questionCode: new Map(questions.map((q) => [q.id, q.code])),
    correctKey: new Map(questions.map((q) => [q.id, q.correctKey])),
    /** a choice that is not the question's key (every question has A and B) */
    wrongKey(questionId: number) {
      return questions.find((q) => q.id === questionId)?.correctKey === 'A' ? 'B' : 'A';
    },
    topicId(bank: string, code: string): number {
      const topic = topics.find((t) => t.bank === bank && t.code === code);
      if (!topic) throw new Error(`no topic ${bank}/${code}`);
      return topic.id;
    },
    objectiveId: new Map(objectives.map((o) => [o.code, o.id])),
  };
}

/** Every learner-written Q&A row: equal snapshots before and after prove nothing was written. */
export async function qaSnapshot(db: Database): Promise<string> {
  const [sessions, items, history, counts, bankStats, questionStats, notebook] = await Promise.all([
    db.select().from(qaSessions).orderBy(qaSessions.id),
    db.select().from(qaSessionItems).orderBy(qaSessionItems.sessionId, qaSessionItems.position),
    db
      .select()
      .from(qaLearnerQuestions)
      .orderBy(qaLearnerQuestions.accountId, qaLearnerQuestions.questionId),
    db.select().from(qaChoiceCounts).orderBy(qaChoiceCounts.questionId, qaChoiceCounts.choiceKey),
    db
      .select()
      .from(qaLearnerBankStats)
      .orderBy(qaLearnerBankStats.accountId, qaLearnerBankStats.bankId),
    db.select().from(qaQuestionStats).orderBy(qaQuestionStats.questionId),
    db
      .select()
      .from(qaNotebookEntries)
      .orderBy(qaNotebookEntries.accountId, qaNotebookEntries.questionId),
  ]);
  return JSON.stringify({ sessions, items, history, counts, bankStats, questionStats, notebook });
}

/**
 * Questions whose statistics (qa_question_stats) are not their choice counts summed (decision
 * 0903): none, whenever no test-mode session is running (its first answers are in the choice
 * counts at once and in the statistics when it ends).
 */
export async function questionStatsDrift(db: Database): Promise<unknown[]> {
  const drift = await db.execute(sql`
    select q.id from ${qaQuestions} q
    left join ${qaQuestionStats} s on s.question_id = q.id
    left join (
      select cc.question_id, sum(cc.count)::int as n,
        coalesce(sum(cc.count) filter (where cc.choice_key = q2.correct_key), 0)::int as c
      from ${qaChoiceCounts} cc join ${qaQuestions} q2 on q2.id = cc.question_id
      group by cc.question_id
    ) x on x.question_id = q.id
    where coalesce(s.answered, 0) <> coalesce(x.n, 0) or coalesce(s.correct, 0) <> coalesce(x.c, 0)`);
  return (drift as unknown as { rows: unknown[] }).rows;
}

/**
 * Learners' per-topic tallies (qa_learner_topic_stats) that differ from a count of their first
 * answers by top-level topic: empty when the answer, settle, reset and import statements kept them.
 */
export async function learnerTopicStatsDrift(db: Database): Promise<unknown[]> {
  const drift = await db.execute(sql`
    with counted as (
      select lq.account_id, g.topic_id, count(*)::int as n,
        count(*) filter (where lq.first_correct)::int as c
      from ${qaLearnerQuestions} lq join ${qaQuestions} q on q.id = lq.question_id,
        unnest(q.topic_groups) g(topic_id)
      where lq.first_key is not null
      group by 1, 2
    )
    select coalesce(k.account_id, x.account_id) as account_id,
      coalesce(k.topic_id, x.topic_id) as topic_id
    from ${qaLearnerTopicStats} k
    full join counted x on x.account_id = k.account_id and x.topic_id = k.topic_id
    where coalesce(k.answered, 0) <> coalesce(x.n, 0) or coalesce(k.correct, 0) <> coalesce(x.c, 0)`);
  return (drift as unknown as { rows: unknown[] }).rows;
}
