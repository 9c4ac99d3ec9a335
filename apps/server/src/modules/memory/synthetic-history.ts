import type { Rating } from '@boardready/contracts/flash-card-rules';
import type { Database } from '../../db/client';
import type { StoredMemoryState } from '../../db/schema';
import { deckProgressRepository } from '../flash-cards/repository';
import { mulberry32 } from '../qbank-content/synthetic';
import { type BulkReviewLog, memoryBulkRepository } from './bulk-repository';
import {
  balancedDue,
  balanceRange,
  DAY_START_HOUR,
  dayIndex,
  daysBetween,
  fromFsrsCard,
  LEARN_AHEAD_MS,
  newMemoryState,
  schedulerFor,
  toFsrsCard,
} from './scheduler';

/**
 * Synthetic review histories for tests and benchmarks (never in the demo): learners who study a
 * deck day after day in Anki's order, scheduled by the real scheduler (ts-fsrs FSRS-6 through
 * scheduler.ts, with load balancing), while whether they actually remember follows a different
 * model, so that FSRS can be measured against a truth it does not contain.
 *
 * The true model is ACT-R's declarative memory with the spacing effect (Pavlik & Anderson 2005):
 * every review leaves a trace; an item's activation at time t is
 *   m(t) = ability + easiness + ln Σ_j (h·(t − t_j))^(−d_j),   t in seconds,
 * each trace decaying at its own rate d_j = c·e^{m(t_j)} + a, set by the activation when it was
 * laid down (a review while the item is still fresh leaves a trace that fades fast: massed
 * practice helps less than spaced); recall happens with probability 1 / (1 + e^{(τ − m)/s}).
 * Unlike FSRS-6 (one stability per item, a power forgetting curve in t/S, state updated by the
 * grade), memory here is a sum of traces that does not depend on the grade, and the curve is a
 * logistic of a log-sum of power functions. Learners differ in decay, ability, threshold, how
 * often they study, and how they grade; items differ in easiness. The population's parameters
 * start from ACT-R's fitted values in the open srs-benchmark (a 0.177, c 0.217, s 0.255,
 * τ −0.704, h 0.025).
 */

export const TRUE_MODEL_NAME = 'ACT-R declarative memory with the spacing effect';

export interface LearnerTruth {
  /** a: the decay of a trace laid down on a forgotten item */
  decayIntercept: number;
  /** c: how much a trace's decay grows with the activation at its making */
  decayScale: number;
  /** s: the noise of the recall threshold */
  noise: number;
  /** τ: the recall threshold */
  threshold: number;
  /** h: seconds of real time to psychological time (interference between reviews) */
  timeScale: number;
  /** added to every item's activation */
  ability: number;
  /** chance of studying on a given day */
  diligence: number;
  /** how readily a remembered item is graded Hard, or Easy */
  hardTendency: number;
  easyTendency: number;
  /** the hour of the day (UTC) the learner usually studies */
  studyHour: number;
}

export interface SimulationOptions {
  seed: number;
  cardCount: number;
  days: number;
  /** the first simulated day starts at the learner's day start (04:00 UTC) on or before this */
  start: Date;
  newCardsPerDay?: number;
  maxReviewsPerDay?: number;
  desiredRetention?: number;
  /** FSRS-6 weights the scheduler uses; null: ts-fsrs' defaults */
  parameters?: number[] | null;
  /** stop once this many reviews are logged */
  maxReviews?: number;
  /** fixes some of the learner's drawn traits (e.g. a diligent, able learner for a benchmark) */
  learner?: Partial<LearnerTruth>;
}

export interface SimulatedReview {
  /** the card's index in the deck, 0 … cardCount − 1 */
  card: number;
  clientReviewId: string;
  reviewedAt: Date;
  rating: Rating;
  elapsedDays: number;
  before: StoredMemoryState;
  after: StoredMemoryState;
  durationMs: number;
  /** the true model's probability of recall at the moment of the review */
  trueRecall: number;
}

