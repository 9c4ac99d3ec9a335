import { questionFilter } from '@boardready/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import {
  accounts,
  products,
  type QaChoiceKey,
  qaBanks,
  qaChoiceCounts,
  qaLearnerQuestions,
  qaNotebookEntries,
  qaQuestions,
  qaSessionItems,
  qaSessions,
  qaTopics,
  userProducts,
} from '../db/schema';
import { importBank } from '../modules/qa-import/import-bank';
import { generateSyntheticBank } from '../modules/qbank-content/synthetic';
import type { Exam } from '../modules/trainer/exams';
import { seedDatabase } from '../seed/seed';
import { quietApp, throwawayPostgres } from './databases';
import { cookieHeader, JSON_HEADERS } from './test-app';

/**
 * The data of the Q&A session benchmark (bench/qa-session.mjs): a synthetic bank of
 * `questionCount` questions on its own product, and one learner (learner@demo.test) who owns it
 * and has `pastAnswers` answers in ended sessions (a third wrong, some bookmarked) plus questions
 * seen and skipped, so that the status filters read a real history. Answers the real app, signed in
 * as that learner, to be driven with app.inject.
 */

export interface QaBenchOptions {
  /** a PostgreSQL server URL: a throw-away database is made on it; absent = PGlite in memory */
  postgresUrl?: string;
  questionCount?: number;
  pastAnswers?: number;
  seed?: number;
  /** the learners' history; default: the learner's `pastAnswers` answers (addHistory) */
  fillHistory?: (db: Database, target: HistoryTarget) => Promise<void>;
  /** prefix of the throw-away database's name */
  databaseName?: string;
  /** the Personal Trainer's exams (absent = the shipped ones): one on the synthetic bank */
  exams?: Exam[];
}

/** Where a bench's history goes: the bank, and the signed-in learner with the bank's product. */
export interface HistoryTarget {
  bankId: number;
  productId: number;
  accountId: number;
  userProductId: number;
}

export interface QaBench {
  kind: 'pglite' | 'postgres';
  database: DatabaseHandle;
  userProductId: number;
  /** ids of the bank's top-level topics, in order */
  topicGroupIds: number[];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** PostgreSQL: the server processes of this database's connections (for their CPU time) */
  databasePids(): Promise<number[]>;
  close(): Promise<void>;
}

const PRODUCT_CODE = 'BENCH-QA';
const LEARNER = 'learner@demo.test';
const ITEMS_PER_SESSION = 200;
const CHUNK = 1000;

