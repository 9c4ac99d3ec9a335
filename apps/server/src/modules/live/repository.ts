import { and, asc, count, desc, eq, gt, lte, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  liveQuestions,
  liveQuestionVotes,
  liveSessions,
  products,
} from '../../db/schema';

/** What every read of a session takes. */
const sessionColumns = {
  id: liveSessions.id,
  productCode: liveSessions.productCode,
  title: liveSessions.title,
  presenter: liveSessions.presenter,
  description: liveSessions.description,
  startsAt: liveSessions.startsAt,
  endsAt: liveSessions.endsAt,
  streamUrl: liveSessions.streamUrl,
  recordingKey: liveSessions.recordingKey,
  recordingMimeType: liveSessions.recordingMimeType,
  recordingBytes: liveSessions.recordingBytes,
  recordingHash: liveSessions.recordingHash,
  recordingSeconds: liveSessions.recordingSeconds,
  recordedAt: liveSessions.recordedAt,
};

export type LiveSessionRow = Awaited<
  ReturnType<ReturnType<typeof liveRepository>['sessionsOfProduct']>
>[number];

export type NewLiveSession = Omit<typeof liveSessions.$inferInsert, 'id' | 'createdAt'>;

/** A question with what learners and staff see of it; votedByMe is the viewer's (none: false). */
function questionColumns(viewerId: number | null) {
  return {
    id: liveQuestions.id,
    sessionId: liveQuestions.sessionId,
    accountId: liveQuestions.accountId,
    text: liveQuestions.text,
    status: liveQuestions.status,
    answer: liveQuestions.answer,
    answeredAt: liveQuestions.answeredAt,
    askedAt: liveQuestions.askedAt,
    upvotes:
      sql<number>`(select count(*) from ${liveQuestionVotes} where ${liveQuestionVotes.questionId} = ${liveQuestions.id})`.mapWith(
        Number,
      ),
    votedByMe:
      viewerId === null
        ? sql<boolean>`false`.mapWith(Boolean)
        : sql<boolean>`exists (select 1 from ${liveQuestionVotes} where ${liveQuestionVotes.questionId} = ${liveQuestions.id} and ${liveQuestionVotes.accountId} = ${viewerId})`.mapWith(
            Boolean,
          ),
    askerFirstName: accounts.firstName,
    askerLastName: accounts.lastName,
    askerEmail: accounts.email,
  };
}

export type LiveQuestionRow = Awaited<
  ReturnType<ReturnType<typeof liveRepository>['questionsOf']>
>[number];

