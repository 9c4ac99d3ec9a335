import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { FIRST_TERMS_VERSION } from '../modules/terms-of-use/repository';
import { type HistoryTarget, prepareQaBench, type QaBench } from './qa-bench';

/**
 * The data of the performance-report benchmark (bench/qa-report.mjs, decision 0903): one bank of
 * 20 000 questions, 2 000 learners who own it, 1 000 000 answers in 100-question ended sessions
 * over 18 months; the signed-in learner (learner@demo.test) has 10 000 of them, the other 1 999
 * share the rest. Every row is made by the database (INSERT … SELECT over generate_series, a hash
 * of the row numbers choosing), then the history, choice counts and bank statistics are derived
 * from the answers with GROUP BY, as the answer's transaction would have kept them.
 */

export const REPORT_SCALE = { learners: 2_000, answers: 1_000_000, targetAnswers: 10_000 };
const SESSION_SIZE = 100;
/** learners per INSERT of answers (about 100 000 rows) */
const LEARNER_BATCH = 200;
/** a step through the bank coprime with its size: a learner's answers are distinct questions */
const STRIDE = 7919;

/** A pseudo-random integer in [0, n) from an integer expression (PostgreSQL's hashint4). */
const pick = (expression: string, n: number) =>
  `(((hashint4((${expression})::int)::bigint + 2147483648) % ${n})::int)`;

async function fillReportHistory(db: Database, target: HistoryTarget, log: (s: string) => void) {
  const { learners, answers, targetAnswers } = REPORT_SCALE;
  const others = learners - 1;
  const each = Math.floor((answers - targetAnswers) / others);
  const extra = answers - targetAnswers - each * others;
  const exec = (query: string) => db.execute(sql.raw(query));

  // The other learners and their products; bench_learners numbers every learner 1…2 000 with the
  // count of their answers, their skill (share right, 40–80 %) and where in the bank they start.
  await exec(`
    insert into accounts (email, first_name, last_name, password_hash, accepted_terms_version,
                          accepted_terms_at)
    select 'reportlearner' || g || '@bench.test', 'Report', 'Learner ' || g, 'not-a-hash',
           '${FIRST_TERMS_VERSION}', now()
    from generate_series(1, ${others}) g`);
  await exec(`
    create unlogged table bench_learners as
    select row_number() over (order by a.id)::int as n, a.id as account_id
    from accounts a where a.email like 'reportlearner%@bench.test'
    union all select 0, ${target.accountId}`);
  await exec(`
    alter table bench_learners add column answers int, add column skill int, add column start int`);
  await exec(`
    update bench_learners set
      answers = case when n = 0 then ${targetAnswers} else ${each} + (n <= ${extra})::int end,
      skill = 40 + ${pick('n * 31 + 7', 41)},
      start = ${pick('n * 17 + 3', 20_000)}`);
  await exec(`
    insert into user_products (account_id, product_id, starts_at, ends_at)
    select account_id, ${target.productId}, now() - interval '600 days', now() + interval '365 days'
    from bench_learners where n > 0`);
  const userProductOf = `case when l.n = 0 then ${target.userProductId}
    else (select id from user_products u where u.account_id = l.account_id
          and u.product_id = ${target.productId}) end`;

  await exec(`
    create unlogged table bench_questions as
    select (row_number() over (order by id) - 1)::int as ord, id, version, correct_key
    from qa_questions where bank_id = ${target.bankId} and status = 'published'`);
  await exec('alter table bench_questions add primary key (ord)');
  const [{ size }] = (
    (await db.execute(sql`select count(*)::int as size from bench_questions`)) as unknown as {
      rows: { size: number }[];
    }
  ).rows as [{ size: number }];

  // Sessions: ids drawn from the sequence first, so that the answers can name them.
  await exec(`
    create unlogged table bench_sessions as
    select nextval('qa_sessions_id_seq')::int as id, l.n, l.account_id, k,
           ${userProductOf} as user_product_id,
           least(${SESSION_SIZE}, l.answers - k * ${SESSION_SIZE}) as size,
           now() - (540 - (k * 540 / greatest(1, (l.answers - 1) / ${SESSION_SIZE}))) * interval '1 day'
             - ${pick('l.n * 101 + k', 600)} * interval '1 minute' as at
    from bench_learners l, generate_series(0, (l.answers - 1) / ${SESSION_SIZE}) k`);
  await exec(`
    insert into qa_sessions (id, account_id, user_product_id, name, session_type, view_mode,
      status, requested_count, question_count, filters, created_at, updated_at, ended_at)
    select id, account_id, user_product_id, 'Past session ' || (k + 1), 'UserDefined', 'tutor',
      'ended', size, size,
      '{"topicIds":[],"includeSkipped":false,"includeNotViewed":false,"includeBookmarked":false,"includeIncorrect":false,"curatedReviewQuestionsOnly":false,"mocaLearningObjectives":[]}'::jsonb,
      at, at, at + interval '2 hours'
    from bench_sessions`);

  for (let from = 0; from < learners; from += LEARNER_BATCH) {
    await exec(`
      insert into qa_session_items (session_id, position, question_id, question_version,
        selected_key, is_correct, counted_in_shares, seen_at, answered_at)
      select s.id, p, q.id, q.version,
        case when r.right then q.correct_key when q.correct_key = 'A' then 'B' else 'A' end,
        r.right, true, s.at + p * interval '1 minute', s.at + p * interval '1 minute'
      from bench_sessions s
      join bench_learners l on l.n = s.n
      cross join generate_series(1, s.size) p
      cross join lateral (select s.k * ${SESSION_SIZE} + p - 1 as i) a
      join bench_questions q on q.ord = ((l.start + a.i::bigint * ${STRIDE}) % ${size})::int
      cross join lateral (select ${pick('l.n * 100003 + a.i', 100)} < l.skill as right) r
      where s.n >= ${from} and s.n < ${from + LEARNER_BATCH}`);
    log(`answers: learners ${from}–${Math.min(learners, from + LEARNER_BATCH) - 1}`);
  }

  // What the answers' transactions keep, derived set-wise from the answers.
  await exec(`
    update qa_sessions s set answered_count = x.n, correct_count = x.c,
      seconds_elapsed = x.n * (45 + ${pick('s.id', 120)})
    from (select session_id, count(*)::int n, count(*) filter (where is_correct)::int c
          from qa_session_items group by session_id) x
    where s.id = x.session_id`);
  await exec(`
    insert into qa_learner_questions (account_id, question_id, seen, answered, last_correct,
      answer_count, first_key, first_correct, first_answered_at, updated_at)
    select s.account_id, i.question_id, true, true, i.is_correct, 1, i.selected_key, i.is_correct,
      i.answered_at, i.answered_at
    from qa_session_items i join qa_sessions s on s.id = i.session_id`);
  await exec(`
    insert into qa_choice_counts (question_id, choice_key, count)
    select question_id, selected_key, count(*)::int from qa_session_items
    group by question_id, selected_key`);
  await exec(`
    insert into qa_question_stats (question_id, answered, correct)
    select question_id, count(*)::int, count(*) filter (where is_correct)::int
    from qa_session_items group by question_id`);
  await exec(`
    insert into qa_learner_bank_stats (account_id, bank_id, answered, correct)
    select s.account_id, ${target.bankId}, count(*)::int, count(*) filter (where i.is_correct)::int
    from qa_session_items i join qa_sessions s on s.id = i.session_id
    group by s.account_id`);
  await exec('drop table bench_sessions, bench_learners, bench_questions');
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
