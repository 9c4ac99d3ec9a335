import type { MyProgress, ProgressDay } from '@boardready/contracts';

/** My Progress's figures from the server's answer (pure: the charts and tables read them). */

const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const EMPTY = { questions: 0, correct: 0, cards: 0, sectionsRead: 0, unitsDone: 0 };

/** Every day of the last `count` up to today, days without study at zero. */
export function lastDays(
  progress: Pick<MyProgress, 'days' | 'today'>,
  count: number,
): ProgressDay[] {
  const byDay = new Map(progress.days.map((d) => [d.day, d]));
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(progress.today, i - count + 1);
    return byDay.get(day) ?? { day, ...EMPTY };
  });
}

export const studied = (d: ProgressDay) => d.questions + d.cards + d.sectionsRead + d.unitsDone > 0;

/**
 * The calendar of study days: weeks (Monday first) from the one holding `since` to today's, each
 * day with how much was done (questions and cards) or null outside the window.
 */
export function calendarWeeks(progress: Pick<MyProgress, 'days' | 'today' | 'since'>) {
  const byDay = new Map(progress.days.map((d) => [d.day, d]));
  const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  let monday = addDays(progress.since, -weekday(progress.since));
  const weeks: {
    monday: string;
    days: ({ day: string; work: number; studied: boolean } | null)[];
  }[] = [];
  while (monday <= progress.today) {
    weeks.push({
      monday,
      days: Array.from({ length: 7 }, (_, i) => {
        const day = addDays(monday, i);
        if (day < progress.since || day > progress.today) return null;
        const d = byDay.get(day);
        return { day, work: d ? d.questions + d.cards : 0, studied: d ? studied(d) : false };
      }),
    });
    monday = addDays(monday, 7);
  }
  return weeks;
}

/** Four shades of study: none, some, more, most (by quarters of the busiest day). */
export function shade(work: number, busiest: number): 0 | 1 | 2 | 3 | 4 {
  if (work <= 0 || busiest <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((work / busiest) * 4))) as 1 | 2 | 3 | 4;
}

export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : null;

/** A timeline line: "12 questions (75 % right) · 30 flash cards · 1 section read · 2 units done". */
export function dayText(d: ProgressDay): string {
  const parts: string[] = [];
  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  if (d.questions > 0) {
    parts.push(
      `${plural(d.questions, 'question')} (${percentOf(d.correct, d.questions)}\u00a0% right)`,
    );
  }
  if (d.cards > 0) parts.push(plural(d.cards, 'flash card'));
  if (d.sectionsRead > 0) parts.push(`${plural(d.sectionsRead, 'section')} read`);
  if (d.unitsDone > 0) parts.push(`${plural(d.unitsDone, 'study unit')} done`);
  return parts.join(' · ');
}
