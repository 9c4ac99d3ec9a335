import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  products,
  type QaChoiceKey,
  type QaStoredFilters,
  qaBankProducts,
  qaBanks,
  qaChoiceCounts,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaMocObjectives,
  qaQuestionFlags,
  qaQuestionMocObjectives,
  qaQuestionStats,
  qaQuestions,
  qaQuestionTopics,
  qaSessionItems,
  qaSessions,
  qaTopics,
  userProducts,
} from '../../db/schema';

export type SessionRow = typeof qaSessions.$inferSelect;
export type ItemRow = typeof qaSessionItems.$inferSelect;
export type QuestionRow = typeof qaQuestions.$inferSelect;
export type NewSession = typeof qaSessions.$inferInsert;

/** A user product as the Q&A calls see it: whose, when usable, and which bank serves it. */
export interface ProductAccess {
  userProductId: number;
  accountId: number;
  startsAt: Date;
  endsAt: Date;
  specialty: 'IM' | 'PEDS' | 'MS';
  bankId: number | null;
}

/** Which of a bank's published questions a session may draw (decision 0802). */
export interface Pool {
  bankId: number;
  accountId: number;
  /** leaf topic ids; null = every topic */
  leafTopicIds: number[] | null;
  curatedOnly: boolean;
  /** null = no objective filter */
  objectiveIds: number[] | null;
  /** the union of the chosen status filters; all false = no status filter */
  skipped: boolean;
  notViewed: boolean;
  bookmarked: boolean;
  incorrect: boolean;
}

const lq = qaLearnerQuestions;

/** What marking a question may change; highlights arrive normalised (mergeHighlights). */
export interface MarkChanges {
  bookmarked?: boolean;
  struckKeys?: QaChoiceKey[];
  highlights?: HighlightRange[];
  note?: string;
}
/** Postgres int[] literal for one array parameter. */
const intArray = (values: number[]) => `{${values.join(',')}}`;

