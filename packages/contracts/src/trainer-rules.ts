/**
 * Personal Trainer constants without zod (issue 25): the interview form shows them before zod
 * loads, the contracts and the server enforce them.
 */

/** Spec §3 study unit kinds (CONST-02). */
export const STUDY_UNIT_KINDS = [
  'PreviewStudyUnit',
  'StudyStudyUnit',
  'SpacedRetrievalStudyUnit',
] as const;
export type StudyUnitKind = (typeof STUDY_UNIT_KINDS)[number];

/** A unit is planned until its work is done, or the learner skips it or moves it to tomorrow. */
export const STUDY_UNIT_STATUSES = ['planned', 'done', 'skipped', 'postponed'] as const;
export type StudyUnitStatus = (typeof STUDY_UNIT_STATUSES)[number];

/** Monday first, as a week planner reads; `weekdayMinutes[0]` is Monday's. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Twelve hours: a day's study time above it is a typing slip, not a plan. */
export const MAX_DAILY_MINUTES = 720;
/** The exam may be today at the soonest and this many days ahead at the latest. */
export const MAX_DAYS_TO_EXAM = 3 * 365;
/** Products a plan may include at most (a learner owns a handful). */
export const MAX_PLAN_PRODUCTS = 20;

/** The daily minutes the workload view compares (the learner's own figure is added to them). */
export const WORKLOAD_MINUTES = [15, 30, 60, 90, 120, 180] as const;

export const DAILY_MINUTES_MESSAGE = `Daily minutes are whole numbers from 0 to ${MAX_DAILY_MINUTES}.`;
export const EXAM_DATE_MESSAGE = `The exam date is a date (YYYY-MM-DD) from today to ${MAX_DAYS_TO_EXAM / 365} years ahead.`;

/** My Progress covers this many days back (twelve weeks: the calendar of study days). */
export const PROGRESS_DAYS = 84;
/** The retention forecast looks this many days ahead. */
export const RETENTION_FORECAST_DAYS = 30;
