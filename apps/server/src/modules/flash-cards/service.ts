import type {
  CardInfo,
  DeckOverview,
  MemorySettings,
  OfflineDeck,
  ReviewRequest,
  StudyCard,
  StudyState,
} from '@boardready/contracts';
import { clozeSides } from '@boardready/contracts/cloze';
import { errors } from '@boardready/contracts/errors';
import { MAX_OFFLINE_REVIEW_AGE_MS } from '@boardready/contracts/flash-card-rules';
import type { Database } from '../../db/client';
import type { StoredMemoryState } from '../../db/schema';
import { storedState } from '../memory/repository';
import {
  dayStart,
  daysBetween,
  gradeIntervals,
  LEARN_AHEAD_MS,
  newMemoryState,
  retrievability,
  schedulerFor,
} from '../memory/scheduler';
import { memoryService } from '../memory/service';
import { deckAccess } from './deck-access';
import {
  type DeckQueue,
  deckProgressRepository,
  flashCardRepository,
  type StudyScope,
} from './repository';

const DAY_MS = 86_400_000;

/**
 * When an offline grade was given (decision 1705): at most a week ago. A moment ahead of the
 * server's clock is a device's clock running fast, and is taken as now: refusing it would refuse
 * every grade of that device.
 */
function offlineMoment(reviewedAt: string, now: Date): Date {
  const at = new Date(reviewedAt);
  if (at.getTime() > now.getTime()) return now;
  if (at.getTime() < now.getTime() - MAX_OFFLINE_REVIEW_AGE_MS) {
    const problem = `reviewedAt is more than ${MAX_OFFLINE_REVIEW_AGE_MS / DAY_MS} days ago; a grade that old is not taken.`;
    throw errors.reviewedAtOutOfRange(problem, { fields: { reviewedAt: problem } });
  }
  return at;
}

/** A card of the scope's deck that the learner may act on: published, or one they studied. */
function assertActionable<
  Card extends { deckId: number; cardStatus: string; itemId: number | null },
>(card: Card | undefined, scope: StudyScope): Card {
  if (!card || card.deckId !== scope.deckId || (card.cardStatus === 'retired' && !card.itemId)) {
    throw errors.cardNotFound();
  }
  return card;
}

/**
 * Flash-card study (issue 24): Anki's order of work on FSRS memory items. Learning cards due now
 * come first, then today's reviews, then new cards, within the learner's daily limits; a learning
 * card due within 20 minutes is shown rather than ending the session.
 */
