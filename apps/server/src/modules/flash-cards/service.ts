import type {
  CardInfo,
  DeckOverview,
  MemorySettings,
  ReviewRequest,
  StudyCard,
  StudyState,
} from '@boardready/contracts';
import { clozeSides } from '@boardready/contracts/cloze';
import { errors } from '@boardready/contracts/errors';
import {
  DEFAULT_DESIRED_RETENTION,
  DEFAULT_MAX_REVIEWS_PER_DAY,
  DEFAULT_NEW_CARDS_PER_DAY,
} from '@boardready/contracts/flash-card-rules';
import type { Database } from '../../db/client';
import {
  balancedDue,
  balanceRange,
  dayStart,
  daysBetween,
  fromFsrsCard,
  gradeIntervals,
  LEARN_AHEAD_MS,
  newMemoryState,
  retrievability,
  schedulerFor,
  toFsrsCard,
} from '../memory/scheduler';
import { productRepository } from '../products/repository';
import { assertUsable } from '../products/service';
import { flashCardRepository, type StudyScope, storedState } from './repository';

const DAY_MS = 86_400_000;

/**
 * Flash-card study (issue 24): Anki's order of work on FSRS memory items. Learning cards due now
 * come first, then today's reviews, then new cards, within the learner's daily limits; a learning
 * card due within 20 minutes is shown rather than ending the session.
 */
