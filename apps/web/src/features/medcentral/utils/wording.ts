import type { AssignmentSummary, RecipientProgress } from '@boardready/contracts';
import {
  ASSIGNMENT_KIND_LABELS,
  RECIPIENT_STATUS_LABELS,
  type RecipientStatus,
} from '@boardready/contracts/medcentral-rules';

const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A due date or a completion in the reader's time zone: 'Mar 9, 2026, 11:59 PM'. */
export const formatMoment = (iso: string) => MOMENT.format(new Date(iso));
/** An announcement's day: 'Mar 9, 2026'. */
export const formatDay = (iso: string) => DAY.format(new Date(iso));

/** What the assignment asks: '10 questions', 'Book section: Heart failure (Cardiology)'. */
export function whatText(a: Pick<AssignmentSummary, 'kind' | 'what'>): string {
  return a.kind === 'questions' ? a.what : `${ASSIGNMENT_KIND_LABELS[a.kind]}: ${a.what}`;
}

export const passingText = (passingScore: number | null) =>
  passingScore === null ? '—' : `${passingScore}%`;

/** Where one resident stands, in words: 'Completed · 75% · passed · late'. */
export function standingText(p: RecipientProgress): string {
  const parts: string[] = [RECIPIENT_STATUS_LABELS[p.status]];
  if (p.scorePercent !== null) parts.push(`${p.scorePercent}%`);
  if (p.passed !== null) parts.push(p.passed ? 'passed' : 'not passed');
  if (p.late) parts.push('late');
  return parts.join(' · ');
}

/** The assignments a resident has, counted: what is to do, overdue and done. */
export function tally(statuses: readonly RecipientStatus[]) {
  return {
    toDo: statuses.filter((s) => s === 'notStarted' || s === 'inProgress').length,
    overdue: statuses.filter((s) => s === 'overdue').length,
    done: statuses.filter((s) => s === 'completed').length,
  };
}

/** '2 to do · 1 overdue · 3 done' (the parts that are not zero; 'Nothing assigned yet.' when none). */
export function tallyText(t: ReturnType<typeof tally>): string {
  const parts = [
    t.toDo > 0 && `${t.toDo} to do`,
    t.overdue > 0 && `${t.overdue} overdue`,
    t.done > 0 && `${t.done} done`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Nothing to do right now.';
}
