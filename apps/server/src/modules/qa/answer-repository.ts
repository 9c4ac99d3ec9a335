import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type AnswerConfidence,
  type QaChoiceKey,
  qaChoiceCounts,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaQuestionStats,
  qaQuestions,
  qaQuestionTopics,
  qaQuestionVersions,
  qaSessionItems,
  qaSessions,
  qaTopics,
} from '../../db/schema';
import { notebookColumns, notebookJoin, notebookRepository } from '../notebook/repository';
import type { ItemRow } from './session-repository';

/** A session's questions as the player works on them: shown, answered, marked. */

export type QuestionRow = typeof qaQuestions.$inferSelect;

const lq = qaLearnerQuestions;

/** What marking a question may change; highlights arrive normalised (mergeHighlights). */
export interface MarkChanges {
  bookmarked?: boolean;
  struckKeys?: QaChoiceKey[];
  highlights?: HighlightRange[];
  note?: string;
}

/**
 * The answer's one statement (decision 0802, 0903): the learner's history, the item, the choice
 * counts, the bank's and the question's statistics and the session's tallies. `guard` locks the
 * item and its session only if the session still runs and the item is still as `item` says; every
 * part reads from it, so a changed item or an ended session writes nothing and returns no row.
 * answer_count counts the items a learner answered: 1 after the upsert means this is the
 * learner's first answer to the question, which is what the choice shares count. A changed answer
 * (test mode) moves the count it made, if it made one.
 * `scored`: the answer's correctness is shown at once (tutor mode), so it is also scored at once:
 * the latest answer (last_correct), the first answer the report scores (first_key …) and the
 * statistics. A test-mode answer is not (decision 0802, test mode): nothing a learner reads may
 * depend on a correctness still hidden, so it is scored by settleStatement when the session ends.
 */
