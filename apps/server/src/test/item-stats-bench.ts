import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { qaBanks, qaTopics } from '../db/schema';
import { itemStatisticsRunner, type RunOutcome } from '../modules/item-statistics/runner';
import { prepareQaBench, type QaBench } from './qa-bench';
import { fillReportHistory, REPORT_SCALE } from './qa-report-bench';
import { cookieHeader, JSON_HEADERS } from './test-app';

/**
 * The item statistics benchmark's data (bench/item-stats.mjs, decision 1302): the report
 * bench's bank and answers (one 20 000-question bank, 2 000 learners, 1 000 000 answers on
 * PostgreSQL; a tenth of the learners and answers over 2 000 questions on PGlite), some learners'
 * flags, and a content manager signed in.
 */

export const ITEM_STATS_SCALE = {
  postgres: { questions: 20_000, scale: 1 },
  pglite: { questions: 2_000, scale: 0.1 },
} as const;

export interface ItemStatsBench {
  kind: 'pglite' | 'postgres';
  bankId: number;
  topicGroupIds: number[];
  learners: number;
  answers: number;
  /** app.inject as the content manager (curator@demo.test) */
  inject: QaBench['inject'];
  databasePids: QaBench['databasePids'];
  /**
   * The background computation of the bank, timed: the run's outcome, the event loop's longest
   * delay meanwhile, and the latencies of reads made one after another while it ran.
   */
  compute(): Promise<{ outcome: RunOutcome; loopMaxMs: number; readsMs: number[] }>;
  close(): Promise<void>;
}

export async function prepareItemStatsBench(
  kind: 'pglite' | 'postgres',
  postgresUrl: string,
  log: (line: string) => void = () => {},
): Promise<ItemStatsBench> {
  const { questions, scale } = ITEM_STATS_SCALE[kind];
  const bench = await prepareQaBench({
    ...(kind === 'postgres' ? { postgresUrl } : {}),
    databaseName: 'br_bench_items',
    questionCount: questions,
    fillHistory: (db, target) => fillReportHistory(db, target, log, scale),
  });
  try {
    const db = bench.database.db;
    const [bank] = await db
      .select({ id: qaBanks.id })
      .from(qaBanks)
      .where(eq(qaBanks.code, 'bench-im'));
    const bankId = bank!.id;
    // Flags as learners leave them: one in a hundred learners flags one question in fifty.
    await db.execute(sql`
      insert into qa_question_flags (account_id, question_id, comment)
      select lq.account_id, lq.question_id, 'Seems wrong.'
      from qa_learner_questions lq join qa_questions q on q.id = lq.question_id
      where q.bank_id = ${bankId} and lq.account_id % 100 = 0 and lq.question_id % 50 = 0
      on conflict do nothing`);
    await db.execute(sql`analyze qa_question_flags`);
    const groups = await db
      .select({ id: qaTopics.id })
      .from(qaTopics)
      .where(and(eq(qaTopics.bankId, bankId), isNull(qaTopics.parentId)));

    const login = await bench.inject({
      method: 'POST',
      url: '/api/2.0/authentication/login',
      payload: { email: 'curator@demo.test', password: 'demo-password' },
    });
    if (login.statusCode !== 200) throw new Error(`curator sign-in: ${login.body}`);
    const cookie = cookieHeader(login);
    const inject = (o: InjectOptions) =>
      bench.inject({ ...o, headers: { ...JSON_HEADERS, cookie, ...o.headers } });

    const runner = itemStatisticsRunner(db, {
      info() {},
      error: (d, m) => log(`${m} ${JSON.stringify(d)}`),
    });
    return {
      kind,
      bankId,
      topicGroupIds: groups.map((g) => g.id),
      learners: Math.round(REPORT_SCALE.learners * scale),
      answers: Math.round(REPORT_SCALE.answers * scale),
      inject,
      databasePids: () => bench.databasePids(),
      async compute() {
        if (!(await runner.claim(bankId, { requestedBy: null })))
          throw new Error('the bank is being computed already');
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        let done = false;
        const readsMs: number[] = [];
        const reads = (async () => {
          while (!done) {
            const start = performance.now();
            const response = await inject({
              method: 'GET',
              url: '/api/2.0/admin/qa/itemstatistics',
            });
            if (response.statusCode !== 200)
              throw new Error(`read while computing: ${response.body}`);
            readsMs.push(performance.now() - start);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })();
        try {
          const outcome = await runner.run(bankId);
          return { outcome, loopMaxMs: loop.max / 1e6, readsMs };
        } finally {
          done = true;
          loop.disable();
          await reads;
        }
      },
      close: () => bench.close(),
    };
  } catch (error) {
    await bench.close();
    throw error;
  }
}
