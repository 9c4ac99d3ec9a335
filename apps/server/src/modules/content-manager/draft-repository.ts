import { and, asc, desc, eq, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  type QaDraftEventKind,
  type QaDraftStatus,
  qaBanks,
  qaDraftEvents,
  qaDrafts,
  qaQuestions,
} from '../../db/schema';

/** Drafts of questions and their history (issue 26); one instance per transaction. */

export type DraftRow = typeof qaDrafts.$inferSelect;
export type NewDraft = typeof qaDrafts.$inferInsert;

/** A draft with its bank and, for a change, its question as it is now. */
export interface DraftRecord {
  draft: DraftRow;
  bankCode: string;
  bankTitle: string;
  questionCode: string | null;
  currentVersion: number | null;
  questionStatus: 'published' | 'retired' | null;
}

const fullName = sql<string>`${accounts.firstName} || ' ' || ${accounts.lastName}`;

export function draftRepository(db: Database) {
  return {
    async insert(values: NewDraft) {
      const [row] = await db.insert(qaDrafts).values(values).returning();
      return row!;
    },

    /** The draft with its bank and question; `lock` holds it until the transaction ends. */
    async get(draftId: number, lock = false): Promise<DraftRecord | undefined> {
      if (lock) {
        await db.execute(sql`select id from ${qaDrafts} where id = ${draftId} for update`);
      }
      const [row] = await db
        .select({
          draft: qaDrafts,
          bankCode: qaBanks.code,
          bankTitle: qaBanks.title,
          questionCode: qaQuestions.code,
          currentVersion: qaQuestions.version,
          questionStatus: qaQuestions.status,
        })
        .from(qaDrafts)
        .innerJoin(qaBanks, eq(qaBanks.id, qaDrafts.bankId))
        .leftJoin(qaQuestions, eq(qaQuestions.id, qaDrafts.questionId))
        .where(eq(qaDrafts.id, draftId));
      return row;
    },

    /** The question's draft not yet published, if any (at most one: a unique index). */
    async openDraftOf(questionId: number) {
      const [row] = await db
        .select({ id: qaDrafts.id, status: qaDrafts.status, author: fullName })
        .from(qaDrafts)
        .leftJoin(accounts, eq(accounts.id, qaDrafts.authorId))
        .where(and(eq(qaDrafts.questionId, questionId), ne(qaDrafts.status, 'published')));
      return row;
    },

    /**
     * Saves content if the draft is still at `lockVersion` and may be edited; undefined when it
     * is not (the caller reads it again to say why).
     */
    async save(draftId: number, lockVersion: number, values: Partial<NewDraft>, now: Date) {
      const [row] = await db
        .update(qaDrafts)
        .set({ ...values, lockVersion: sql`${qaDrafts.lockVersion} + 1`, updatedAt: now })
        .where(
          and(
            eq(qaDrafts.id, draftId),
            eq(qaDrafts.lockVersion, lockVersion),
            inArray(qaDrafts.status, ['draft', 'sent_back']),
          ),
        )
        .returning();
      return row;
    },

    /** Moves the draft on from one of `from`; undefined when it was no longer in one of them. */
    async move(
      draftId: number,
      from: QaDraftStatus[],
      values: Partial<NewDraft> & { status: QaDraftStatus },
      now: Date,
      lockVersion?: number,
    ) {
      const [row] = await db
        .update(qaDrafts)
        .set({ ...values, updatedAt: now })
        .where(
          and(
            eq(qaDrafts.id, draftId),
            inArray(qaDrafts.status, from),
            lockVersion === undefined ? undefined : eq(qaDrafts.lockVersion, lockVersion),
          ),
        )
        .returning();
      return row;
    },

    async remove(draftId: number) {
      await db.delete(qaDrafts).where(eq(qaDrafts.id, draftId));
    },

    async addEvent(draftId: number, accountId: number, kind: QaDraftEventKind, body = '') {
      await db.insert(qaDraftEvents).values({ draftId, accountId, kind, body });
    },

    async events(draftId: number) {
      return db
        .select({
          id: qaDraftEvents.id,
          kind: qaDraftEvents.kind,
          body: qaDraftEvents.body,
          accountId: qaDraftEvents.accountId,
          name: fullName,
          createdAt: qaDraftEvents.createdAt,
        })
        .from(qaDraftEvents)
        .leftJoin(accounts, eq(accounts.id, qaDraftEvents.accountId))
        .where(eq(qaDraftEvents.draftId, draftId))
        .orderBy(asc(qaDraftEvents.id));
    },

    /** Names of staff accounts by id. */
    async names(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: accounts.id, name: fullName })
        .from(accounts)
        .where(inArray(accounts.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Drafts for the Submit/Review Q&As lists, newest change first. */
    async summaries(where: SQL | undefined, limit: number) {
      return db
        .select({
          draftId: qaDrafts.id,
          status: qaDrafts.status,
          bankCode: qaBanks.code,
          questionId: qaDrafts.questionId,
          questionCode: qaQuestions.code,
          leadIn: qaDrafts.leadIn,
          changeNote: qaDrafts.changeNote,
          author: fullName,
          authorId: qaDrafts.authorId,
          updatedAt: qaDrafts.updatedAt,
          publishedVersion: qaDrafts.publishedVersion,
        })
        .from(qaDrafts)
        .innerJoin(qaBanks, eq(qaBanks.id, qaDrafts.bankId))
        .leftJoin(qaQuestions, eq(qaQuestions.id, qaDrafts.questionId))
        .leftJoin(accounts, eq(accounts.id, qaDrafts.authorId))
        .where(where)
        .orderBy(desc(qaDrafts.updatedAt), desc(qaDrafts.id))
        .limit(limit);
    },
  };
}

/** The list filters of the Submit/Review Q&As page, for `accountId`. */
export const draftLists = {
  mine: (accountId: number) =>
    and(eq(qaDrafts.authorId, accountId), inArray(qaDrafts.status, ['draft', 'submitted'])),
  /** submitted by someone else (never one's own), or approved and waiting to be published */
  awaitingReview: (accountId: number) =>
    or(
      and(
        eq(qaDrafts.status, 'submitted'),
        ne(qaDrafts.submittedBy, accountId),
        or(sql`${qaDrafts.authorId} is null`, ne(qaDrafts.authorId, accountId)),
      ),
      eq(qaDrafts.status, 'approved'),
    ),
  sentBack: () => eq(qaDrafts.status, 'sent_back'),
  publishedSince: (since: Date) =>
    and(eq(qaDrafts.status, 'published'), gte(qaDrafts.publishedAt, since)),
};