function answerStatement(
  accountId: number,
  item: ItemRow,
  answer: { key: QaChoiceKey; confidence: AnswerConfidence | null },
  isCorrect: boolean,
  scored: boolean,
  now: Date,
) {
  const { key } = answer;
  const wasAnswered = item.selectedKey !== null;
  const oldKey = item.selectedKey ?? key;
  const at = now.toISOString();
  // What a counted first answer adds to the learner's and the question's tallies; a changed one
  // moves its right answer, not its count.
  const answeredDelta = wasAnswered ? 0 : 1;
  const correctDelta = (isCorrect ? 1 : 0) - (wasAnswered && item.isCorrect ? 1 : 0);
  const movesFirst = sql`(${!wasAnswered} and ${qaLearnerQuestions}.answer_count = 0) or ${
    wasAnswered && item.countedInShares
  }`;
  const history = scored
    ? sql`
      insert into ${qaLearnerQuestions}
        (account_id, question_id, seen, answered, last_correct, answer_count, first_key,
         first_correct, first_answered_at, updated_at)
      select ${accountId}::int, ${item.questionId}::int, true, true, ${isCorrect}::boolean, 1,
        ${key}::text, ${isCorrect}::boolean, ${at}::timestamptz, ${at}::timestamptz
      from guard
      on conflict (account_id, question_id) do update set
        seen = true, answered = true, last_correct = excluded.last_correct,
        answer_count = ${qaLearnerQuestions}.answer_count + ${answeredDelta},
        first_key = case when ${movesFirst} then excluded.first_key
          else ${qaLearnerQuestions}.first_key end,
        first_correct = case when ${movesFirst} then excluded.first_correct
          else ${qaLearnerQuestions}.first_correct end,
        first_answered_at = case when ${movesFirst}
          then coalesce(${qaLearnerQuestions}.first_answered_at, excluded.first_answered_at)
          else ${qaLearnerQuestions}.first_answered_at end,
        updated_at = excluded.updated_at
      returning answer_count`
    : sql`
      insert into ${qaLearnerQuestions}
        (account_id, question_id, seen, answered, answer_count, updated_at)
      select ${accountId}::int, ${item.questionId}::int, true, true, 1, ${at}::timestamptz
      from guard
      on conflict (account_id, question_id) do update set
        seen = true, answered = true,
        answer_count = ${qaLearnerQuestions}.answer_count + ${answeredDelta},
        updated_at = excluded.updated_at
      returning answer_count`;
  const statistics = scored
    ? sql`,
    bank_stats as (
      insert into ${qaLearnerBankStats} (account_id, bank_id, answered, correct)
      select ${accountId}::int, q.bank_id, ${answeredDelta}::int, ${correctDelta}::int
      from decision, ${qaQuestions} q where counted and q.id = ${item.questionId}
      on conflict (account_id, bank_id) do update set
        answered = ${qaLearnerBankStats}.answered + excluded.answered,
        correct = ${qaLearnerBankStats}.correct + excluded.correct
    ),
    topic_stats as (
      insert into ${qaLearnerTopicStats} (account_id, topic_id, answered, correct)
      select ${accountId}::int, g.topic_id, ${answeredDelta}::int, ${correctDelta}::int
      from decision, ${qaQuestions} q, unnest(q.topic_groups) g(topic_id)
      where counted and q.id = ${item.questionId}
      on conflict (account_id, topic_id) do update set
        answered = ${qaLearnerTopicStats}.answered + excluded.answered,
        correct = ${qaLearnerTopicStats}.correct + excluded.correct
    ),
    question_stats as (
      insert into ${qaQuestionStats} (question_id, answered, correct)
      select ${item.questionId}::int, ${answeredDelta}::int, ${correctDelta}::int
      from decision where counted
      on conflict (question_id) do update set
        answered = ${qaQuestionStats}.answered + excluded.answered,
        correct = ${qaQuestionStats}.correct + excluded.correct
    )`
    : sql``;
  return sql`
    with guard as (
      select 1 from ${qaSessionItems} i join ${qaSessions} s on s.id = i.session_id
      where i.session_id = ${item.sessionId} and i.position = ${item.position}
        and s.status = 'active'
        and i.selected_key is not distinct from ${item.selectedKey}::text
        and i.is_correct is not distinct from ${item.isCorrect}::boolean
        and i.counted_in_shares = ${item.countedInShares}
      for update
    ),
    history as (${history}),
    decision as (
      select (${!wasAnswered} and answer_count = 1) or ${item.countedInShares} as counted
      from history
    ),
    saved_item as (
      update ${qaSessionItems} set
        selected_key = ${key}, is_correct = ${isCorrect}, confidence = ${answer.confidence}::text,
        counted_in_shares = (select counted from decision),
        seen_at = coalesce(seen_at, ${at}), answered_at = ${at}
      where session_id = ${item.sessionId} and position = ${item.position}
        and exists (select 1 from guard)
    ),
    moved_from as (
      update ${qaChoiceCounts} set count = greatest(count - 1, 0)
      where ${wasAnswered && item.countedInShares} and exists (select 1 from guard)
        and question_id = ${item.questionId} and choice_key = ${oldKey}
    ),
    counted_to as (
      insert into ${qaChoiceCounts} (question_id, choice_key, count)
      select ${item.questionId}::int, ${key}::text, 1 from decision where counted
      on conflict (question_id, choice_key) do update
        set count = ${qaChoiceCounts}.count + 1
    )${statistics}
    update ${qaSessions} set
      answered_count = answered_count + ${answeredDelta},
      correct_count = correct_count + ${(isCorrect ? 1 : 0) - (item.isCorrect ? 1 : 0)},
      updated_at = ${at}
    where id = ${item.sessionId} and exists (select 1 from guard)
    returning (select counted from decision) as counted`;
}

