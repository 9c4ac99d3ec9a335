import { and, asc, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qaQuestions, qaSessionItems, qaSessions, userProducts } from '../../db/schema';
import {
  bareMarks,
  type NotebookMarks,
  notebookColumns,
  notebookJoin,
  notebookRepository,
} from '../notebook/repository';
import { endSessionIn, settleStatement, unsettled } from './settle-repository';

/** A learner's Q&A sessions and the questions they hold (decision 0802). */

export type SessionRow = typeof qaSessions.$inferSelect;
export type ItemRow = typeof qaSessionItems.$inferSelect;
/** An item with the learner's notebook marks on its question (decision 0908). */
export type MarkedItem = ItemRow & NotebookMarks;
export type NewSession = typeof qaSessions.$inferInsert;
export type StoredFilters = SessionRow['filters'];

/** Postgres int[] literal for one array parameter. */
const intArray = (values: number[]) => `{${values.join(',')}}`;

/** True when the session (an outer column) holds a question staff have retired (decision 0902). */
const holdsRetired = (sessionId: SQL | typeof qaSessions.id) => sql<boolean>`exists(
  select 1 from ${qaSessionItems} ri join ${qaQuestions} rq on rq.id = ri.question_id
  where ri.session_id = ${sessionId} and rq.status = 'retired')`;

export function sessionRepository(db: Database) {
  return {
    /**
     * Creates a session with its items; `activate` makes it the account's one active session.
     * The items come with the learner's notebook marks: a question comes back with its note.
     */
    async createSession(
      values: NewSession,
      questions: { id: number; version: number }[],
      activate: boolean,
    ): Promise<{ session: SessionRow; items: MarkedItem[] }> {
      const created = await db.transaction(async (tx) => {
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
          struckKeys: [],
          highlights: [],
          seenAt: null,
          answeredAt: null,
          confidence: null,
        }));
        return { session: session!, items };
      });
      const marks = await notebookRepository(db).marksOf(
        values.accountId,
        questions.map((q) => q.id),
      );
      return {
        session: created.session,
        items: created.items.map((item) => ({
          ...item,
          ...(marks.get(item.questionId) ?? bareMarks),
        })),
      };
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

    /** A session's items with the owner's notebook marks on their questions. */
    async items(session: Pick<SessionRow, 'id' | 'accountId'>): Promise<MarkedItem[]> {
      return db
        .select({ ...getTableColumns(qaSessionItems), ...notebookColumns })
        .from(qaSessionItems)
        .leftJoin(...notebookJoin(session.accountId, qaSessionItems.questionId))
        .where(eq(qaSessionItems.sessionId, session.id))
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

    /** The answered items of a session: what each answer was worth and how sure it was. */
    async answeredItems(sessionId: number) {
      return db
        .select({
          position: qaSessionItems.position,
          questionId: qaSessionItems.questionId,
          isCorrect: qaSessionItems.isCorrect,
          confidence: qaSessionItems.confidence,
        })
        .from(qaSessionItems)
        .where(
          and(
            eq(qaSessionItems.sessionId, sessionId),
            sql`${qaSessionItems.isCorrect} is not null`,
          ),
        )
        .orderBy(asc(qaSessionItems.position));
    },

    /** Ends a running session; a test-mode session's answers are scored now (settleStatement). */
    async endSession(sessionId: number, now: Date) {
      await db.transaction((tx) => endSessionIn(tx, sessionId, now));
    },

    /** A running test-mode session's answers stay in the history, scored, as if it had ended. */
    async deleteSession(sessionId: number, now: Date) {
      await db.transaction(async (tx) => {
        await endSessionIn(tx, sessionId, now);
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
  };
}