/** True when the session (an outer column) holds a question staff have retired (decision 0902). */
const holdsRetired = (sessionId: SQL | typeof qaSessions.id) => sql<boolean>`exists(
  select 1 from ${qaSessionItems} ri join ${qaQuestions} rq on rq.id = ri.question_id
  where ri.session_id = ${sessionId} and rq.status = 'retired')`;

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
  key: QaChoiceKey,
  isCorrect: boolean,
  scored: boolean,
  now: Date,
) {
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
        selected_key = ${key}, is_correct = ${isCorrect},
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

/**
 * Scores test-mode answers whose correctness is now shown (the session ends, or its answers leave
 * it: deleted, pruned, reset), as answerStatement scores a tutor-mode answer: `items` picks them
 * (a condition over the item `i` and its session `s`). Their latest answer becomes the learner's
 * latest (last_correct); the item that holds the learner's first answer to a question
 * (counted_in_shares) becomes the first answer the report scores, and the bank's and the
 * question's statistics gain it. A first answer scored already (a session running when answers
 * were still scored at once) is moved by the difference, so settling twice adds nothing.
 */
function settleStatement(items: SQL, now: Date) {
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
const unsettled = sql`s.view_mode = 'test' and s.status = 'active'`;

/**
 * Ends a running session in the caller's transaction. The update locks the session row first, so
 * an answer still being written finishes before (and one sent after finds the session ended):
 * the settle, a later statement, reads every answer given.
 */
async function endIn(tx: Database, sessionId: number, now: Date) {
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

export function qaRepository(db: Database) {
  /** The pool's conditions, over qa_questions left-joined to the learner's history. */
  function poolWhere(pool: Pool): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      eq(qaQuestions.bankId, pool.bankId),
      eq(qaQuestions.status, 'published'),
    ];
    if (pool.curatedOnly) conditions.push(eq(qaQuestions.curatedReview, true));
    if (pool.leafTopicIds) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(qaQuestionTopics)
            .where(
              and(
                eq(qaQuestionTopics.questionId, qaQuestions.id),
                inArray(qaQuestionTopics.topicId, pool.leafTopicIds),
              ),
            ),
        ),
      );
    }
    if (pool.objectiveIds) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(qaQuestionMocObjectives)
            .where(
              and(
                eq(qaQuestionMocObjectives.questionId, qaQuestions.id),
                inArray(qaQuestionMocObjectives.objectiveId, pool.objectiveIds),
              ),
            ),
        ),
      );
    }
    const status = [
      pool.skipped ? and(eq(lq.seen, true), eq(lq.answered, false)) : undefined,
      pool.notViewed ? or(isNull(lq.questionId), eq(lq.seen, false)) : undefined,
      pool.bookmarked ? eq(lq.bookmarked, true) : undefined,
      pool.incorrect ? eq(lq.lastCorrect, false) : undefined,
    ].filter((c) => c !== undefined);
    if (status.length > 0) conditions.push(or(...status));
    return and(...conditions);
  }
  const usesHistory = (pool: Pool) =>
    pool.skipped || pool.notViewed || pool.bookmarked || pool.incorrect;
  const historyJoin = (pool: Pool) =>
    and(eq(lq.accountId, pool.accountId), eq(lq.questionId, qaQuestions.id));

  return {
    async productAccess(
      accountId: number,
      userProductId: number,
    ): Promise<ProductAccess | undefined> {
      const [row] = await db
        .select({
          userProductId: userProducts.id,
          accountId: userProducts.accountId,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
          specialty: products.specialty,
          bankId: qaBankProducts.bankId,
        })
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .leftJoin(qaBankProducts, eq(qaBankProducts.productId, products.id))
        .where(and(eq(userProducts.id, userProductId), eq(userProducts.accountId, accountId)));
      return row;
    },

    async bankSpecialty(bankId: number) {
      const [row] = await db
        .select({ specialty: qaBanks.specialty })
        .from(qaBanks)
        .where(eq(qaBanks.id, bankId));
      return row?.specialty;
    },

    async topics(bankId: number) {
      return db
        .select({ id: qaTopics.id, name: qaTopics.name, parentId: qaTopics.parentId })
        .from(qaTopics)
        .where(eq(qaTopics.bankId, bankId))
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id));
    },

    async objectives(bankId: number) {
      return db
        .select({ id: qaMocObjectives.id, text: qaMocObjectives.text })
        .from(qaMocObjectives)
        .where(eq(qaMocObjectives.bankId, bankId))
        .orderBy(asc(qaMocObjectives.sortOrder), asc(qaMocObjectives.id));
    },

    /** Published questions per leaf topic, and per group counting each question once. */
    async topicCounts(bankId: number): Promise<Map<number, number>> {
      const published = and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published'));
      const leaves = await db
        .select({ topicId: qaQuestionTopics.topicId, n: sql<number>`count(*)::int` })
        .from(qaQuestionTopics)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaQuestionTopics.questionId))
        .where(published)
        .groupBy(qaQuestionTopics.topicId);
      const groups = await db
        .select({
          topicId: qaTopics.parentId,
          n: sql<number>`count(distinct ${qaQuestionTopics.questionId})::int`,
        })
        .from(qaQuestionTopics)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaQuestionTopics.questionId))
        .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
        .where(and(published, isNotNull(qaTopics.parentId)))
        .groupBy(qaTopics.parentId);
      const counts = new Map<number, number>();
      for (const row of [...leaves, ...groups])
        if (row.topicId !== null) counts.set(row.topicId, row.n);
      return counts;
    },

    async objectiveCounts(bankId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ objectiveId: qaQuestionMocObjectives.objectiveId, n: sql<number>`count(*)::int` })
        .from(qaQuestionMocObjectives)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaQuestionMocObjectives.questionId))
        .where(and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published')))
        .groupBy(qaQuestionMocObjectives.objectiveId);
      return new Map(rows.map((r) => [r.objectiveId, r.n]));
    },

    async countPool(pool: Pool): Promise<number> {
      const base = db.select({ n: sql<number>`count(*)::int` }).from(qaQuestions);
      const query = usesHistory(pool) ? base.leftJoin(lq, historyJoin(pool)) : base;
      const [row] = await query.where(poolWhere(pool));
      return row?.n ?? 0;
    },

    /** A uniform random sample of the pool, in random order. */
    async samplePool(pool: Pool, limit: number): Promise<{ id: number; version: number }[]> {
      const base = db
        .select({ id: qaQuestions.id, version: qaQuestions.version })
        .from(qaQuestions);
      const query = usesHistory(pool) ? base.leftJoin(lq, historyJoin(pool)) : base;
      return query.where(poolWhere(pool)).orderBy(sql`random()`).limit(limit);
    },

    /** Published versions of these questions, for a duplicate (retired ones drop out). */
    async publishedVersions(questionIds: number[]): Promise<Map<number, number>> {
      if (questionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: qaQuestions.id, version: qaQuestions.version })
        .from(qaQuestions)
        .where(and(inArray(qaQuestions.id, questionIds), eq(qaQuestions.status, 'published')));
      return new Map(rows.map((r) => [r.id, r.version]));
    },

    /** Creates a session with its items; `activate` makes it the account's one active session. */
    async createSession(
      values: NewSession,
      questions: { id: number; version: number }[],
      activate: boolean,
    ): Promise<{ session: SessionRow; items: ItemRow[] }> {
      return db.transaction(async (tx) => {
        if (activate) {
          await tx
            .update(qaSessions)
            .set({ isActive: false })
            .where(and(eq(qaSessions.accountId, values.accountId), eq(qaSessions.isActive, true)));
        }
        const [session] = await tx
          .insert(qaSessions)
          .values({ ...values, isActive: activate })
          .returning();
        // One statement with three array parameters: building a 100-row VALUES list costs the
        // query builder more than the database spends on the insert.
        const sessionId = session!.id;
        const list = intArray;
        await tx.execute(sql`
          insert into ${qaSessionItems} (session_id, position, question_id, question_version)
          select ${sessionId}, q.position, q.question_id, q.question_version
          from unnest(
            ${list(questions.map((_, i) => i + 1))}::int[],
            ${list(questions.map((q) => q.id))}::int[],
            ${list(questions.map((q) => q.version))}::int[]
          ) as q(position, question_id, question_version)`);
        const items: ItemRow[] = questions.map((q, i) => ({
          sessionId,
          position: i + 1,
          questionId: q.id,
          questionVersion: q.version,
          selectedKey: null,
          isCorrect: null,
          countedInShares: false,
          bookmarked: false,
          struckKeys: [],
          highlights: [],
          note: '',
          seenAt: null,
          answeredAt: null,
        }));
        return { session: session!, items };
      });
    },

    /** The caller's session with its product's validity window; undefined for anyone else's. */
    async ownedSession(accountId: number, sessionId: number) {
      const [row] = await db
        .select({
          session: qaSessions,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
          holdsRetired: holdsRetired(qaSessions.id),
        })
        .from(qaSessions)
        .innerJoin(userProducts, eq(userProducts.id, qaSessions.userProductId))
        .where(and(eq(qaSessions.id, sessionId), eq(qaSessions.accountId, accountId)));
      return row;
    },

    async session(sessionId: number) {
      const [row] = await db.select().from(qaSessions).where(eq(qaSessions.id, sessionId));
      return row!;
    },

    async items(sessionId: number) {
      return db
        .select()
        .from(qaSessionItems)
        .where(eq(qaSessionItems.sessionId, sessionId))
        .orderBy(asc(qaSessionItems.position));
    },

    /** The learner's sessions of a product that hold a retired question. */
    async sessionsHoldingRetired(accountId: number, userProductId: number): Promise<number[]> {
      const rows = await db
        .select({ id: qaSessions.id })
        .from(qaSessions)
        .where(
          and(
            eq(qaSessions.accountId, accountId),
            eq(qaSessions.userProductId, userProductId),
            holdsRetired(qaSessions.id),
          ),
        );
      return rows.map((r) => r.id);
    },

    /**
     * Takes retired questions out of these sessions (decision 0902): the other items keep their
     * answers and marks and close up in order (1..n), the question on screen stays on screen (or
     * the next one when it was removed), counters follow; a session left empty is deleted.
     * Idempotent, and the sessions are locked first, so two requests pruning at once agree.
     */
    async pruneRetired(sessionIds: number[], now: Date) {
      if (sessionIds.length === 0) return;
      const ids = intArray(sessionIds);
      const at = now.toISOString();
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from ${qaSessions} where id = any(${ids}::int[]) order by id for update`,
        );
        // A running test-mode session's answers to them leave it: they count, as at its end.
        await tx.execute(
          settleStatement(
            sql`${unsettled} and s.id = any(${ids}::int[]) and i.question_id in (
              select id from ${qaQuestions} where status = 'retired')`,
            now,
          ),
        );
        await tx.execute(sql`
          with gone as (
            delete from ${qaSessionItems} i using ${qaQuestions} q
            where q.id = i.question_id and q.status = 'retired' and i.session_id = any(${ids}::int[])
            returning i.session_id
          ), removed as (
            select session_id, count(*)::int as n from gone group by session_id
          )
          update ${qaSessions} s set requested_count = greatest(s.requested_count - removed.n, 0)
          from removed where s.id = removed.session_id`);
        // The question on screen keeps its place among what is left (deleted rows are gone now).
        await tx.execute(sql`
          update ${qaSessions} s set
            current_position = greatest(1, least(
              (select count(*) from ${qaSessionItems} i
                where i.session_id = s.id and i.position < s.current_position) + 1,
              (select count(*) from ${qaSessionItems} i where i.session_id = s.id))),
            question_count = (select count(*) from ${qaSessionItems} i where i.session_id = s.id),
            answered_count = (select count(*) from ${qaSessionItems} i
              where i.session_id = s.id and i.selected_key is not null),
            correct_count = (select count(*) from ${qaSessionItems} i
              where i.session_id = s.id and i.is_correct),
            updated_at = ${at}
          where s.id = any(${ids}::int[])`);
        // Renumber in two steps: (session, position) is unique at every row, not at the end.
        await tx.execute(sql`
          update ${qaSessionItems} set position = -position
          where session_id = any(${ids}::int[])`);
        await tx.execute(sql`
          update ${qaSessionItems} i set position = r.n
          from (
            select session_id, position,
              row_number() over (partition by session_id order by position desc) as n
            from ${qaSessionItems} where session_id = any(${ids}::int[])
          ) r
          where i.session_id = r.session_id and i.position = r.position`);
        await tx.execute(sql`
          delete from ${qaSessions} where id = any(${ids}::int[]) and question_count = 0`);
      });
    },

    /** Retires a question; undefined when there is no such question. */
    async retireQuestion(where: { id: number } | { code: string }, now: Date) {
      const match = 'id' in where ? eq(qaQuestions.id, where.id) : eq(qaQuestions.code, where.code);
      const [row] = await db
        .select({ id: qaQuestions.id, code: qaQuestions.code, status: qaQuestions.status })
        .from(qaQuestions)
        .where(match);
      if (!row) return undefined;
      if (row.status !== 'retired') {
        await db
          .update(qaQuestions)
          .set({ status: 'retired', updatedAt: now })
          .where(eq(qaQuestions.id, row.id));
      }
      return { questionId: row.id, code: row.code, changed: row.status !== 'retired' };
    },

    async flag(accountId: number, questionId: number) {
      const [row] = await db
        .select()
        .from(qaQuestionFlags)
        .where(
          and(eq(qaQuestionFlags.accountId, accountId), eq(qaQuestionFlags.questionId, questionId)),
        );
      return row;
    },

    /** One flag per learner and question: flagging again replaces the comment. */
    async saveFlag(accountId: number, questionId: number, comment: string, now: Date) {
      const [row] = await db
        .insert(qaQuestionFlags)
        .values({ accountId, questionId, comment, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [qaQuestionFlags.accountId, qaQuestionFlags.questionId],
          set: { comment, updatedAt: now },
        })
        .returning();
      return row!;
    },

    async listFlags(limit: number) {
      return db
        .select({
          flag: qaQuestionFlags,
          questionCode: qaQuestions.code,
          questionStatus: qaQuestions.status,
          accountEmail: accounts.email,
        })
        .from(qaQuestionFlags)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaQuestionFlags.questionId))
        .innerJoin(accounts, eq(accounts.id, qaQuestionFlags.accountId))
        .orderBy(desc(qaQuestionFlags.updatedAt), desc(qaQuestionFlags.questionId))
        .limit(limit);
    },

    async listSessions(accountId: number, userProductId: number) {
      return db
        .select()
        .from(qaSessions)
        .where(
          and(eq(qaSessions.accountId, accountId), eq(qaSessions.userProductId, userProductId)),
        )
        .orderBy(desc(qaSessions.createdAt), desc(qaSessions.id));
    },

    async updateSession(sessionId: number, values: Partial<NewSession>) {
      await db.update(qaSessions).set(values).where(eq(qaSessions.id, sessionId));
    },

    /** Elapsed time never goes back: a late write from a stale tab keeps the larger value. */
    async recordElapsed(sessionId: number, seconds: number, now: Date) {
      const [row] = await db
        .update(qaSessions)
        .set({
          secondsElapsed: sql`greatest(${qaSessions.secondsElapsed}, ${seconds})`,
          updatedAt: now,
        })
        .where(eq(qaSessions.id, sessionId))
        .returning({ secondsElapsed: qaSessions.secondsElapsed });
      return row!.secondsElapsed;
    },

    async activate(accountId: number, sessionId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(qaSessions)
          .set({ isActive: false })
          .where(
            and(
              eq(qaSessions.accountId, accountId),
              eq(qaSessions.isActive, true),
              ne(qaSessions.id, sessionId),
            ),
          );
        await tx.update(qaSessions).set({ isActive: true }).where(eq(qaSessions.id, sessionId));
      });
    },

    /** Ends a running session; a test-mode session's answers are scored now (settleStatement). */
    async endSession(sessionId: number, now: Date) {
      await db.transaction((tx) => endIn(tx, sessionId, now));
    },

    /** A running test-mode session's answers stay in the history, scored, as if it had ended. */
    async deleteSession(sessionId: number, now: Date) {
      await db.transaction(async (tx) => {
        await endIn(tx, sessionId, now);
        await tx.delete(qaSessions).where(eq(qaSessions.id, sessionId));
      });
    },

    async activeSession(accountId: number) {
      const [row] = await db
        .select({
          qaSessionId: qaSessions.id,
          userProductId: qaSessions.userProductId,
          startsAt: userProducts.startsAt,
          endsAt: userProducts.endsAt,
          holdsRetired: holdsRetired(qaSessions.id),
        })
        .from(qaSessions)
        .innerJoin(userProducts, eq(userProducts.id, qaSessions.userProductId))
        .where(and(eq(qaSessions.accountId, accountId), eq(qaSessions.isActive, true)));
      return row;
    },

    /** One item of a session with its question and the question's topics, in one query. */
    async item(sessionId: number, position: number) {
      const [row] = await db
        .select({
          item: qaSessionItems,
          question: qaQuestions,
          topics: sql<{ id: number; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort_order)
            from ${qaQuestionTopics} qt join ${qaTopics} t on t.id = qt.topic_id
            where qt.question_id = ${qaQuestions.id}), '[]'::json)`,
        })
        .from(qaSessionItems)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaSessionItems.questionId))
        .where(and(eq(qaSessionItems.sessionId, sessionId), eq(qaSessionItems.position, position)));
      return row;
    },

    async choiceCounts(questionId: number) {
      return db
        .select({ key: qaChoiceCounts.choiceKey, count: qaChoiceCounts.count })
        .from(qaChoiceCounts)
        .where(eq(qaChoiceCounts.questionId, questionId));
    },

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
      correctKey: QaChoiceKey;
      changeable: boolean;
      scored: boolean;
      now: Date;
    }): Promise<{
      outcome: 'saved' | 'unchanged' | 'locked' | 'contended' | 'ended';
      item: ItemRow;
    }> {
      const { accountId, key, now } = input;
      const isCorrect = key === input.correctKey;
      let item = input.item;
      for (let tries = 1; ; tries += 1) {
        if (item.selectedKey === key) return { outcome: 'unchanged', item };
        if (item.selectedKey !== null && !input.changeable) return { outcome: 'locked', item };
        const saved = await db.execute(
          answerStatement(accountId, item, key, isCorrect, input.scored, now),
        );
        const rows = (saved as unknown as { rows: { counted: boolean }[] }).rows;
        if (rows[0]) {
          return {
            outcome: 'saved',
            item: {
              ...item,
              selectedKey: key,
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

    async mark(
      accountId: number,
      sessionId: number,
      position: number,
      changes: MarkChanges,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        const [item] = await tx
          .update(qaSessionItems)
          .set(changes)
          .where(
            and(eq(qaSessionItems.sessionId, sessionId), eq(qaSessionItems.position, position)),
          )
          .returning({ questionId: qaSessionItems.questionId });
        if (changes.bookmarked === undefined || !item) return;
        await tx
          .insert(lq)
          .values({
            accountId,
            questionId: item.questionId,
            bookmarked: changes.bookmarked,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [lq.accountId, lq.questionId],
            set: { bookmarked: changes.bookmarked, updatedAt: now },
          });
      });
    },

    /**
     * A Q&A product's progress: the bank's published questions and the learner's history. Answered
     * counts the questions whose latest answer is scored (last_correct is set): an answer of a
     * running test-mode session counts here when the session ends, so the share right stays true.
     */
    async progress(accountId: number, bankId: number, userProductId: number) {
      const [totals] = await db
        .select({
          total: sql<number>`count(*)::int`,
          answered: sql<number>`count(*) filter (where ${lq.lastCorrect} is not null)::int`,
          correct: sql<number>`count(*) filter (where ${lq.lastCorrect})::int`,
        })
        .from(qaQuestions)
        .leftJoin(lq, and(eq(lq.accountId, accountId), eq(lq.questionId, qaQuestions.id)))
        .where(and(eq(qaQuestions.bankId, bankId), eq(qaQuestions.status, 'published')));
      const [sessions] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(qaSessions)
        .where(
          and(eq(qaSessions.accountId, accountId), eq(qaSessions.userProductId, userProductId)),
        );
      return {
        total: totals?.total ?? 0,
        answered: totals?.answered ?? 0,
        correct: totals?.correct ?? 0,
        sessions: sessions?.n ?? 0,
      };
    },
  };
}

export type QaRepository = ReturnType<typeof qaRepository>;
export type { QaStoredFilters };