export interface SimulatedHistory {
  truth: LearnerTruth;
  /** each started card's memory state at the end, by card index */
  items: Map<number, { state: StoredMemoryState; createdAt: Date }>;
  /** in time order */
  reviews: SimulatedReview[];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A normal deviate (Box–Muller) from a uniform source. */
function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** One learner of the population: the benchmark's values, each varied around them. */
export function drawLearner(random: () => number): LearnerTruth {
  const around = (value: number, spread: number) => value * Math.exp(spread * gaussian(random));
  return {
    decayIntercept: around(0.177, 0.1),
    decayScale: around(0.217, 0.1),
    noise: around(0.255, 0.1),
    threshold: -0.704 + 0.1 * gaussian(random),
    timeScale: around(0.025, 0.3),
    ability: 0.5 + 0.2 * gaussian(random),
    diligence: 0.7 + 0.3 * random(),
    hardTendency: 0.05 + 0.3 * random(),
    easyTendency: 0.02 + 0.25 * random(),
    studyHour: 7 + Math.floor(random() * 14),
  };
}

interface Trace {
  at: number;
  decay: number;
}

/** ACT-R activation of an item at a moment (ms), from its traces; −∞ before the first. */
export function activation(
  truth: LearnerTruth,
  easiness: number,
  traces: readonly Trace[],
  at: number,
): number {
  if (traces.length === 0) return Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (const trace of traces) {
    const age = Math.max(1, ((at - trace.at) / 1000) * truth.timeScale);
    sum += age ** -trace.decay;
  }
  return truth.ability + easiness + Math.log(sum);
}

export function recallProbability(truth: LearnerTruth, m: number): number {
  return 1 / (1 + Math.exp((truth.threshold - m) / truth.noise));
}

/** A UUID-shaped id from the seeded source (the log's client review id). */
function syntheticUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** How a learner who did or did not recall grades it: Again when forgotten, else Hard/Good/Easy. */
function gradeOf(truth: LearnerTruth, recalled: boolean, p: number, random: () => number): Rating {
  if (!recalled) return 1;
  const draw = random();
  if (draw < truth.hardTendency * (1 - p) * 2) return 2;
  if (draw > 1 - truth.easyTendency * p * p) return 4;
  return 3;
}

/**
 * Simulates one learner studying a deck of `cardCount` cards for `days` days: each day they study
 * or not (their diligence), at about their hour, in Anki's order (learning cards due, reviews due
 * today up to the review limit, new cards up to the new-card limit, learning cards shown up to 20
 * minutes early), every grade scheduled by ts-fsrs and load-balanced as the app does.
 * Deterministic from the seed and the start.
 */
export function simulateLearner(options: SimulationOptions): SimulatedHistory {
  const random = mulberry32(options.seed);
  const truth = { ...drawLearner(random), ...options.learner };
  const easiness = Array.from({ length: options.cardCount }, () => 0.4 * gaussian(random));
  const scheduler = schedulerFor({
    desiredRetention: options.desiredRetention ?? 0.9,
    parameters: options.parameters ?? null,
  });
  const newPerDay = options.newCardsPerDay ?? 20;
  const reviewsPerDay = options.maxReviewsPerDay ?? 200;
  const maxReviews = options.maxReviews ?? Number.POSITIVE_INFINITY;

  const startDay = Math.floor((options.start.getTime() - DAY_START_HOUR * HOUR_MS) / DAY_MS);
  const firstDayStart = startDay * DAY_MS + DAY_START_HOUR * HOUR_MS;
  const states = new Map<number, StoredMemoryState>();
  const created = new Map<number, Date>();
  const traces = new Map<number, Trace[]>();
  /** review-state items due per absolute day number, for load balancing */
  const duePerDay = new Map<number, number>();
  const dayOf = (iso: string) => Math.floor((Date.parse(iso) - firstDayStart) / DAY_MS);
  const countDue = (state: StoredMemoryState, change: number) => {
    if (state.state !== 'review') return;
    const day = dayOf(state.due);
    duePerDay.set(day, (duePerDay.get(day) ?? 0) + change);
  };
  const reviews: SimulatedReview[] = [];
  let nextNew = 0;

  const review = (card: number, now: number) => {
    const at = new Date(now);
    const before = states.get(card) ?? newMemoryState(at);
    const cardTraces = traces.get(card) ?? [];
    const m = activation(truth, easiness[card]!, cardTraces, now);
    const p = cardTraces.length === 0 ? 0 : recallProbability(truth, m);
    const recalled = random() < p;
    const rating = gradeOf(truth, recalled, p, random);
    let after = fromFsrsCard(scheduler.next(toFsrsCard(before), at, rating).card);
    const elapsedDays = daysBetween(before.lastReview ? new Date(before.lastReview) : null, at);
    const today = new Date(firstDayStart + Math.floor((now - firstDayStart) / DAY_MS) * DAY_MS);
    const range = balanceRange(after, elapsedDays, today);
    if (range) {
      const load = new Map<number, number>();
      const todayNumber = dayIndex(today, new Date(firstDayStart));
      for (let day = range.fromDay; day <= range.toDay; day++) {
        load.set(day, duePerDay.get(todayNumber + day) ?? 0);
      }
      after = balancedDue(after, range, today, load);
    }
    countDue(before, -1);
    countDue(after, +1);
    states.set(card, after);
    if (!created.has(card)) created.set(card, at);
    // the answer is shown at every review, so every review lays down a trace
    cardTraces.push({
      at: now,
      decay: truth.decayScale * (Number.isFinite(m) ? Math.exp(m) : 0) + truth.decayIntercept,
    });
    traces.set(card, cardTraces);
    const thinking = Math.exp(Math.log(6000) + 0.4 * gaussian(random));
    const durationMs = Math.round(thinking + (recalled ? 0 : 3000));
    reviews.push({
      card,
      clientReviewId: syntheticUuid(random),
      reviewedAt: at,
      rating,
      elapsedDays,
      before,
      after,
      durationMs,
      trueRecall: p,
    });
    return durationMs;
  };

  for (let day = 0; day < options.days && reviews.length < maxReviews; day++) {
    if (random() > truth.diligence) continue;
    const dayStart = firstDayStart + day * DAY_MS;
    const dayEnd = dayStart + DAY_MS;
    let now = dayStart + (truth.studyHour - DAY_START_HOUR) * HOUR_MS + random() * HOUR_MS;
    const dueReviews: { card: number; due: number }[] = [];
    const learning = new Set<number>();
    for (const [card, state] of states) {
      const due = Date.parse(state.due);
      if (state.state === 'review' && due < dayEnd) dueReviews.push({ card, due });
      else if (state.state === 'learning' || state.state === 'relearning') learning.add(card);
    }
    dueReviews.sort((a, b) => a.due - b.due || a.card - b.card);
    const reviewQueue = dueReviews.slice(0, reviewsPerDay).map((r) => r.card);
    let newLeft = newPerDay;
    while (reviews.length < maxReviews) {
      const soonest = (until: number) => {
        let best: number | undefined;
        let bestDue = Number.POSITIVE_INFINITY;
        for (const card of learning) {
          const due = Date.parse(states.get(card)!.due);
          if (due <= until && due < bestDue) {
            best = card;
            bestDue = due;
          }
        }
        return best;
      };
      let card = soonest(now);
      if (card === undefined && reviewQueue.length > 0) card = reviewQueue.shift();
      if (card === undefined && newLeft > 0 && nextNew < options.cardCount) {
        card = nextNew++;
        newLeft--;
      }
      if (card === undefined) card = soonest(now + LEARN_AHEAD_MS);
      if (card === undefined) break;
      now += review(card, now) + 2000;
      const state = states.get(card)!.state;
      if (state === 'learning' || state === 'relearning') learning.add(card);
      else learning.delete(card);
    }
  }

  const items = new Map<number, { state: StoredMemoryState; createdAt: Date }>();
  for (const [card, state] of states) items.set(card, { state, createdAt: created.get(card)! });
  return { truth, items, reviews };
}

/**
 * Writes a simulated history as one learner's memory items and review log: the deck's card ids
 * in card-index order, everything in bulk statements.
 */
export async function writeSyntheticHistory(
  db: Database,
  owner: { accountId: number; userProductId: number; cardIds: readonly number[] },
  history: SimulatedHistory,
): Promise<{ items: number; reviews: number }> {
  const repo = memoryBulkRepository(db);
  const cardId = (card: number) => {
    const id = owner.cardIds[card];
    if (id === undefined) throw new Error(`the deck has no card ${card}`);
    return id;
  };
  const itemIds = await repo.insertCardItems(
    [...history.items].map(([card, item]) => ({
      accountId: owner.accountId,
      userProductId: owner.userProductId,
      cardId: cardId(card),
      state: item.state,
      createdAt: item.createdAt,
    })),
  );
  const logs: BulkReviewLog[] = history.reviews.map((review) => ({
    itemId: itemIds.get(cardId(review.card))!,
    accountId: owner.accountId,
    clientReviewId: review.clientReviewId,
    reviewedAt: review.reviewedAt,
    rating: review.rating,
    elapsedDays: review.elapsedDays,
    before: review.before,
    after: review.after,
    durationMs: review.durationMs,
  }));
  await repo.insertReviewLogs(logs);
  await deckProgressRepository(db).recountLearner(owner.accountId);
  return { items: itemIds.size, reviews: logs.length };
}
