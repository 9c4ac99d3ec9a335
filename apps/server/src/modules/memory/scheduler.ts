import { RATINGS, type Rating } from '@boardready/contracts/flash-card-rules';
import {
  type Card,
  createEmptyCard,
  type FSRS,
  fsrs,
  type Grade,
  generatorParameters,
  get_fuzz_range,
  State,
} from 'ts-fsrs';
import type { MemoryState, StoredMemoryState } from '../../db/schema';

/**
 * The memory model's pure rules (issue 24): FSRS-6 through ts-fsrs with the learner's desired
 * retention and, once fitted, their own parameters; the learner's day; due dates spread over the
 * fuzz range onto the least busy day. Nothing here reads the database or the clock.
 */

const STATE_NAMES: readonly MemoryState[] = ['new', 'learning', 'review', 'relearning'];
const STATE_OF_NAME = new Map(STATE_NAMES.map((name, index) => [name, index as State]));

/** Anki's learning steps: seen again after a minute, then ten; a lapse relearns over ten minutes. */
export const LEARNING_STEPS = ['1m', '10m'] as const;
export const RELEARNING_STEPS = ['10m'] as const;
/** Learning cards due within this time are shown rather than leaving the learner waiting. */
export const LEARN_AHEAD_MS = 20 * 60_000;
export const MAXIMUM_INTERVAL_DAYS = 36_500;
/** A learner's day starts at this hour in their time zone (Anki's default rollover). */
export const DAY_START_HOUR = 4;
const DAY_MS = 86_400_000;

export interface SchedulerSettings {
  desiredRetention: number;
  /** fitted FSRS-6 weights; null: ts-fsrs' defaults */
  parameters: number[] | null;
}

/**
 * Cards learn in steps of minutes, as in Anki. A question comes back no sooner than the next day:
 * its explanation was just read, and asking it again within minutes tests recognition, not memory.
 */
export type ItemKind = 'card' | 'question';

export function schedulerFor(settings: SchedulerSettings, kind: ItemKind = 'card'): FSRS {
  const steps = kind === 'card';
  return fsrs(
    generatorParameters({
      request_retention: settings.desiredRetention,
      maximum_interval: MAXIMUM_INTERVAL_DAYS,
      enable_fuzz: true,
      enable_short_term: steps,
      learning_steps: steps ? [...LEARNING_STEPS] : [],
      relearning_steps: steps ? [...RELEARNING_STEPS] : [],
      ...(settings.parameters ? { w: settings.parameters } : {}),
    }),
  );
}

export function newMemoryState(now: Date): StoredMemoryState {
  return fromFsrsCard(createEmptyCard(now));
}

export function toFsrsCard(stored: StoredMemoryState): Card {
  return {
    state: STATE_OF_NAME.get(stored.state) ?? State.New,
    due: new Date(stored.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    // derived by ts-fsrs from last_review; kept for its deprecated field
    elapsed_days: 0,
    scheduled_days: stored.scheduledDays,
    learning_steps: stored.learningSteps,
    reps: stored.reps,
    lapses: stored.lapses,
    ...(stored.lastReview ? { last_review: new Date(stored.lastReview) } : {}),
  };
}

export function fromFsrsCard(card: Card): StoredMemoryState {
  return {
    state: STATE_NAMES[card.state] ?? 'new',
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** Seconds until the item comes back for each grade, as the grade buttons show them. */
export function gradeIntervals(scheduler: FSRS, stored: StoredMemoryState, now: Date) {
  const preview = scheduler.repeat(toFsrsCard(stored), now);
  const seconds = (rating: Rating) =>
    Math.max(0, Math.round((preview[rating as Grade].card.due.getTime() - now.getTime()) / 1000));
  return Object.fromEntries(RATINGS.map((r) => [r, seconds(r)])) as Record<Rating, number>;
}

export function retrievability(scheduler: FSRS, stored: StoredMemoryState, now: Date): number {
  if (stored.state === 'new') return 0;
  return scheduler.get_retrievability(toFsrsCard(stored), now, false);
}

/**
 * A time zone's formatter to the second, one per zone: making one costs more than a grade's other
 * arithmetic together.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

export function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The UTC offset of a time zone at a moment, in minutes east of UTC. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The start of the learner's current day: the last 04:00 in their time zone at or before `now`. */
export function dayStart(now: Date, timeZone: string): Date {
  const offset = offsetMinutes(now, timeZone) * 60_000;
  const local = now.getTime() + offset;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS;
  let start = localMidnight + DAY_START_HOUR * 3_600_000;
  if (start > local) start -= DAY_MS;
  // back to UTC with the offset in force at that moment (a day that changes clocks keeps 04:00)
  return new Date(start - offsetMinutes(new Date(start - offset), timeZone) * 60_000);
}

/** The learner's day a moment falls on, counted in whole days from `today` (0 today, 1 tomorrow…). */
export function dayIndex(moment: Date, today: Date): number {
  return Math.floor((moment.getTime() - today.getTime()) / DAY_MS);
}

/**
 * Load balancing: a review interval may move within its fuzz range; of the days in that range it
 * lands on the one with the fewest items already due (the nearest of equals), so a learner's
 * reviews spread evenly instead of piling onto one day. Learning steps and short intervals stay.
 * `balanceRange` says which days to count (null: nothing to balance), `balancedDue` picks one.
 */
export function balanceRange(
  scheduled: StoredMemoryState,
  elapsedDays: number,
  today: Date,
): { fromDay: number; toDay: number } | null {
  if (scheduled.state !== 'review' || scheduled.scheduledDays < 3) return null;
  const shift = dayIndex(new Date(scheduled.due), today) - scheduled.scheduledDays;
  // ts-fsrs's fuzz range counts whole days elapsed; a fraction would make fractional intervals
  const { min_ivl, max_ivl } = get_fuzz_range(
    scheduled.scheduledDays,
    Math.floor(elapsedDays),
    MAXIMUM_INTERVAL_DAYS,
  );
  return { fromDay: min_ivl + shift, toDay: max_ivl + shift };
}

export function balancedDue(
  scheduled: StoredMemoryState,
  range: { fromDay: number; toDay: number },
  today: Date,
  dueByDay: ReadonlyMap<number, number>,
): StoredMemoryState {
  const due = new Date(scheduled.due);
  const chosenDay = dayIndex(due, today);
  let bestDay = chosenDay;
  let bestLoad = dueByDay.get(chosenDay) ?? 0;
  for (let day = range.fromDay; day <= range.toDay; day += 1) {
    const dayLoad = dueByDay.get(day) ?? 0;
    const nearer = Math.abs(day - chosenDay) < Math.abs(bestDay - chosenDay);
    if (dayLoad < bestLoad || (dayLoad === bestLoad && nearer)) {
      bestDay = day;
      bestLoad = dayLoad;
    }
  }
  if (bestDay === chosenDay) return scheduled;
  return {
    ...scheduled,
    due: new Date(due.getTime() + (bestDay - chosenDay) * DAY_MS).toISOString(),
    scheduledDays: scheduled.scheduledDays + (bestDay - chosenDay),
  };
}

/** Days between two moments, as FSRS counts elapsed time (fractional). */
export function daysBetween(from: Date | null, to: Date): number {
  return from ? Math.max(0, (to.getTime() - from.getTime()) / DAY_MS) : 0;
}