export function liveRepository(db: Database) {
  const selectQuestions = (viewerId: number | null) =>
    db
      .select(questionColumns(viewerId))
      .from(liveQuestions)
      .innerJoin(accounts, eq(accounts.id, liveQuestions.accountId))
      .$dynamic();

  return {
    /** A product's sessions, earliest first. */
    async sessionsOfProduct(productCode: string) {
      return db
        .select(sessionColumns)
        .from(liveSessions)
        .where(eq(liveSessions.productCode, productCode))
        .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
    },

    /** A session of the product; undefined when the product has no such session. */
    async sessionOfProduct(productCode: string, sessionId: number) {
      const [row] = await db
        .select(sessionColumns)
        .from(liveSessions)
        .where(and(eq(liveSessions.id, sessionId), eq(liveSessions.productCode, productCode)));
      return row;
    },

    /** Every session (staff) or one, with its product's name and its open questions, latest first. */
    async staffSessions(sessionId?: number) {
      const open = db
        .select({ sessionId: liveQuestions.sessionId, n: count().as('n') })
        .from(liveQuestions)
        .where(eq(liveQuestions.status, 'open'))
        .groupBy(liveQuestions.sessionId)
        .as('open_questions');
      return db
        .select({
          ...sessionColumns,
          productName: products.shortName,
          openQuestions: sql<number>`coalesce(${open.n}, 0)`.mapWith(Number),
        })
        .from(liveSessions)
        .innerJoin(products, eq(products.code, liveSessions.productCode))
        .leftJoin(open, eq(open.sessionId, liveSessions.id))
        .where(sessionId === undefined ? undefined : eq(liveSessions.id, sessionId))
        .orderBy(desc(liveSessions.startsAt), desc(liveSessions.id));
    },

    /** A catalogue product by code, when it is a live one. */
    async liveProduct(code: string) {
      const [row] = await db
        .select({ code: products.code, shortName: products.shortName })
        .from(products)
        .where(and(eq(products.code, code), eq(products.typeCode, 'live')));
      return row;
    },

    async addSession(values: NewLiveSession): Promise<number> {
      const [row] = await db.insert(liveSessions).values(values).returning({ id: liveSessions.id });
      return row!.id;
    },

    /** A session's questions, with the viewer's votes; hidden ones only when asked for (staff). */
    async questionsOf(sessionId: number, viewerId: number | null, { hidden = false } = {}) {
      return selectQuestions(viewerId).where(
        and(
          eq(liveQuestions.sessionId, sessionId),
          hidden ? undefined : ne(liveQuestions.status, 'hidden'),
        ),
      );
    },

    /** One question, with the viewer's vote; undefined when there is none. */
    async question(questionId: number, viewerId: number | null = null) {
      const [row] = await selectQuestions(viewerId).where(eq(liveQuestions.id, questionId));
      return row;
    },

    /**
     * Holds the asker's place in the session until the transaction ends, so that two questions
     * sent at once (from any server) are counted one after the other by the rate limit.
     */
    async lockAsker(sessionId: number, accountId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${sessionId}::int, ${accountId}::int)`);
    },

    /** How many questions the asker put to the session in (since, until], and the first of them. */
    async askedBetween(sessionId: number, accountId: number, since: Date, until: Date) {
      const [row] = await db
        .select({ count: count(), first: min(liveQuestions.askedAt) })
        .from(liveQuestions)
        .where(
          and(
            eq(liveQuestions.sessionId, sessionId),
            eq(liveQuestions.accountId, accountId),
            gt(liveQuestions.askedAt, since),
            lte(liveQuestions.askedAt, until),
          ),
        );
      return { count: row?.count ?? 0, first: row?.first ?? null };
    },

    async addQuestion(values: {
      sessionId: number;
      accountId: number;
      text: string;
      askedAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(liveQuestions)
        .values(values)
        .returning({ id: liveQuestions.id });
      return row!.id;
    },

    /** Adds the learner's upvote; false when it was there already. */
    async addVote(questionId: number, accountId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(liveQuestionVotes)
        .values({ questionId, accountId, votedAt: at })
        .onConflictDoNothing()
        .returning({ questionId: liveQuestionVotes.questionId });
      return rows.length > 0;
    },

    /** Takes the learner's upvote back; false when there was none. */
    async removeVote(questionId: number, accountId: number): Promise<boolean> {
      const rows = await db
        .delete(liveQuestionVotes)
        .where(
          and(
            eq(liveQuestionVotes.questionId, questionId),
            eq(liveQuestionVotes.accountId, accountId),
          ),
        )
        .returning({ questionId: liveQuestionVotes.questionId });
      return rows.length > 0;
    },

    /** Answers (or answers again) a question, shown again if it was hidden. */
    async answer(questionId: number, answer: string, answeredBy: number, at: Date) {
      await db
        .update(liveQuestions)
        .set({ status: 'answered', answer, answeredBy, answeredAt: at })
        .where(eq(liveQuestions.id, questionId));
    },

    async hide(questionId: number) {
      await db
        .update(liveQuestions)
        .set({ status: 'hidden' })
        .where(eq(liveQuestions.id, questionId));
    },

    /**
     * Names a session's stored recording, replacing the one before; the one before, when no
     * session names it any more (the demo sessions share theirs), so that its file can go.
     */
    async setRecording(
      sessionId: number,
      recording: {
        key: string;
        mimeType: string;
        bytes: number;
        hash: string;
        seconds: number;
        at: Date;
      },
    ): Promise<{ unusedKey: string | null }> {
      const [before] = await db
        .select({ key: liveSessions.recordingKey })
        .from(liveSessions)
        .where(eq(liveSessions.id, sessionId))
        .for('update');
      await db
        .update(liveSessions)
        .set({
          recordingKey: recording.key,
          recordingMimeType: recording.mimeType,
          recordingBytes: recording.bytes,
          recordingHash: recording.hash,
          recordingSeconds: recording.seconds,
          recordedAt: recording.at,
        })
        .where(eq(liveSessions.id, sessionId));
      const oldKey = before?.key ?? null;
      if (oldKey === null || oldKey === recording.key) return { unusedKey: null };
      const [stillNamed] = await db
        .select({ id: liveSessions.id })
        .from(liveSessions)
        .where(eq(liveSessions.recordingKey, oldKey))
        .limit(1);
      return { unusedKey: stillNamed ? null : oldKey };
    },

    // --- the demo data (seed/demo-live.ts) ---

    async hasSessions(productCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: liveSessions.id })
        .from(liveSessions)
        .where(eq(liveSessions.productCode, productCode))
        .limit(1);
      return row !== undefined;
    },

    async addVotes(rows: (typeof liveQuestionVotes.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(liveQuestionVotes).values(rows).onConflictDoNothing();
    },
  };
}