export function flashCardService(db: Database) {
  const repo = flashCardRepository(db);
  const productRepo = productRepository(db);

  async function settingsOf(
    accountId: number,
  ): Promise<MemorySettings & { parameters: number[] | null }> {
    const row = await repo.settings(accountId);
    return {
      desiredRetention: row?.desiredRetention ?? DEFAULT_DESIRED_RETENTION,
      newCardsPerDay: row?.newCardsPerDay ?? DEFAULT_NEW_CARDS_PER_DAY,
      maxReviewsPerDay: row?.maxReviewsPerDay ?? DEFAULT_MAX_REVIEWS_PER_DAY,
      timeZone: row?.timeZone ?? 'UTC',
      parameters: row?.parameters ?? null,
    };
  }

  /** The caller's usable flash-card product and its deck: 404 for anyone else's or another kind. */
  async function deckFor(accountId: number, userProductId: number, now: Date) {
    const product = await productRepo.ownedProduct(accountId, userProductId);
    if (!product) throw errors.productNotFound();
    if (product.typeCode !== 'fc') throw errors.notAFlashCardProduct();
    assertUsable(product, now);
    const deck = await repo.deckOfProduct(product.productId);
    if (!deck) throw errors.deckNotFound();
    return deck;
  }

  async function scopeFor(
    accountId: number,
    userProductId: number,
    topicId: number | undefined,
    now: Date,
  ) {
    const deck = await deckFor(accountId, userProductId, now);
    if (topicId !== undefined && !(await repo.topicInBank(deck.bankId, topicId))) {
      throw errors.topicNotFound('This topic is not in the bank of this deck.');
    }
    const scope: StudyScope = { accountId, deckId: deck.id, topicId };
    return { deck, scope };
  }

  /** The learner's day and what is left of today's limits. */
  async function today(scope: StudyScope, settings: MemorySettings, now: Date) {
    const start = dayStart(now, settings.timeZone);
    const graded = await repo.gradedSince(scope, start);
    return {
      start,
      end: new Date(start.getTime() + DAY_MS),
      newLeft: Math.max(0, settings.newCardsPerDay - graded.newCards),
      reviewsLeft: Math.max(0, settings.maxReviewsPerDay - graded.reviews),
    };
  }

  async function studyCard(
    scope: StudyScope,
    cardId: number,
    settings: MemorySettings & { parameters: number[] | null },
    now: Date,
  ): Promise<StudyCard> {
    const row = await repo.card(scope.accountId, scope.deckId, cardId);
    if (!row) throw errors.cardNotFound();
    const sides =
      row.kind === 'cloze'
        ? clozeSides(row.frontHtml, row.ordinal)
        : { front: row.frontHtml, back: row.backHtml ?? '' };
    const state = row.itemId ? storedState(row) : newMemoryState(now);
    return {
      cardId: row.cardId,
      code: row.kind === 'cloze' ? `${row.code}#c${row.ordinal}` : row.code,
      kind: row.kind,
      frontHtml: sides.front,
      backHtml: sides.back,
      extraHtml: row.extraHtml,
      topics: await repo.noteTopics(row.noteId),
      state: state.state,
      flagged: row.flagged ?? false,
      intervals: gradeIntervals(schedulerFor(settings), state, now),
    };
  }

  /** What to study now in a scope, and what is left of today. */
  async function studyState(
    scope: StudyScope,
    now: Date,
    settings?: MemorySettings & { parameters: number[] | null },
  ): Promise<StudyState> {
    const learner = settings ?? (await settingsOf(scope.accountId));
    const day = await today(scope, learner, now);
    const counts = await repo.counts(scope, now, day.end, day.newLeft);
    const review = Math.min(counts.review, day.reviewsLeft);
    const next =
      (await repo.firstDue(scope, now, ['learning', 'relearning'], now)) ??
      (review > 0 ? await repo.firstDue(scope, now, ['review'], day.end) : undefined) ??
      (counts.new > 0 ? await repo.firstUnstarted(scope, now) : undefined) ??
      (await repo.firstDue(
        scope,
        now,
        ['learning', 'relearning'],
        new Date(now.getTime() + LEARN_AHEAD_MS),
      ));
    const waiting = next
      ? undefined
      : await repo.firstDue(scope, now, ['learning', 'relearning'], day.end);
    return {
      card: next ? await studyCard(scope, next.cardId, learner, now) : null,
      counts: { new: counts.new, learning: counts.learning, review },
      canUndo: (await repo.lastReview(scope, day.start)) !== undefined,
      nextLearningDue: waiting ? waiting.due.toISOString() : null,
    };
  }

  return {
    settingsOf,

    async overview(
      accountId: number,
      userProductId: number,
      now = new Date(),
    ): Promise<DeckOverview> {
      const { deck, scope } = await scopeFor(accountId, userProductId, undefined, now);
      const settings = await settingsOf(accountId);
      const day = await today(scope, settings, now);
      const counts = await repo.counts(scope, now, day.end, day.newLeft);
      const { parameters: _fitted, ...shown } = settings;
      return {
        userProductId,
        title: deck.title,
        topics: await repo.topicCounts(accountId, deck.id, deck.bankId, now, day.end),
        counts: { ...counts, review: Math.min(counts.review, day.reviewsLeft) },
        settings: shown,
      };
    },

    async study(accountId: number, userProductId: number, topicId?: number, now = new Date()) {
      const { scope } = await scopeFor(accountId, userProductId, topicId, now);
      return studyState(scope, now);
    },

    /**
     * Grades a card: FSRS schedules it from its state (a new card starts one), the due date is
     * balanced over the fuzz range, and the log keeps the state before and after. The same client
     * review id twice writes once and answers the same way.
     */
    async review(
      accountId: number,
      userProductId: number,
      request: ReviewRequest,
      topicId?: number,
      now = new Date(),
    ): Promise<StudyState> {
      const { scope } = await scopeFor(accountId, userProductId, topicId, now);
      const settings = await settingsOf(accountId);
      const card = await repo.card(accountId, scope.deckId, request.cardId);
      if (!card || (card.cardStatus === 'retired' && !card.itemId)) throw errors.cardNotFound();
      const day = await today(scope, settings, now);
      await db.transaction(async (tx) => {
        if (await repo.reviewByClientId(tx, accountId, request.clientReviewId)) return;
        const item = await repo.lockItem(
          tx,
          { accountId, userProductId, cardId: request.cardId },
          newMemoryState(now),
        );
        const before = storedState(item);
        const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
        const dueBy = before.state === 'review' ? day.end : learnAhead;
        if (before.state !== 'new' && new Date(before.due) > dueBy) throw errors.cardNotDue();
        const scheduler = schedulerFor(settings);
        const lastReview = before.lastReview ? new Date(before.lastReview) : null;
        let after = fromFsrsCard(scheduler.next(toFsrsCard(before), now, request.rating).card);
        const elapsedDays = daysBetween(lastReview, now);
        const range = balanceRange(after, elapsedDays, day.start);
        if (range) {
          const load = await repo.dueByDay(tx, accountId, day.start, range.fromDay, range.toDay);
          after = balancedDue(after, range, day.start, load);
        }
        await repo.writeReview(tx, {
          itemId: item.id,
          accountId,
          clientReviewId: request.clientReviewId,
          reviewedAt: now,
          rating: request.rating,
          elapsedDays,
          before,
          after,
          durationMs: request.durationMs,
        });
      });
      return studyState(scope, now, settings);
    },

    /** Takes back the deck's last grade of today; the card it was comes back to be studied. */
    async undo(accountId: number, userProductId: number, topicId?: number, now = new Date()) {
      const { scope } = await scopeFor(accountId, userProductId, topicId, now);
      const settings = await settingsOf(accountId);
      const day = await today(scope, settings, now);
      const last = await repo.lastReview(scope, day.start);
      if (!last || !(await repo.undoReview(last))) throw errors.nothingToUndo();
      const state = await studyState(scope, now, settings);
      return { ...state, card: await studyCard(scope, last.cardId, settings, now) };
    },

    /** Anki's Card Info: the card's FSRS memory state now and every grade it has had. */
    async cardInfo(
      accountId: number,
      userProductId: number,
      cardId: number,
      now = new Date(),
    ): Promise<CardInfo> {
      const { scope } = await scopeFor(accountId, userProductId, undefined, now);
      const card = await repo.card(accountId, scope.deckId, cardId);
      if (!card || (card.cardStatus === 'retired' && !card.itemId)) throw errors.cardNotFound();
      const state = card.itemId ? storedState(card) : newMemoryState(now);
      const started = state.state !== 'new';
      const settings = await settingsOf(accountId);
      const history = await repo.history(accountId, cardId);
      return {
        cardId,
        code: card.kind === 'cloze' ? `${card.code}#c${card.ordinal}` : card.code,
        state: state.state,
        due: started ? state.due : null,
        difficulty: started ? state.difficulty : null,
        stability: started ? state.stability : null,
        retrievability: started ? retrievability(schedulerFor(settings), state, now) : null,
        reps: state.reps,
        lapses: state.lapses,
        suspended: card.suspended ?? false,
        flagged: card.flagged ?? false,
        history: history.map((review) => ({
          reviewedAt: review.reviewedAt.toISOString(),
          rating: review.rating,
          state: review.before.state,
          intervalDays: daysBetween(review.reviewedAt, new Date(review.after.due)),
          durationMs: review.durationMs,
        })),
      };
    },

    /** Suspends or restores, flags or unflags, or buries a card until the learner's next day. */
    async updateCard(
      accountId: number,
      userProductId: number,
      cardId: number,
      change: {
        suspended?: boolean | undefined;
        flagged?: boolean | undefined;
        buried?: true | undefined;
      },
      topicId?: number,
      now = new Date(),
    ): Promise<StudyState> {
      const { scope } = await scopeFor(accountId, userProductId, topicId, now);
      const settings = await settingsOf(accountId);
      const card = await repo.card(accountId, scope.deckId, cardId);
      if (!card || (card.cardStatus === 'retired' && !card.itemId)) throw errors.cardNotFound();
      const day = await today(scope, settings, now);
      await repo.updateItem({ accountId, userProductId, cardId }, newMemoryState(now), {
        ...(change.suspended !== undefined ? { suspended: change.suspended } : {}),
        ...(change.flagged !== undefined ? { flagged: change.flagged } : {}),
        ...(change.buried ? { buriedUntil: day.end } : {}),
      });
      return studyState(scope, now, settings);
    },

    async updateSettings(accountId: number, change: Partial<MemorySettings>) {
      await repo.saveSettings(accountId, change);
      const { parameters: _fitted, ...shown } = await settingsOf(accountId);
      return shown;
    },
  };
}
