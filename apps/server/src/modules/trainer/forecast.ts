import {
  createEmptyCard,
  type FSRS,
  forgetting_curve,
  fsrs,
  generatorParameters,
  Rating,
} from 'ts-fsrs';
import { KNOWN_ACCURACY, type ReadinessEstimate, scoreOf, type TopicEstimate } from './readiness';

/**
 * The exam-day forecast (issue 25, decision 1201): what a learner reaches by exam day if they
 * study a given number of minutes a day at a given retention target. Pure: no database, no clock.
 *
 * Questions learned on day k come back on the memory model's schedule: FSRS-6 (the learner's own
 * weights when fitted), each review recalled (a lapse at 1 - r adds a review), so a learned
 * question's reviews fall on k + o1, k + o2, … and its recall on exam day follows FSRS's
 * forgetting curve from its last review before it. Each day the reviews due are done first and
 * the minutes left learn new questions. A topic's proficiency on exam day
 * moves from today's estimate towards KNOWN_ACCURACY by the share of its questions studied times
 * their recall on the day. The retention target is the one, among RETENTION_TARGETS, that gives
 * the best exam score: a low target leaves time for new material, a high one keeps more of it.
 */

export const RETENTION_TARGETS = [0.8, 0.85, 0.9, 0.95] as const;
/** The last days before the exam: retrieval first, practice on the weakest topics, no reading. */
export const FINAL_DAYS = 7;
/** Up to this many days before the exam: practice before reading, weak topics before unseen ones. */
export const CONSOLIDATE_DAYS = 28;
const DAY_MS = 86_400_000;

export type Phase = 'build' | 'consolidate' | 'final';

export function phaseOf(daysToExam: number): Phase {
  if (daysToExam <= FINAL_DAYS) return 'final';
  if (daysToExam <= CONSOLIDATE_DAYS) return 'consolidate';
  return 'build';
}

/** One learned question's reviews: days after learning, and its stability after each. */
interface ReviewSchedule {
  offsets: number[];
  stabilities: number[];
  decay: number;
}

const schedules = new Map<string, ReviewSchedule>();

/** A question learned on day 0 and recalled at every review: when they fall, up to `horizon`. */
export function reviewSchedule(
  retention: number,
  horizon: number,
  parameters: readonly number[] | null = null,
): ReviewSchedule {
  const key = `${retention}|${horizon}|${parameters?.join(',') ?? ''}`;
  const known = schedules.get(key);
  if (known) return known;
  const params = generatorParameters({
    request_retention: retention,
    enable_fuzz: false,
    enable_short_term: false,
    maximum_interval: 36_500,
    ...(parameters ? { w: [...parameters] } : {}),
  });
  const scheduler: FSRS = fsrs(params);
  const start = new Date(Date.UTC(2000, 0, 1));
  let card = scheduler.next(createEmptyCard(start), start, Rating.Good).card;
  const offsets = [0];
  const stabilities = [card.stability];
  for (;;) {
    const day = Math.round((card.due.getTime() - start.getTime()) / DAY_MS);
    if (day > horizon) break;
    card = scheduler.next(card, card.due, Rating.Good).card;
    offsets.push(day);
    stabilities.push(card.stability);
  }
  const schedule = { offsets, stabilities, decay: params.w[20] ?? 0.1542 };
  if (schedules.size > 64) schedules.clear();
  schedules.set(key, schedule);
  return schedule;
}

/** Recall on a day `age` days after learning, reviewed on schedule until then. */
export function recallAtAge(schedule: ReviewSchedule, age: number): number {
  let j = 0;
  while (j + 1 < schedule.offsets.length && schedule.offsets[j + 1]! <= age) j++;
  return forgetting_curve(schedule.decay, age - schedule.offsets[j]!, schedule.stabilities[j]!);
}

export interface ForecastInput {
  daysToExam: number;
  /** minutes the learner gives on each day from today to the day before the exam */
  dailyMinutes: readonly number[];
  /** minutes to learn a new question (answer it and read its explanation) */
  questionMinutes: number;
  /** minutes to answer a learned question again */
  reviewMinutes: number;
  /** questions due now (missed ones), done before new material */
  dueQuestions: number;
  readiness: Pick<ReadinessEstimate, 'topics'>;
  passing: number;
  examQuestions: number;
  parameters?: readonly number[] | null;
}

