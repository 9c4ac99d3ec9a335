import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A Q&A answer history made set-wise by the database, for the benchmarks' big data (the report
 * bench, decision 0903; the big-data generator, decision 0401): learners' ended 100-question
 * tutor sessions on one bank over 18 months, every answer a first answer to a distinct question,
 * right at a per-learner skill of 40–80 %. Rows come from INSERT … SELECT over generate_series,
 * a hash of the row numbers choosing, never from the app; then what the answer's statement keeps
 * (session tallies, the learner history, choice counts, question and bank statistics) is derived
 * from the answers with GROUP BY, as the answers would have left it.
 */

const SESSION_SIZE = 100;
/** learners per INSERT of answers (about 100 000 rows at the report bench's 500 each) */
const LEARNER_BATCH = 200;

/** A pseudo-random integer in [0, n) from an integer expression (PostgreSQL's hashint4). */
export const pick = (expression: string, n: number) =>
  `(((hashint4((${expression})::int)::bigint + 2147483648) % ${n})::int)`;

/** A step through the bank coprime with its size, so that a learner's answers are distinct. */
function strideFor(size: number) {
  for (const prime of [7919, 7907, 7901]) if (size % prime !== 0) return prime;
  return 1;
}

export interface AnswerHistoryOptions {
  bankId: number;
  /**
   * SQL selecting one row per learner: n (1, 2, … distinct), account_id, user_product_id (a
   * product the bank serves) and answers (how many; more than the bank's questions is cut).
   */
  learners: string;
  /** a prefix for the work tables, distinct per concurrent use */
  label?: string;
}

