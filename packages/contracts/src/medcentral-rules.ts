import type { OrganizationRole } from './organization-rules';

/**
 * MedCentral without zod (issue 27, decision 1402): who manages a program, what an assignment
 * asks, where a resident stands on it, and the limits of the forms, for the SPA and the contracts.
 */

/** Members of a program with these roles post announcements and manage assignments (and staff admins). */
export const MANAGING_ROLES: readonly OrganizationRole[] = ['program director', 'faculty'];

export const canManageAs = (role: OrganizationRole | null) =>
  role !== null && MANAGING_ROLES.includes(role);

export const ASSIGNMENT_KINDS = ['questions', 'book_section', 'deck'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];
export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = {
  questions: 'Questions',
  book_section: 'Book section',
  deck: 'Flash-card deck',
};

/**
 * Where a resident stands on an assignment: completed (with the score and pass of a question
 * set; late when after its due moment), closed (the program closed it before it was due, not
 * completed), overdue (past its due moment, not completed), in progress (started), or not
 * started. The program dashboard counts by the same moments (program-dashboard-rules.ts).
 */
export const RECIPIENT_STATUSES = [
  'notStarted',
  'inProgress',
  'completed',
  'overdue',
  'closed',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  completed: 'Completed',
  overdue: 'Overdue',
  closed: 'Closed',
};

/** What a status is read from: the assignment's moments and the resident's. */
export interface StandingMoments {
  dueAt: Date;
  closedAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

export function recipientStatusOf(m: StandingMoments, now: Date): RecipientStatus {
  if (m.completedAt) return 'completed';
  if (m.closedAt && m.closedAt < m.dueAt && m.closedAt <= now) return 'closed';
  if (m.dueAt <= now) return 'overdue';
  return m.startedAt ? 'inProgress' : 'notStarted';
}

export const ASSIGNMENT_TITLE_MAX = 120;
export const ASSIGNMENT_INSTRUCTIONS_MAX = 2000;
/** A question set holds 1 to this many questions (one sitting). */
export const ASSIGNMENT_QUESTIONS_MAX = 100;
export const DEFAULT_PASSING_SCORE = 70;
/** Residents chosen one by one at most (a large program's residents, twice over). */
export const ASSIGNMENT_RECIPIENTS_MAX = 500;
export const PASSING_SCORE_MESSAGE = 'The passing score is a whole number from 0 to 100.';
export const ASSIGNMENT_TITLE_MESSAGE = 'Give the assignment a title.';

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 4000;