export interface Forecast {
  retention: number;
  /** new questions learned by exam day, and per day */
  learned: number;
  newPerDay: number;
  coverage: number;
  /** mean recall on exam day of the questions learned */
  recall: number;
  score: number;
  low: number;
  high: number;
  passProbability: number;
  /** review minutes still owed on exam day (the budget could not keep up) */
  backlogMinutes: number;
}

/** The forecast at one retention target. */
export function forecastAt(input: ForecastInput, retention: number): Forecast {
  const h = Math.max(0, input.daysToExam);
  const schedule = reviewSchedule(retention, h, input.parameters ?? null);
  const topics = input.readiness.topics;
  const totalQuestions = topics.reduce((sum, t) => sum + t.questions, 0);
  const seen = topics.reduce((sum, t) => sum + Math.min(t.answered, t.questions), 0);
  let unseenLeft = Math.max(0, totalQuestions - seen);
  const unseen = unseenLeft;
  // a review's expected cost: a lapse (1 - r of them) is answered once more
  const reviewCost = input.reviewMinutes * (1 + (1 - retention));
  const learnedOn = new Array<number>(h).fill(0);
  let backlog = input.dueQuestions * input.reviewMinutes;
  for (let d = 0; d < h; d++) {
    let reviews = 0;
    for (let j = 1; j < schedule.offsets.length; j++) {
      const k = d - schedule.offsets[j]!;
      if (k < 0) break;
      reviews += learnedOn[k]!;
    }
    const owed = backlog + reviews * reviewCost;
    const minutes = input.dailyMinutes[d] ?? 0;
    backlog = Math.max(0, owed - minutes);
    const free = Math.max(0, minutes - owed);
    const learned = Math.min(unseenLeft, Math.floor(free / input.questionMinutes));
    learnedOn[d] = learned;
    unseenLeft -= learned;
  }
  let learned = 0;
  let recallSum = 0;
  for (let k = 0; k < h; k++) {
    if (learnedOn[k]! === 0) continue;
    learned += learnedOn[k]!;
    recallSum += learnedOn[k]! * recallAtAge(schedule, h - k);
  }
  // reviews still owed at the exam were not done: their questions are recalled less
  const owedReviews = backlog / reviewCost;
  const recall =
    learned > 0 ? (recallSum / learned) * (1 - Math.min(0.5, owedReviews / learned / 4)) : 0;
  const studiedShare = unseen > 0 ? learned / unseen : 0;
  const projected = topics.map((t: TopicEstimate) => {
    const topicUnseen = t.questions > 0 ? Math.max(0, t.questions - t.answered) / t.questions : 0;
    const lift = Math.max(0, KNOWN_ACCURACY - t.proficiency) * topicUnseen * studiedShare * recall;
    return { weight: t.weight, proficiency: t.proficiency + lift, variance: t.variance };
  });
  // the further the exam, the less the forecast knows
  const forecastError = 0.02 + 0.04 * Math.min(1, h / 180);
  const score = scoreOf(projected, input.passing, input.examQuestions, forecastError);
  return {
    retention,
    learned,
    newPerDay: h > 0 ? Math.round(learned / h) : 0,
    coverage: totalQuestions > 0 ? (seen + learned) / totalQuestions : 0,
    recall,
    score: score.score,
    low: score.low,
    high: score.high,
    passProbability: score.passProbability,
    backlogMinutes: Math.round(backlog),
  };
}

/** The forecast at the retention target that gives the best exam score (ties: the higher one). */
export function bestForecast(input: ForecastInput): Forecast {
  let best: Forecast | null = null;
  for (const retention of RETENTION_TARGETS) {
    const forecast = forecastAt(input, retention);
    if (!best || forecast.score >= best.score - 1e-9) best = forecast;
  }
  return best!;
}

/**
 * "If I study up to N minutes a day": the best forecast at each daily figure. A learner given more
 * minutes may always study as one given fewer, so a figure never forecasts less than a smaller one
 * (learning everything at once can leave it older on exam day than learning it later).
 */
export function workload(
  input: Omit<ForecastInput, 'dailyMinutes'>,
  minutesPerDay: readonly number[],
) {
  let best: Forecast | null = null;
  return [...minutesPerDay]
    .sort((a, b) => a - b)
    .map((minutes) => {
      const forecast = bestForecast({
        ...input,
        dailyMinutes: new Array(Math.max(0, input.daysToExam)).fill(minutes),
      });
      if (!best || forecast.score >= best.score) best = forecast;
      return { minutesPerDay: minutes, ...best };
    });
}
