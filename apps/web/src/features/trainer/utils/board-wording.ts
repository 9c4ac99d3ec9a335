import type { StudyBoard, StudyUnit } from '@boardready/contracts';

/** The Study Board's wording, in one place (pure: the tests read it as the screen does). */

export const KIND_LABELS: Record<StudyUnit['kind'], string> = {
  PreviewStudyUnit: 'Preview',
  StudyStudyUnit: 'Study',
  SpacedRetrievalStudyUnit: 'Spaced retrieval',
};

export const STATUS_LABELS: Record<StudyUnit['status'], string> = {
  planned: 'Planned',
  done: 'Done',
  skipped: 'Skipped',
  postponed: 'Moved to tomorrow',
};

export const PHASE_TEXT: Record<StudyBoard['phase'], string> = {
  build: 'Building: a new topic each day, read first, then practised, and what is due comes back.',
  consolidate:
    'Consolidating: practice on your weaker topics and retrieval come before new reading.',
  final: 'Final week: retrieval first, then your weakest topics. Nothing new to read.',
};

export function daysToGo(days: number): string {
  if (days <= 0) return 'Exam day is today';
  return days === 1 ? '1 day to go' : `${days} days to go`;
}

/** A calendar day (YYYY-MM-DD) as a learner reads it: "Sunday, March 28, 2027". */
export function longDate(day: string, withWeekday = false): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'long' } : {}),
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "57 %", the sign kept with its number on a narrow screen */
export const percent = (value: number) => `${Math.round(value)}\u00a0%`;
export const chance = (probability: number) => percent(probability * 100);

export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What is due now, in words: "3 flash cards and 1 question", or null when nothing is. */
export function dueText(due: StudyBoard['due']): string | null {
  const parts = [
    due.cards > 0 ? `${due.cards} flash card${due.cards === 1 ? '' : 's'}` : null,
    due.questions > 0 ? `${due.questions} question${due.questions === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : null;
}