/** A question's content as one of its kept versions holds it, with its topics' names. */
async function keptVersion(db: Database, questionId: number, version: number) {
  const v = qaQuestionVersions;
  const [row] = await db
    .select({
      content: {
        version: v.version,
        stemHtml: v.stemHtml,
        leadIn: v.leadIn,
        choices: v.choices,
        correctKey: v.correctKey,
        explanationSummary: v.explanationSummary,
        educationalObjective: v.educationalObjective,
        references: v.references,
      },
      topics: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort_order)
        from ${qaTopics} t where t.id = any(${v.topicIds})), '[]'::json)`,
    })
    .from(v)
    .where(and(eq(v.questionId, questionId), eq(v.version, version)));
  return row;
}

/**
 * A question (its row and topics) as version `version` holds it: the current row when it is that
 * version, as for nearly every read; else the kept version (one primary-key lookup) drawn and
 * scored in its place: stem, choices, key, explanation, topics. A session's item and a
 * self-assessment attempt's question (qa-sa) keep the version they were given (decision 1305).
 */
export async function asVersion<
  R extends { question: QuestionRow; topics: { id: number; name: string }[] },
>(db: Database, row: R, version: number): Promise<R> {
  if (version === row.question.version) return row;
  const kept = await keptVersion(db, row.question.id, version);
  return kept
    ? { ...row, question: { ...row.question, ...kept.content }, topics: kept.topics }
    : row;
}

export function answerRepository(db: Database) {
  const notebook = notebookRepository(db);

  /**
   * Items of a session with their questions, the questions' topics and the learner's notebook
   * marks (`accountId`: the session's owner), in one query; `position` narrows it to one.
   */
  async function itemRows(accountId: number, sessionId: number, position?: number) {
    const rows = await db
      .select({
        item: { ...getTableColumns(qaSessionItems), ...notebookColumns },
        question: qaQuestions,
        topics: sql<{ id: number; name: string }[]>`coalesce((
          select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort_order)
          from ${qaQuestionTopics} qt join ${qaTopics} t on t.id = qt.topic_id
          where qt.question_id = ${qaQuestions.id}), '[]'::json)`,
      })
      .from(qaSessionItems)
      .innerJoin(qaQuestions, eq(qaQuestions.id, qaSessionItems.questionId))
      .leftJoin(...notebookJoin(accountId, qaSessionItems.questionId))
      .where(
        and(
          eq(qaSessionItems.sessionId, sessionId),
          position === undefined ? undefined : eq(qaSessionItems.position, position),
        ),
      )
      .orderBy(asc(qaSessionItems.position));
    // A session keeps the version it was given (issue 26): the current row serves nearly every
    // item; one published since the session was made is read from the kept versions.
    const versioned = [];
    for (const row of rows) versioned.push(await asVersion(db, row, row.item.questionVersion));
    return versioned;
  }

  /** The choice counts of several questions in one query, by question. */
  async function choiceCountsOf(questionIds: number[]) {
    const byQuestion = new Map<number, { key: QaChoiceKey; count: number }[]>();
    if (questionIds.length === 0) return byQuestion;
    const rows = await db
      .select({
        questionId: qaChoiceCounts.questionId,
        key: qaChoiceCounts.choiceKey,
        count: qaChoiceCounts.count,
      })
      .from(qaChoiceCounts)
      .where(inArray(qaChoiceCounts.questionId, questionIds));
    for (const { questionId, ...count } of rows) {
      byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), count]);
    }
    return byQuestion;
  }

  return {
    /** One item of a session (itemRows). */
    async item(accountId: number, sessionId: number, position: number) {
      const [row] = await itemRows(accountId, sessionId, position);
      return row;
    },

    /** Every item of a session in position order (itemRows): the offline pack (decision 1705). */
    async items(accountId: number, sessionId: number) {
      return itemRows(accountId, sessionId);
    },

    async choiceCounts(questionId: number) {
      return (await choiceCountsOf([questionId])).get(questionId) ?? [];
    },

    choiceCountsOf,

    /** Shows a question: the item and the learner's history both remember it was seen. */
    async markSeen(accountId: number, sessionId: number, position: number, now: Date) {
      await db.transaction(async (tx) => {
        const [item] = await tx
          .update(qaSessionItems)
          .set({ seenAt: sql`coalesce(${qaSessionItems.seenAt}, ${now})` })
          .where(
            and(eq(qaSessionItems.sessionId, sessionId), eq(qaSessionItems.position, position)),
          )
          .returning({ questionId: qaSessionItems.questionId });
        if (!item) return;
        await tx
          .insert(lq)
          .values({ accountId, questionId: item.questionId, seen: true, updatedAt: now })
          .onConflictDoUpdate({
            target: [lq.accountId, lq.questionId],
            set: { seen: true, updatedAt: now },
            setWhere: eq(lq.seen, false),
          });
      });
    },

    /**
     * Records an answer in one statement, with no transaction around it: the item's row is
     * locked inside the statement on the condition that it is still as the service read it
     * (`item`) and its session still runs. If another request changed it in between, nothing is
     * written and the item is read again; the outcome (saved, unchanged, locked, ended) is decided
     * on what is there now. `scored`: see answerStatement.
     */
    async answer(input: {
      accountId: number;
      item: ItemRow;
      key: QaChoiceKey;
      confidence: AnswerConfidence | null;
      correctKey: QaChoiceKey;
      changeable: boolean;
      scored: boolean;
      now: Date;
    }): Promise<{
      outcome: 'saved' | 'unchanged' | 'locked' | 'contended' | 'ended';
      item: ItemRow;
    }> {
      const { accountId, key, confidence, now } = input;
      const isCorrect = key === input.correctKey;
      let item = input.item;
      for (let tries = 1; ; tries += 1) {
        if (item.selectedKey === key && item.confidence === confidence) {
          return { outcome: 'unchanged', item };
        }
        if (item.selectedKey !== null && !input.changeable) return { outcome: 'locked', item };
        const saved = await db.execute(
          answerStatement(accountId, item, { key, confidence }, isCorrect, input.scored, now),
        );
        const rows = (saved as unknown as { rows: { counted: boolean }[] }).rows;
        if (rows[0]) {
          return {
            outcome: 'saved',
            item: {
              ...item,
              selectedKey: key,
              confidence,
              isCorrect,
              countedInShares: rows[0].counted,
              seenAt: item.seenAt ?? now,
              answeredAt: now,
            },
          };
        }
        // each lost race means another answer was saved; after a few, the learner tries again
        if (tries === 5) return { outcome: 'contended', item };
        const [again] = await db
          .select({ item: qaSessionItems, status: qaSessions.status })
          .from(qaSessionItems)
          .innerJoin(qaSessions, eq(qaSessions.id, qaSessionItems.sessionId))
          .where(
            and(
              eq(qaSessionItems.sessionId, item.sessionId),
              eq(qaSessionItems.position, item.position),
            ),
          );
        if (!again) throw new Error('session item vanished');
        // the session ended meanwhile: its answers are final
        if (again.status !== 'active') return { outcome: 'ended', item: again.item };
        item = again.item;
      }
    },

    /**
     * Marks a question: strike-outs and highlights stay with the session's item, the note and
     * the bookmark go to the learner's notebook (decision 0908), whichever session shows it.
     */
    async mark(
      accountId: number,
      sessionId: number,
      position: number,
      changes: MarkChanges,
      now: Date,
    ) {
      const { bookmarked, note, ...sitting } = changes;
      const where = and(
        eq(qaSessionItems.sessionId, sessionId),
        eq(qaSessionItems.position, position),
      );
      const [item] =
        Object.keys(sitting).length > 0
          ? await db
              .update(qaSessionItems)
              .set(sitting)
              .where(where)
              .returning({ questionId: qaSessionItems.questionId })
          : await db
              .select({ questionId: qaSessionItems.questionId })
              .from(qaSessionItems)
              .where(where);
      if (!item || (bookmarked === undefined && note === undefined)) return;
      await notebook.save(
        accountId,
        item.questionId,
        {
          ...(bookmarked !== undefined ? { bookmarked } : {}),
          ...(note !== undefined ? { note } : {}),
        },
        now,
      );
    },
  };
}