export async function prepareQaBench(options: QaBenchOptions = {}): Promise<QaBench> {
  const questionCount = options.questionCount ?? 20_000;
  const pastAnswers = options.pastAnswers ?? 10_000;
  let database: DatabaseHandle;
  let drop = async () => {};
  if (options.postgresUrl) {
    const throwaway = await throwawayPostgres(
      options.postgresUrl,
      options.databaseName ?? 'br_bench_qa',
    );
    database = await openDatabase({ databaseUrl: throwaway.url });
    drop = throwaway.drop;
  } else {
    database = await openDatabase({});
  }
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
    const db = database.db;
    const [learner] = await db.select().from(accounts).where(eq(accounts.email, LEARNER));
    const [product] = await db
      .insert(products)
      .values({
        code: PRODUCT_CODE,
        typeCode: 'qa',
        specialty: 'IM',
        shortName: 'Bench Q&A',
        fullName: '[Synthetic] Benchmark question bank',
      })
      .returning();
    const now = Date.now();
    const [owned] = await db
      .insert(userProducts)
      .values({
        accountId: learner!.id,
        productId: product!.id,
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 365 * 86_400_000),
      })
      .returning();
    const bank = generateSyntheticBank({
      seed: options.seed ?? 20_000,
      questionCount,
      specialty: 'IM',
      code: 'bench-im',
      idPrefix: 'BENCH',
      productCodes: [PRODUCT_CODE],
    });
    const report = await importBank(db, bank);
    if (report.products.length !== 1) throw new Error('the bench product was not linked');
    const [bankRow] = await db.select().from(qaBanks).where(eq(qaBanks.code, bank.code));
    const target = {
      bankId: bankRow!.id,
      productId: product!.id,
      accountId: learner!.id,
      userProductId: owned!.id,
    };
    await (options.fillHistory ?? ((d, t) => addHistory(d, t, pastAnswers)))(db, target);
    // A history grows over months: autovacuum has long analyzed and vacuumed these tables.
    await db.execute(sql`vacuum analyze`);
    const groups = await db
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(and(eq(qaTopics.bankId, bankRow!.id), isNull(qaTopics.parentId)))
      .orderBy(asc(qaTopics.sortOrder));

    const app = await quietApp(database, { exams: options.exams });
    const login = await app.inject({
      method: 'POST',
      url: '/api/2.0/authentication/login',
      headers: JSON_HEADERS,
      payload: { email: LEARNER, password: 'demo-password' },
    });
    const cookie = cookieHeader(login);
    const inject = (o: InjectOptions) =>
      app.inject({ ...o, headers: { ...JSON_HEADERS, cookie, ...o.headers } });
    await inject({ method: 'POST', url: '/api/3.0/auth/session' });
    return {
      kind: database.kind,
      database,
      userProductId: owned!.id,
      topicGroupIds: groups.map((g) => g.id),
      inject,
      async databasePids() {
        if (database.kind !== 'postgres') return [];
        const result = await database.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database()`,
        );
        return (result as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
      },
      async close() {
        await app.close();
        await database.close();
        // BENCH_KEEP_DATABASE=1 keeps it for EXPLAIN after a run (drop it by hand).
        if (!process.env.BENCH_KEEP_DATABASE) await drop();
      },
    };
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
}

/** Ended sessions holding `answers` answered questions, the history rows and choice counts. */
async function addHistory(
  db: Database,
  { bankId, accountId, userProductId }: HistoryTarget,
  answers: number,
) {
  const questions = await db
    .select({
      id: qaQuestions.id,
      version: qaQuestions.version,
      correctKey: qaQuestions.correctKey,
      choices: qaQuestions.choices,
    })
    .from(qaQuestions)
    .where(and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published')))
    .orderBy(asc(qaQuestions.id));
  // Spread over the bank: even rows first, then odd ones; the next tenth are seen and skipped.
  const spread = [
    ...questions.filter((_, i) => i % 2 === 0),
    ...questions.filter((_, i) => i % 2 === 1),
  ];
  const answered = spread.slice(0, answers);
  const skipped = spread.slice(answers, answers + Math.floor(answers / 10));
  if (answered.length < answers) throw new Error('the bank is too small for that many answers');
  const when = new Date(Date.now() - 30 * 86_400_000);
  const history: (typeof qaLearnerQuestions.$inferInsert)[] = [];
  const bookmarks: (typeof qaNotebookEntries.$inferInsert)[] = [];
  const counts = new Map<string, number>();
  for (let start = 0; start < answered.length; start += ITEMS_PER_SESSION) {
    const slice = answered.slice(start, start + ITEMS_PER_SESSION);
    const items = slice.map((q, i) => {
      const n = start + i;
      const wrong = n % 3 === 0;
      const key = (
        wrong ? q.choices.find((c) => c.key !== q.correctKey)!.key : q.correctKey
      ) as QaChoiceKey;
      counts.set(`${q.id}:${key}`, (counts.get(`${q.id}:${key}`) ?? 0) + 1);
      if (n % 20 === 0)
        bookmarks.push({ accountId, questionId: q.id, bookmarked: true, updatedAt: when });
      history.push({
        accountId,
        questionId: q.id,
        seen: true,
        answered: true,
        lastCorrect: !wrong,
        answerCount: 1,
        firstKey: key,
        firstCorrect: !wrong,
        firstAnsweredAt: when,
        updatedAt: when,
      });
      return {
        position: i + 1,
        questionId: q.id,
        questionVersion: q.version,
        selectedKey: key,
        isCorrect: !wrong,
        countedInShares: true,
        seenAt: when,
        answeredAt: when,
      };
    });
    const [session] = await db
      .insert(qaSessions)
      .values({
        accountId,
        userProductId,
        name: `Past session ${start / ITEMS_PER_SESSION + 1}`,
        sessionType: 'UserDefined',
        viewMode: 'tutor',
        status: 'ended',
        requestedCount: items.length,
        questionCount: items.length,
        answeredCount: items.length,
        correctCount: items.filter((i) => i.isCorrect).length,
        filters: questionFilter.parse({}),
        createdAt: when,
        updatedAt: when,
        endedAt: when,
      })
      .returning({ id: qaSessions.id });
    await db
      .insert(qaSessionItems)
      .values(items.map((item) => ({ ...item, sessionId: session!.id })));
  }
  for (const q of skipped) {
    history.push({ accountId, questionId: q.id, seen: true, updatedAt: when });
  }
  for (let i = 0; i < history.length; i += CHUNK) {
    await db.insert(qaLearnerQuestions).values(history.slice(i, i + CHUNK));
  }
  for (let i = 0; i < bookmarks.length; i += CHUNK) {
    await db.insert(qaNotebookEntries).values(bookmarks.slice(i, i + CHUNK));
  }
  const countRows = [...counts.entries()].map(([k, count]) => {
    const [questionId, choiceKey] = k.split(':');
    return { questionId: Number(questionId), choiceKey: choiceKey as QaChoiceKey, count };
  });
  for (let i = 0; i < countRows.length; i += CHUNK) {
    await db.insert(qaChoiceCounts).values(countRows.slice(i, i + CHUNK));
  }
}
