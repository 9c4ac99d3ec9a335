/**
 * The program dashboard without zod (issue 27, decision 1403): when a resident is at risk and
 * why, how an assignment stands, and the limits that keep peers' figures aggregate. The server
 * applies the rules to every resident; the SPA and the CSV word the same reasons.
 */

/** Weeks of progress the dashboard shows per resident (this week and the ones before it). */
export const PROGRESS_WEEKS = 8;

/** Days without any study (questions, cards, reading, an assignment) that make a resident inactive. */
export const INACTIVE_DAYS = 14;
/** First answers in the bank before a resident's First-time score is judged against the cohort. */
export const MIN_ANSWERS_FOR_ACCURACY = 50;
/** Residents with that many answers the program needs before it has a median to judge by. */
export const MIN_RESIDENTS_FOR_MEDIAN = 3;
/** Percentage points under the program's median First-time score that count as well below it. */
export const ACCURACY_GAP_POINTS = 10;
/** Overdue assignments that make a resident behind, whatever else they did. */
export const OVERDUE_FOR_RISK = 2;
/** …or this share of the assignments due so far overdue or completed late, */
export const LATE_SHARE_FOR_RISK = 0.5;
/** …counted from this many assignments due. */
export const MIN_DUE_FOR_SHARE = 3;

/** Why a resident is flagged, in the order the dashboard lists them. */
export const AT_RISK_REASONS = [
  'lowReadiness',
  'lowAccuracy',
  'behindOnAssignments',
  'inactive',
] as const;
export type AtRiskReason = (typeof AT_RISK_REASONS)[number];

export const AT_RISK_LABELS: Record<AtRiskReason, string> = {
  lowReadiness: 'Low readiness',
  lowAccuracy: 'Accuracy well below the program',
  behindOnAssignments: 'Behind on assignments',
  inactive: 'Inactive',
};

/**
 * Peers' figures are aggregates only (issue 27): a resident's group is compared with when it has
 * at least this many residents (the resident included); a smaller group would all but name them.
 */
export const MIN_GROUP_SIZE = 5;
/** First answers in a topic before a percentile is given in it (the resident's and each peer's). */
export const MIN_TOPIC_ANSWERS = 5;
/** Ranked peers a percentile needs: fewer would tell one peer's figure. */
export const MIN_PEERS_FOR_PERCENTILE = MIN_GROUP_SIZE - 1;
/** Residents who answered a question before the cohort item analysis lists it. */
export const MIN_RESIDENTS_PER_ITEM = 3;
export const COHORT_ITEMS_PAGE_SIZE = 50;
export const MAX_COHORT_ITEMS_PAGE = 1_000;

/** Where one resident's assignment stands. `closed`: closed before it was due, never completed. */
export const ASSIGNMENT_STATUSES = [
  'completed',
  'completedLate',
  'overdue',
  'open',
  'closed',
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  completed: 'Completed',
  completedLate: 'Completed late',
  overdue: 'Overdue',
  open: 'Not due yet',
  closed: 'Closed before due',
};

const DAY_MS = 86_400_000;

export interface AssignmentMoments {
  dueAt: Date;
  closedAt: Date | null;
  completedAt: Date | null;
}

/**
 * Completed (late when after its due moment); otherwise overdue once due, unless the program
 * closed it before then; otherwise not due yet.
 */
export function assignmentStatus(a: AssignmentMoments, now: Date): AssignmentStatus {
  if (a.completedAt) return a.completedAt > a.dueAt ? 'completedLate' : 'completed';
  if (a.closedAt && a.closedAt < a.dueAt && a.closedAt <= now) return 'closed';
  return a.dueAt <= now ? 'overdue' : 'open';
}

export interface AssignmentTally {
  /** every assignment given to the resident but those closed before they were due */
  assigned: number;
  /** completed, on time or late */
  completed: number;
  completedLate: number;
  overdue: number;
  /** not completed and not due yet */
  open: number;
  /** whose due moment has passed (completed or not) */
  dueSoFar: number;
}

export function tallyAssignments(
  assignments: readonly AssignmentMoments[],
  now: Date,
): AssignmentTally {
  const tally: AssignmentTally = {
    assigned: 0,
    completed: 0,
    completedLate: 0,
    overdue: 0,
    open: 0,
    dueSoFar: 0,
  };
  for (const a of assignments) {
    const status = assignmentStatus(a, now);
    if (status === 'closed') continue;
    tally.assigned++;
    if (a.dueAt <= now) tally.dueSoFar++;
    if (status === 'completed' || status === 'completedLate') tally.completed++;
    if (status === 'completedLate') tally.completedLate++;
    if (status === 'overdue') tally.overdue++;
    if (status === 'open') tally.open++;
  }
  return tally;
}

