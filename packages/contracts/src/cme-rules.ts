/**
 * CME/MOC without zod (issue 28, decision 1501): the kinds of work that earn credit, the boards
 * that take MOC points, the claim's evaluation, the limits of the forms and the reporting
 * deadlines, for the SPA and the contracts. Credit is kept in quarter hours (AMA PRA Category 1
 * credit is claimed in 0.25 steps), so no sum is ever a float.
 */

import { BOARD_ID_DIGITS, daysInMonth } from './account-rules';

export const QUARTERS_PER_CREDIT = 4;

/** What a product's rule counts: first-time answers, book chapters read, course lessons done. */
export const CME_WORK_KINDS = ['questions', 'book_chapters', 'course_lessons'] as const;
export type CmeWorkKind = (typeof CME_WORK_KINDS)[number];
export const CME_WORK_UNIT_LABELS: Record<CmeWorkKind, { one: string; many: string }> = {
  questions: {
    one: 'question answered for the first time',
    many: 'questions answered for the first time',
  },
  book_chapters: { one: 'chapter read', many: 'chapters read' },
  course_lessons: { one: 'lesson completed', many: 'lessons completed' },
};

/** The boards that take MOC points through ACCME PARS, and what their points are called. */
export const MOC_BOARDS = ['ABIM', 'ABP'] as const;
export type MocBoard = (typeof MOC_BOARDS)[number];
export const MOC_BOARD_LABELS: Record<MocBoard, { name: string; points: string }> = {
  ABIM: {
    name: 'American Board of Internal Medicine',
    points: 'ABIM Medical Knowledge MOC points',
  },
  ABP: { name: 'American Board of Pediatrics', points: 'ABP MOC Part 2 points' },
};

/**
 * Each board's year-end reporting deadline (month, day) for work completed that year, and how
 * many days ahead learners and staff are warned. Reports reach PARS in batches, so a claim is
 * asked for a fortnight before the board's own date.
 */
export const MOC_REPORTING_DEADLINES: Record<MocBoard, { month: number; day: number }> = {
  ABIM: { month: 12, day: 31 },
  ABP: { month: 12, day: 31 },
};
export const MOC_DEADLINE_WARNING_DAYS = 45;
export const MOC_CLAIM_LEAD_DAYS = 14;

/** A report's way to the board: queued, in an exported batch, then accepted or rejected. */
export const MOC_REPORT_STATUSES = ['queued', 'submitted', 'accepted', 'rejected'] as const;
export type MocReportStatus = (typeof MOC_REPORT_STATUSES)[number];
export const MOC_REPORT_STATUS_LABELS: Record<MocReportStatus, string> = {
  queued: 'Waiting to be reported',
  submitted: 'Reported, awaiting the board',
  accepted: 'Accepted by the board',
  rejected: 'Rejected by the board',
};

/** The evaluation every claim asks: each statement rated 1 (strongly disagree) to 5 (strongly agree). */
export const CME_EVALUATION_STATEMENTS = [
  { key: 'objectivesMet', text: 'The activity met its stated learning objectives.' },
  { key: 'relevantToPractice', text: 'The content was relevant to my practice.' },
  { key: 'willChangePractice', text: 'I will change something in my practice because of it.' },
  { key: 'freeOfBias', text: 'The content was fair, balanced and free of commercial bias.' },
] as const;
export type CmeEvaluationKey = (typeof CME_EVALUATION_STATEMENTS)[number]['key'];
export const CME_RATING_MIN = 1;
export const CME_RATING_MAX = 5;
export const CME_RATING_LABELS = [
  'Strongly disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly agree',
] as const;
export const CME_EVALUATION_COMMENT_MAX = 1000;

/** Limits of the staff's rule form. */
export const CME_ACTIVITY_CODE_PATTERN = /^[A-Za-z0-9-]{3,40}$/;
export const CME_ACTIVITY_CODE_MESSAGE =
  'The activity ID is 3 to 40 letters, digits or hyphens, as the accreditor issued it.';
export const CME_TITLE_MAX = 200;
export const CME_UNITS_PER_CREDIT_MAX = 1000;
export const CME_MAX_CREDITS_MAX = 200;
export const MOC_RATIO_PERCENT_MAX = 400;
export const MOC_REJECT_REASON_MAX = 500;

