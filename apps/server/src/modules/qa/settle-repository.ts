import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  qaBankProducts,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaQuestionStats,
  qaQuestions,
  qaSessionItems,
  qaSessions,
  userProducts,
} from '../../db/schema';

/**
 * Scores test-mode answers whose correctness is now shown (the session ends, or its answers leave
 * it: deleted, pruned, reset), as answerStatement scores a tutor-mode answer: `items` picks them
 * (a condition over the item `i` and its session `s`). Their latest answer becomes the learner's
 * latest (last_correct); the item that holds the learner's first answer to a question
 * (counted_in_shares) becomes the first answer the report scores, and the bank's and the
 * question's statistics gain it. A first answer scored already (a session running when answers
 * were still scored at once) is moved by the difference, so settling twice adds nothing.
 */
export function settleStatement(items: SQL, now: Date) {
  const at = now.toISOString();
  return sql`
    with answered as (
      select s.account_id, i.question_id, i.selected_key, i.is_correct, i.counted_in_shares,
        i.answered_at
      from ${qaSessionItems} i join ${qaSessions} s on s.id = i.session_id
      where (${items}) and i.selected_key is not null
    ),
    firsts as (
      select a.account_id, a.question_id,
        (lq.first_key is null)::int as added,
        a.is_correct::int - coalesce(lq.first_key is not null and lq.first_correct, false)::int
          as right_delta
      from answered a join ${qaLearnerQuestions} lq
        on lq.account_id = a.account_id and lq.question_id = a.question_id
      where a.counted_in_shares
    ),
    -- one row per learner and question (at most one item of theirs holds the first answer)
    changes as (
      select account_id, question_id,
        (array_agg(is_correct order by answered_at desc))[1] as last_correct,
        max(selected_key) filter (where counted_in_shares) as first_key,
        bool_or(is_correct) filter (where counted_in_shares) as first_correct,
        max(answered_at) filter (where counted_in_shares) as first_at
      from answered group by 1, 2
    ),
    history as (
      update ${qaLearnerQuestions} lq set
        last_correct = c.last_correct,
        first_key = coalesce(c.first_key, lq.first_key),
        first_correct = case when c.first_key is null then lq.first_correct
          else c.first_correct end,
        first_answered_at = case when c.first_key is null then lq.first_answered_at
          else coalesce(lq.first_answered_at, c.first_at) end,
        updated_at = ${at}
      from changes c
      where lq.account_id = c.account_id and lq.question_id = c.question_id
    ),
    bank_stats as (
      insert into ${qaLearnerBankStats} (account_id, bank_id, answered, correct)
      select f.account_id, q.bank_id, sum(f.added)::int, sum(f.right_delta)::int
      from firsts f join ${qaQuestions} q on q.id = f.question_id
      group by 1, 2 order by 1, 2
      on conflict (account_id, bank_id) do update set
        answered = ${qaLearnerBankStats}.answered + excluded.answered,
        correct = ${qaLearnerBankStats}.correct + excluded.correct
    ),
    topic_stats as (
      insert into ${qaLearnerTopicStats} (account_id, topic_id, answered, correct)
      select f.account_id, g.topic_id, sum(f.added)::int, sum(f.right_delta)::int
      from firsts f join ${qaQuestions} q on q.id = f.question_id, unnest(q.topic_groups) g(topic_id)
      group by 1, 2 order by 1, 2
      on conflict (account_id, topic_id) do update set
        answered = ${qaLearnerTopicStats}.answered + excluded.answered,
        correct = ${qaLearnerTopicStats}.correct + excluded.correct
    ),
    question_stats as (
      -- in question order: two settles at once lock the shared rows in the same order
      insert into ${qaQuestionStats} (question_id, answered, correct)
      select question_id, sum(added)::int, sum(right_delta)::int from firsts
      group by 1 having sum(added) <> 0 or sum(right_delta) <> 0 order by 1
      on conflict (question_id) do update set
        answered = ${qaQuestionStats}.answered + excluded.answered,
        correct = ${qaQuestionStats}.correct + excluded.correct
    )
    select count(*)::int as settled from answered`;
}

/** Test-mode answers still waiting for their session's end (a condition over `i` and `s`). */
export const unsettled = sql`s.view_mode = 'test' and s.status = 'active'`;

/**
 * Ends a running session in the caller's transaction. The update locks the session row first, so
 * an answer still being written finishes before (and one sent after finds the session ended):
 * the settle, a later statement, reads every answer given.
 */
export async function endSessionIn(tx: Database, sessionId: number, now: Date) {
  const [ended] = await tx
    .update(qaSessions)
    .set({ status: 'ended', endedAt: now, isActive: false, updatedAt: now })
    .where(and(eq(qaSessions.id, sessionId), eq(qaSessions.status, 'active')))
    .returning({ viewMode: qaSessions.viewMode });
  if (ended?.viewMode === 'test') await tx.execute(settleStatement(sql`s.id = ${sessionId}`, now));
}

/**
 * Scores the learner's running test-mode sessions on a bank's products before their history is
 * erased (qa-reports' reset): the erase then takes their first answers out of the choice counts
 * and the statistics like any other.
 */
export function settleBankSessions(accountId: number, bankId: number, now: Date) {
  return settleStatement(
    sql`${unsettled} and s.account_id = ${accountId} and s.user_product_id in (
      select up.id from ${userProducts} up
      join ${qaBankProducts} bp on bp.product_id = up.product_id
      where up.account_id = ${accountId} and bp.bank_id = ${bankId})`,
    now,
  );
}