/** The median of the First-time scores (shares, 0–1) of residents with enough answers; or null. */
export function cohortMedianScore(
  residents: readonly { answered: number; correct: number }[],
): number | null {
  const scores = residents
    .filter((r) => r.answered >= MIN_ANSWERS_FOR_ACCURACY)
    .map((r) => r.correct / r.answered)
    .sort((a, b) => a - b);
  if (scores.length < MIN_RESIDENTS_FOR_MEDIAN) return null;
  const middle = Math.floor(scores.length / 2);
  return scores.length % 2 === 1 ? scores[middle]! : (scores[middle - 1]! + scores[middle]!) / 2;
}

/** What the rules read of one resident. */
export interface RiskFacts {
  /** first answers in the bank, and right ones */
  answered: number;
  correct: number;
  /** the latest readiness estimate (a share, 0–1) and the pass mark of its exam (a share) */
  readiness: { score: number; passing: number; day: string } | null;
  assignments: AssignmentTally;
  /** the last study of any kind; null = none since joining */
  lastActiveAt: Date | null;
  joinedAt: Date;
}

export interface RiskFlag {
  code: AtRiskReason;
  /** the reason in a sentence with its figures, as the dashboard and the CSV say it */
  text: string;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The reasons a resident is at risk, in AT_RISK_REASONS' order; [] when none.
 * - lowReadiness: the latest readiness estimate is under its exam's pass mark.
 * - lowAccuracy: with MIN_ANSWERS_FOR_ACCURACY answers, a First-time score more than
 *   ACCURACY_GAP_POINTS under the program's median (when the program has one).
 * - behindOnAssignments: OVERDUE_FOR_RISK overdue, or from MIN_DUE_FOR_SHARE due so far, at least
 *   LATE_SHARE_FOR_RISK of them overdue or completed late.
 * - inactive: no study for INACTIVE_DAYS days (or none since joining that long ago).
 */
export function atRiskFlags(facts: RiskFacts, cohortMedian: number | null, now: Date): RiskFlag[] {
  const flags: RiskFlag[] = [];
  const { readiness, assignments: a } = facts;
  if (readiness && readiness.score < readiness.passing) {
    flags.push({
      code: 'lowReadiness',
      text: `Readiness ${pct(readiness.score)} is under the pass mark of ${pct(readiness.passing)}`,
    });
  }
  if (cohortMedian !== null && facts.answered >= MIN_ANSWERS_FOR_ACCURACY) {
    const score = facts.correct / facts.answered;
    const gap = Math.round((cohortMedian - score) * 100);
    if ((cohortMedian - score) * 100 > ACCURACY_GAP_POINTS) {
      flags.push({
        code: 'lowAccuracy',
        text: `First-time score ${pct(score)} is ${gap} points under the program's median of ${pct(cohortMedian)}`,
      });
    }
  }
  const late = a.overdue + a.completedLate;
  if (
    a.overdue >= OVERDUE_FOR_RISK ||
    (a.dueSoFar >= MIN_DUE_FOR_SHARE && late >= LATE_SHARE_FOR_RISK * a.dueSoFar)
  ) {
    flags.push({
      code: 'behindOnAssignments',
      text: `${plural(a.overdue, 'assignment')} overdue, ${a.completedLate} completed late, of ${a.dueSoFar} due so far`,
    });
  }
  const since = facts.lastActiveAt ?? facts.joinedAt;
  const idleDays = Math.floor((now.getTime() - since.getTime()) / DAY_MS);
  if (idleDays >= INACTIVE_DAYS) {
    flags.push({
      code: 'inactive',
      text: facts.lastActiveAt
        ? `No study for ${idleDays} days`
        : `No study since joining ${idleDays} days ago`,
    });
  }
  return flags;
}

/** The residents CSV's columns, in order (the server writes a row per resident shown). */
export const RESIDENT_CSV_COLUMNS = [
  'Name',
  'E-mail',
  'Group',
  'PGY',
  'Questions answered',
  'First-time score (%)',
  `Questions answered in the last ${PROGRESS_WEEKS} weeks`,
  'Last active',
  'Readiness (%)',
  'Assignments',
  'Completed',
  'Completed late',
  'Overdue',
  'At risk',
  'Reasons',
] as const;
