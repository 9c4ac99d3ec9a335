import { createHash } from 'node:crypto';
import type { DueItem, MemorySettings } from '@boardready/contracts';
import { DUE_LISTED_MAX } from '@boardready/contracts/due-rules';
import {
  DEFAULT_DESIRED_RETENTION,
  DEFAULT_MAX_REVIEWS_PER_DAY,
  DEFAULT_NEW_CARDS_PER_DAY,
  type Rating,
} from '@boardready/contracts/flash-card-rules';
import type { Database } from '../../db/client';
import type { AnswerConfidence, StoredMemoryState } from '../../db/schema';
import { questionRating } from './question-grades';
import { type Db, type ItemOwner, memoryRepository, storedState } from './repository';
import {
  balancedDue,
  balanceRange,
  dayStart,
  daysBetween,
  fromFsrsCard,
  newMemoryState,
  schedulerFor,
  toFsrsCard,
} from './scheduler';

const DAY_MS = 86_400_000;

export type LearnerMemorySettings = MemorySettings & { parameters: number[] | null };

export interface GradeInput {
  owner: ItemOwner;
  rating: Rating;
  clientReviewId: string;
  durationMs: number;
  now: Date;
  settings: LearnerMemorySettings;
  /** refuses the grade from the state before it (a card not due yet), inside the transaction */
  assertGradable?: (before: StoredMemoryState) => void;
}

/**
 * A review id for a grade the server gives on the learner's behalf (a Q&A answer): the same
 * session item always gives the same id, so grading it twice writes once.
 */
export function derivedReviewId(source: string): string {
  const hex = createHash('sha256').update(source).digest('hex');
  // the layout of a UUID (version 8: made by the application), as the column wants
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The memory model's use cases shared by flash cards, Q&A sessions and the due poll. */
export function memoryService(db: Database) {
  const repo = memoryRepository(db);

  async function settingsOf(accountId: number): Promise<LearnerMemorySettings> {
    const row = await repo.settings(accountId);
    return {
      desiredRetention: row?.desiredRetention ?? row?.planRetention ?? DEFAULT_DESIRED_RETENTION,
      newCardsPerDay: row?.newCardsPerDay ?? DEFAULT_NEW_CARDS_PER_DAY,
      maxReviewsPerDay: row?.maxReviewsPerDay ?? DEFAULT_MAX_REVIEWS_PER_DAY,
      timeZone: row?.timeZone ?? 'UTC',
      parameters: row?.parameters ?? null,
    };
  }

  /**
   * FSRS's review of an item from its state (a new item starts one), its due date balanced over
   * the fuzz range onto the least busy day: the log row of the grade.
   */
  async function reviewOf(t: Db, input: GradeInput, itemId: number, before: StoredMemoryState) {
    const { owner, now, settings } = input;
    const scheduler = schedulerFor(settings, owner.cardId !== undefined ? 'card' : 'question');
    const lastReview = before.lastReview ? new Date(before.lastReview) : null;
    let after = fromFsrsCard(scheduler.next(toFsrsCard(before), now, input.rating).card);
    const elapsedDays = daysBetween(lastReview, now);
    const today = dayStart(now, settings.timeZone);
    const range = balanceRange(after, elapsedDays, today);
    if (range) {
      const load = await repo.dueByDay(t, owner.accountId, today, range.fromDay, range.toDay);
      after = balancedDue(after, range, today, load);
    }
    return {
      itemId,
      accountId: owner.accountId,
      clientReviewId: input.clientReviewId,
      reviewedAt: now,
      rating: input.rating,
      elapsedDays,
      before,
      after,
      durationMs: input.durationMs,
    };
  }

  /**
   * Grades an item, its row locked for the grade; the log keeps the state before and after. The
   * same review id twice writes once. Answers whether this call wrote the review.
   */
  async function grade(input: GradeInput, tx?: Db): Promise<boolean> {
    const run = async (t: Db) => {
      const item = await repo.lockItem(
        t,
        input.owner,
        newMemoryState(input.now),
        input.clientReviewId,
      );
      if (item.sentBefore) return false;
      const before = storedState(item);
      input.assertGradable?.(before);
      return repo.writeReview(t, await reviewOf(t, input, item.id, before));
    };
    return tx ? run(tx) : db.transaction(run);
  }

  /**
   * Grades an item already started, from its state as the caller read it: written in one
   * statement, without a lock or a transaction, if the item has not changed since (decision
   * 1105). 'changed' asks the caller to grade it with `grade`, which locks.
   */
  async function gradeAsSeen(
    input: GradeInput & { seen: { itemId: number; state: StoredMemoryState } },
  ): Promise<'written' | 'sentBefore' | 'changed'> {
    try {
      input.assertGradable?.(input.seen.state);
    } catch {
      // refusals are the locked grade's to give: it answers a grade sent twice as the first
      return 'changed';
    }
    return repo.writeReviewIfUnchanged(
      db,
      await reviewOf(db, input, input.seen.itemId, input.seen.state),
    );
  }

  return {
    repo,
    settingsOf,
    grade,
    gradeAsSeen,

    /** The learner's day: from 04:00 in their time zone to the next. */
    async today(accountId: number, now: Date) {
      const settings = await settingsOf(accountId);
      const start = dayStart(now, settings.timeZone);
      return { settings, start, end: new Date(start.getTime() + DAY_MS) };
    },

    /**
     * A Q&A answer as a retrieval (issue 24): a question answered wrong, or right but unsure or
     * guessed, becomes a memory item; a question already an item is graded by every answer.
     * `source` names the session item, so an answer graded twice is written once.
     */
    async gradeQuestion(
      owner: { accountId: number; userProductId: number; questionId: number },
      answer: { isCorrect: boolean; confidence: AnswerConfidence | null; source: string },
      now: Date,
    ) {
      const rating = questionRating(answer.isCorrect, answer.confidence);
      if (rating === 3 && !(await repo.item(owner))) return false;
      return grade({
        owner,
        rating,
        clientReviewId: derivedReviewId(answer.source),
        durationMs: 0,
        now,
        settings: await settingsOf(owner.accountId),
      });
    },

    /** The due poll's memory entries: one per card or question due now. */
    async dueNow(accountId: number, now: Date): Promise<DueItem[]> {
      const rows = await repo.dueNow(accountId, now, DUE_LISTED_MAX);
      return rows.map((r) => ({
        id: r.id,
        kind: r.isCard ? 'FlashCardReview' : 'QuestionRetrieval',
        title: r.isCard ? 'A flash card to review' : 'A question to answer again',
        userProductId: r.userProductId,
        dueAt: r.dueAt,
      }));
    },
  };
}

export type MemoryService = ReturnType<typeof memoryService>;