export function flashCardService(db: Database) {
  const repo = flashCardRepository(db);
  const memory = memoryService(db);
  const { settingsOf } = memory;
  const deckProductFor = deckAccess(db);

  async function scopeFor(
    accountId: number,
    userProductId: number,
    topicId: number | undefined,
    now: Date,
  ) {
    const { deck } = await deckProductFor(accountId, userProductId, now);
    if (topicId !== undefined && !(await repo.topicInBank(deck.bankId, topicId))) {
      throw errors.topicNotFound('This topic is not in the bank of this deck.');
    }
    const scope: StudyScope = { accountId, deckId: deck.id, topicId };
    return { deck, scope };
  }

  /** The learner's day: from 04:00 in their time zone to the next (Anki's day). */
  function dayOf(settings: MemorySettings, now: Date) {
    const start = dayStart(now, settings.timeZone);
    return { start, end: new Date(start.getTime() + DAY_MS) };
  }

  /** What is left of today's limits (they count over the whole deck) and today's counts. */
  function todayOf(queue: DeckQueue, settings: MemorySettings) {
    const newLeft = Math.max(0, settings.newCardsPerDay - queue.gradedNew);
    const reviewsLeft = Math.max(0, settings.maxReviewsPerDay - queue.gradedReviews);
    return {
      newLeft,
      reviewsLeft,
      counts: {
        new: Math.min(queue.unstarted, newLeft),
        learning: queue.learning,
        review: Math.min(queue.review, reviewsLeft),
      },
    };
  }

  async function studyCard(
    scope: StudyScope,
    cardId: number,
    settings: MemorySettings & { parameters: number[] | null },
    now: Date,
  ): Promise<StudyCard> {
    const row = await repo.cardWithTopics(scope.accountId, scope.deckId, cardId);
    if (!row) throw errors.cardNotFound();
    return toStudyCard(row, settings, now);
  }

  /** A card as the player shows it: its sides (cloze resolved) and each grade's next interval. */
  function toStudyCard(
    row: NonNullable<Awaited<ReturnType<typeof repo.cardWithTopics>>>,
    settings: MemorySettings & { parameters: number[] | null },
    now: Date,
  ): StudyCard {
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
      topics: row.topics,
      state: state.state,
      flagged: row.flagged ?? false,
      intervals: gradeIntervals(schedulerFor(settings), state, now),
    };
  }

  /**
   * What to study now in a scope, and what is left of today: learning cards due now, then
   * today's reviews, then new cards, then a learning card due within the learn-ahead limit.
   */
  async function studyState(
    scope: StudyScope,
    now: Date,
    settings?: MemorySettings & { parameters: number[] | null },
  ): Promise<StudyState> {
    const learner = settings ?? (await settingsOf(scope.accountId));
    const queue = await repo.queue(scope, now, dayOf(learner, now));
    const { counts } = todayOf(queue, learner);
    const learning = queue.soonestLearning;
    const learningDueBy = (by: Date) => (learning && learning.due <= by ? learning : undefined);
    const next =
      learningDueBy(now) ??
      (counts.review > 0 ? queue.soonestReview : undefined) ??
      (counts.new > 0 ? await repo.firstUnstarted(scope, now) : undefined) ??
      learningDueBy(new Date(now.getTime() + LEARN_AHEAD_MS));
    const waiting = next ? undefined : learning;
    return {
      card: next ? await studyCard(scope, next.cardId, learner, now) : null,
      counts,
      canUndo: queue.undoable,
      nextLearningDue: waiting ? waiting.due.toISOString() : null,
    };
  }

  async function actionableCard(scope: StudyScope, cardId: number) {
    return assertActionable(await repo.card(scope.accountId, scope.deckId, cardId), scope);
  }

  return {
    settingsOf,

    async overview(
      accountId: number,
      userProductId: number,
      now = new Date(),
    ): Promise<DeckOverview> {
      const [{ deck, scope }, settings] = await Promise.all([
        scopeFor(accountId, userProductId, undefined, now),
        settingsOf(accountId),
      ]);
      const day = dayOf(settings, now);
      const today = todayOf(await repo.queue(scope, now, day), settings);
      const { parameters: _fitted, ...shown } = settings;
      return {
        userProductId,
        title: deck.title,
        // a topic studied alone draws on the same daily limits as the deck
        topics: (await repo.topicCounts(accountId, deck.id, deck.bankId, now, day.end)).map(
          (topic) => ({
            ...topic,
            new: Math.min(topic.new, today.newLeft),
            due: Math.min(topic.due, today.reviewsLeft),
          }),
        ),
        counts: today.counts,
        settings: shown,
      };
    },

    /** A deck's counts for today alone, no card drawn: the Study Board plans with them. */
    async todayCounts(accountId: number, userProductId: number, now = new Date()) {
      const [{ deck, scope }, settings] = await Promise.all([
        scopeFor(accountId, userProductId, undefined, now),
        settingsOf(accountId),
      ]);
      const today = todayOf(await repo.queue(scope, now, dayOf(settings, now)), settings);
      return { deckId: deck.id, counts: today.counts };
    },

    async study(accountId: number, userProductId: number, topicId?: number, now = new Date()) {
      const { scope } = await scopeFor(accountId, userProductId, topicId, now);
      return studyState(scope, now);
    },

    /**
     * Today's cards for studying offline (decision 1705), in the order the study call would give
     * them: learning cards due now, reviews within today's limit, new cards within today's new
     * limit, then the learning cards that come due later today. Seven queries whatever the deck.
     */
    async offline(
      accountId: number,
      userProductId: number,
      topicId?: number,
      now = new Date(),
    ): Promise<OfflineDeck> {
      const [{ scope }, settings] = await Promise.all([
        scopeFor(accountId, userProductId, topicId, now),
        settingsOf(accountId),
      ]);
      const day = dayOf(settings, now);
      const { counts } = todayOf(await repo.queue(scope, now, day), settings);
      const due = await repo.todaysCards(scope, now, day.end, {
        reviews: counts.review,
        fresh: counts.new,
      });
      const order: { cardId: number; due: Date | null }[] = [
        ...due.learning.filter((card) => card.due <= now),
        ...due.reviews,
        ...due.fresh.map((card) => ({ cardId: card.cardId, due: null })),
        ...due.learning.filter((card) => card.due > now),
      ];
      const rows = new Map(
        (
          await repo.cardsWithTopics(
            accountId,
            scope.deckId,
            order.map((card) => card.cardId),
          )
        ).map((row) => [row.cardId, row]),
      );
      return {
        cards: order.flatMap(({ cardId, due: dueAt }) => {
          const row = rows.get(cardId);
          return row
            ? [{ ...toStudyCard(row, settings, now), due: dueAt?.toISOString() ?? null }]
            : [];
        }),
        counts,
        dayEnd: day.end.toISOString(),
      };
    },

    /**
     * Grades a card: a started one as it was read (memoryService.gradeAsSeen), otherwise under
     * its lock (memoryService.grade), where a new card's first grade counts it as started in the
     * same transaction (decision 1105). The same client review id twice writes once.
     */
    async review(
      accountId: number,
      userProductId: number,
      request: ReviewRequest,
      topicId?: number,
      now = new Date(),
    ): Promise<StudyState> {
      const [{ scope }, settings, maybeCard] = await Promise.all([
        scopeFor(accountId, userProductId, topicId, now),
        settingsOf(accountId),
        // read beside the product: the player waits for the grade
        repo.cardOfAnyDeck(accountId, request.cardId),
      ]);
      const card = assertActionable(maybeCard, scope);
      // a grade given offline is scheduled from when it was given (decision 1705)
      const at = request.reviewedAt === undefined ? now : offlineMoment(request.reviewedAt, now);
      const day = dayOf(settings, at);
      const learnAhead = new Date(at.getTime() + LEARN_AHEAD_MS);
      let startsCard = false;
      const grade = {
        owner: { accountId, userProductId, cardId: request.cardId },
        rating: request.rating,
        clientReviewId: request.clientReviewId,
        durationMs: request.durationMs,
        now: at,
        settings,
        assertGradable(before: StoredMemoryState) {
          // graded on another device after this grade was given: that later grade stands
          if (before.lastReview && new Date(before.lastReview) > at) {
            throw errors.cardReviewedSince();
          }
          const dueBy = before.state === 'review' ? day.end : learnAhead;
          if (before.state !== 'new' && new Date(before.due) > dueBy) throw errors.cardNotDue();
          startsCard = before.state === 'new' && card.cardStatus === 'published';
        },
      };
      const seen =
        card.itemId && card.state !== 'new'
          ? { itemId: card.itemId, state: storedState(card) }
          : undefined;
      const outcome = seen ? await memory.gradeAsSeen({ ...grade, seen }) : 'changed';
      if (outcome === 'changed') {
        await db.transaction(async (tx) => {
          const wrote = await memory.grade(grade, tx);
          if (wrote && startsCard) {
            await deckProgressRepository(tx).addStarted(accountId, scope.deckId, 1);
          }
        });
      }
      return studyState(scope, now, settings);
    },

    /** Takes back the deck's last grade of today; the card it was comes back to be studied. */
    async undo(accountId: number, userProductId: number, topicId?: number, now = new Date()) {
      const [{ scope }, settings] = await Promise.all([
        scopeFor(accountId, userProductId, topicId, now),
        settingsOf(accountId),
      ]);
      const last = await repo.lastReview(scope, dayOf(settings, now).start);
      if (!last) throw errors.nothingToUndo();
      const undone = await db.transaction(async (tx) => {
        if (!(await memory.repo.undoReview(tx, last))) return false;
        if (last.before.state === 'new' && last.cardStatus === 'published') {
          await deckProgressRepository(tx).addStarted(accountId, scope.deckId, -1);
        }
        return true;
      });
      if (!undone) throw errors.nothingToUndo();
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
      const card = await actionableCard(scope, cardId);
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
      const [{ scope }, settings] = await Promise.all([
        scopeFor(accountId, userProductId, topicId, now),
        settingsOf(accountId),
      ]);
      await actionableCard(scope, cardId);
      await repo.updateItem({ accountId, userProductId, cardId }, newMemoryState(now), {
        ...(change.suspended !== undefined ? { suspended: change.suspended } : {}),
        ...(change.flagged !== undefined ? { flagged: change.flagged } : {}),
        ...(change.buried ? { buriedUntil: dayOf(settings, now).end } : {}),
      });
      return studyState(scope, now, settings);
    },

    async updateSettings(accountId: number, change: Partial<MemorySettings>) {
      await memory.repo.saveSettings(accountId, change);
      const { parameters: _fitted, ...shown } = await settingsOf(accountId);
      return shown;
    },
  };
}