/** The provider statement every certificate carries. */
export const CME_PROVIDER_NAME = 'BoardReady Medical Education';
export const CME_PROVIDER_STATEMENT =
  'BoardReady Medical Education is accredited by the Accreditation Council for Continuing Medical ' +
  'Education (ACCME) to provide continuing medical education for physicians. BoardReady Medical ' +
  'Education designates this enduring material for a maximum of the AMA PRA Category 1 Credit(s)™ ' +
  'stated for the activity. Physicians should claim only the credit commensurate with the extent ' +
  'of their participation in the activity.';

/** 7 → "1.75" credits; every figure a learner reads passes through here. */
export const creditsOf = (quarters: number) => (quarters / QUARTERS_PER_CREDIT).toFixed(2);

/** A board's deadline for work completed in `year`, as a UTC date at the day's end. */
export function mocDeadlineOf(board: MocBoard, year: number): Date {
  const { month, day } = MOC_REPORTING_DEADLINES[board];
  return new Date(Date.UTC(year, month - 1, day, 23, 59, 59));
}

/** What an account keeps for PARS beside the name (board_identifiers; null: not entered). */
export interface BoardIdentifierValues {
  abimNumber: string | null;
  abpNumber: string | null;
  birthMonth: number | null;
  birthDay: number | null;
}

/**
 * What is missing or malformed for reporting a board's points, in words ("the ABIM ID", "the
 * birth day"); empty when the board's ID (six digits), the birth month and the birth day are there
 * and well formed.
 */
export function boardIdentifierGaps(
  board: MocBoard,
  values: BoardIdentifierValues | null | undefined,
): string[] {
  const id = board === 'ABIM' ? values?.abimNumber : values?.abpNumber;
  const month = values?.birthMonth ?? null;
  const day = values?.birthDay ?? null;
  const gaps: string[] = [];
  if (!id) gaps.push(`the ${board} ID`);
  else if (!new RegExp(`^[0-9]{${BOARD_ID_DIGITS}}$`).test(id))
    gaps.push(`an ${board} ID of ${BOARD_ID_DIGITS} digits`);
  const monthOk = month !== null && Number.isInteger(month) && month >= 1 && month <= 12;
  if (!monthOk) gaps.push('the birth month');
  if (
    day === null ||
    !Number.isInteger(day) ||
    day < 1 ||
    day > (monthOk ? daysInMonth(month) : 31)
  )
    gaps.push('the birth day');
  return gaps;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A board's deadline for this year's work, when it is near (the contracts' `mocDeadline`). */
export interface MocDeadlineNear {
  board: MocBoard;
  year: number;
  deadline: string;
  claimBy: string;
  daysLeft: number;
}

/**
 * The boards whose year-end deadline for the work of `now`'s year is at most
 * MOC_DEADLINE_WARNING_DAYS away (in UTC days), with the day claims are asked by. The learner's
 * page and the staff queue both warn with it.
 */
export function mocDeadlinesNear(now: Date): MocDeadlineNear[] {
  const year = now.getUTCFullYear();
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  return MOC_BOARDS.flatMap((board) => {
    const end = mocDeadlineOf(board, year);
    const deadline = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
    const daysLeft = Math.round((deadline - today) / DAY_MS);
    if (daysLeft < 0 || daysLeft > MOC_DEADLINE_WARNING_DAYS) return [];
    return [
      {
        board,
        year,
        deadline: isoDay(deadline),
        claimBy: isoDay(deadline - MOC_CLAIM_LEAD_DAYS * DAY_MS),
        daysLeft,
      },
    ];
  });
}

/**
 * The batch file's columns, in order (tab-delimited, a header row, CRLF line ends, dates
 * MM/DD/YYYY as PARS takes them). The completion ID is the report's own id, so an upload of a
 * report twice is the same completion to the board.
 */
export const MOC_BATCH_COLUMNS = [
  'Completion ID',
  'Activity ID',
  'Board',
  'Board ID',
  'First Name',
  'Last Name',
  'DOB Month',
  'DOB Day',
  'Completion Date',
  'MOC Points',
] as const;