/** Fills the history; returns how many answers were written. */
export async function fillAnswerHistory(
  db: Database,
  { bankId, learners, label = 'bench' }: AnswerHistoryOptions,
  log: (line: string) => void = () => {},
): Promise<number> {
  const exec = (query: string) => db.execute(sql.raw(query));
  const rows = async <T>(query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const L = `${label}_learners`;
  const Q = `${label}_questions`;
  const S = `${label}_sessions`;

  await exec(`
    create unlogged table ${Q} as
    select (row_number() over (order by id) - 1)::int as ord, id, version, correct_key
    from qa_questions where bank_id = ${bankId} and status = 'published'`);
  await exec(`alter table ${Q} add primary key (ord)`);
  const [{ size }] = (await rows<{ size: number }>(`select count(*)::int as size from ${Q}`)) as [
    { size: number },
  ];
  const stride = strideFor(size);

  await exec(`
    create unlogged table ${L} as
    select n, account_id, user_product_id, least(answers, ${size})::int as answers,
      40 + ${pick('n * 31 + 7', 41)} as skill, ${pick('n * 17 + 3', Math.max(size, 1))} as start
    from (${learners}) l where answers > 0`);
  const [{ count: learnerCount, total }] = (await rows<{ count: number; total: number }>(
    `select count(*)::int as count, coalesce(sum(answers), 0)::int as total from ${L}`,
  )) as [{ count: number; total: number }];
  if (learnerCount === 0 || size === 0) {
    await exec(`drop table ${L}, ${Q}`);
    return 0;
  }

  // Sessions: ids drawn from the sequence first, so that the answers can name them.
  await exec(`
    create unlogged table ${S} as
    select nextval('qa_sessions_id_seq')::int as id, l.n, l.account_id, k, l.user_product_id,
           least(${SESSION_SIZE}, l.answers - k * ${SESSION_SIZE}) as size,
           now() - (540 - (k * 540 / greatest(1, (l.answers - 1) / ${SESSION_SIZE}))) * interval '1 day'
             - ${pick('l.n * 101 + k', 600)} * interval '1 minute' as at
    from ${L} l, generate_series(0, (l.answers - 1) / ${SESSION_SIZE}) k`);
  await exec(`
    insert into qa_sessions (id, account_id, user_product_id, name, session_type, view_mode,
      status, requested_count, question_count, filters, created_at, updated_at, ended_at)
    select id, account_id, user_product_id, 'Past session ' || (k + 1), 'UserDefined', 'tutor',
      'ended', size, size,
      '{"topicIds":[],"includeSkipped":false,"includeNotViewed":false,"includeBookmarked":false,"includeIncorrect":false,"curatedReviewQuestionsOnly":false,"mocaLearningObjectives":[]}'::jsonb,
      at, at, at + interval '2 hours'
    from ${S}`);

  const [{ maxN }] = (await rows<{ maxN: number }>(`select max(n)::int as "maxN" from ${L}`)) as [
    { maxN: number },
  ];
  for (let from = 0; from <= maxN; from += LEARNER_BATCH) {
    await exec(`
      insert into qa_session_items (session_id, position, question_id, question_version,
        selected_key, is_correct, counted_in_shares, seen_at, answered_at)
      select s.id, p, q.id, q.version,
        case when r.right then q.correct_key when q.correct_key = 'A' then 'B' else 'A' end,
        r.right, true, s.at + p * interval '1 minute', s.at + p * interval '1 minute'
      from ${S} s
      join ${L} l on l.n = s.n
      cross join generate_series(1, s.size) p
      cross join lateral (select s.k * ${SESSION_SIZE} + p - 1 as i) a
      join ${Q} q on q.ord = ((l.start + a.i::bigint * ${stride}) % ${size})::int
      cross join lateral (select ${pick('l.n * 100003 + a.i', 100)} < l.skill as right) r
      where s.n >= ${from} and s.n < ${from + LEARNER_BATCH}`);
    log(`answers: learners ${from}–${Math.min(maxN, from + LEARNER_BATCH - 1)}`);
  }

  // What the answers' statements keep, derived from this history's answers alone.
  const mine = `qa_session_items i join ${S} s on s.id = i.session_id`;
  await exec(`
    update qa_sessions s set answered_count = x.n, correct_count = x.c,
      seconds_elapsed = x.n * (45 + ${pick('s.id', 120)})
    from (select i.session_id, count(*)::int n, count(*) filter (where i.is_correct)::int c
          from ${mine} group by i.session_id) x
    where s.id = x.session_id`);
  await exec(`
    insert into qa_learner_questions (account_id, question_id, seen, answered, last_correct,
      answer_count, first_key, first_correct, first_answered_at, updated_at)
    select s.account_id, i.question_id, true, true, i.is_correct, 1, i.selected_key, i.is_correct,
      i.answered_at, i.answered_at
    from ${mine}`);
  await exec(`
    insert into qa_choice_counts (question_id, choice_key, count)
    select i.question_id, i.selected_key, count(*)::int from ${mine}
    group by i.question_id, i.selected_key
    on conflict (question_id, choice_key) do update
      set count = qa_choice_counts.count + excluded.count`);
  await exec(`
    insert into qa_question_stats (question_id, answered, correct)
    select i.question_id, count(*)::int, count(*) filter (where i.is_correct)::int
    from ${mine} group by i.question_id
    on conflict (question_id) do update set
      answered = qa_question_stats.answered + excluded.answered,
      correct = qa_question_stats.correct + excluded.correct`);
  await exec(`
    insert into qa_learner_bank_stats (account_id, bank_id, answered, correct)
    select s.account_id, ${bankId}, count(*)::int, count(*) filter (where i.is_correct)::int
    from ${mine} group by s.account_id
    on conflict (account_id, bank_id) do update set
      answered = qa_learner_bank_stats.answered + excluded.answered,
      correct = qa_learner_bank_stats.correct + excluded.correct`);
  await exec(`
    insert into qa_learner_topic_stats (account_id, topic_id, answered, correct)
    select s.account_id, g.topic_id, count(*)::int, count(*) filter (where i.is_correct)::int
    from ${mine} join qa_questions q on q.id = i.question_id, unnest(q.topic_groups) g(topic_id)
    group by s.account_id, g.topic_id
    on conflict (account_id, topic_id) do update set
      answered = qa_learner_topic_stats.answered + excluded.answered,
      correct = qa_learner_topic_stats.correct + excluded.correct`);
  await exec(`drop table ${S}, ${L}, ${Q}`);
  return total;
}
