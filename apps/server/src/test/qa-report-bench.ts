import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { FIRST_TERMS_VERSION } from '../modules/terms-of-use/repository';
import { fillAnswerHistory } from './answer-history';
import { type HistoryTarget, prepareQaBench, type QaBench } from './qa-bench';

/**
 * The data of the performance-report benchmark (bench/qa-report.mjs, decision 0903): one bank of
 * 20 000 questions, 2 000 learners who own it, 1 000 000 answers in 100-question ended sessions
 * over 18 months; the signed-in learner (learner@demo.test) has 10 000 of them, the other 1 999
 * share the rest, made by `fillAnswerHistory` (answer-history.ts), which the big-data generator
 * uses too.
 */

export const REPORT_SCALE = { learners: 2_000, answers: 1_000_000, targetAnswers: 10_000 };

export async function fillReportHistory(
  db: Database,
  target: HistoryTarget,
  log: (s: string) => void,
  /** a fraction of REPORT_SCALE's learners and answers (the item statistics bench on PGlite) */
  scale = 1,
) {
  const [learners, answers, targetAnswers] = [
    REPORT_SCALE.learners,
    REPORT_SCALE.answers,
    REPORT_SCALE.targetAnswers,
  ].map((n) => Math.round(n * scale)) as [number, number, number];
  const others = learners - 1;
  const each = Math.floor((answers - targetAnswers) / others);
  const extra = answers - targetAnswers - each * others;
  const exec = (query: string) => db.execute(sql.raw(query));

  // The other learners, each with the bench product.
  await exec(`
    insert into accounts (email, first_name, last_name, password_hash, accepted_terms_version,
                          accepted_terms_at)
    select 'reportlearner' || g || '@bench.test', 'Report', 'Learner ' || g, 'not-a-hash',
           '${FIRST_TERMS_VERSION}', now()
    from generate_series(1, ${others}) g`);
  await exec(`
    insert into user_products (account_id, product_id, starts_at, ends_at)
    select id, ${target.productId}, now() - interval '600 days', now() + interval '365 days'
    from accounts where email like 'reportlearner%@bench.test'`);
  // The signed-in learner is n = 1 with 10 000 answers; the others share the rest.
  await fillAnswerHistory(
    db,
    {
      bankId: target.bankId,
      label: 'bench_report',
      learners: `
        select 1 as n, ${target.accountId} as account_id, ${target.userProductId} as user_product_id,
          ${targetAnswers} as answers
        union all
        select (1 + row_number() over (order by a.id))::int, a.id, u.id,
          ${each} + (row_number() over (order by a.id) <= ${extra})::int
        from accounts a join user_products u on u.account_id = a.id
          and u.product_id = ${target.productId}
        where a.email like 'reportlearner%@bench.test'`,
    },
    log,
  );
}

/** The report bench's app and data on a throw-away PostgreSQL database. */
export function prepareQaReportBench(
  postgresUrl: string,
  log: (line: string) => void = () => {},
): Promise<QaBench> {
  return prepareQaBench({
    postgresUrl,
    databaseName: 'br_bench_qrep',
    fillHistory: (db, target) => fillReportHistory(db, target, log),
  });
}
