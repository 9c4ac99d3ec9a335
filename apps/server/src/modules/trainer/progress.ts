import { forgetting_curve } from 'ts-fsrs';

/** My Progress's pure rules (issue 25): streaks of study days, the retention forecast. */

/** The day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The current streak (days studied in a row up to today, or up to yesterday while today has no
 * study yet: the day is not over) and the longest among `days`.
 */
export function streaks(days: Iterable<string>, today: string) {
  const studied = new Set(days);
  let longest = 0;
  for (const day of [...studied].sort()) {
    if (studied.has(addDays(day, -1))) continue;
    let run = 1;
    while (studied.has(addDays(day, run))) run++;
    longest = Math.max(longest, run);
  }
  let end = studied.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (studied.has(end)) {
    current++;
    end = addDays(end, -1);
  }
  return { current, longest };
}

/**
 * The mean recall of the learner's studied items in 0…`days` days if none were reviewed, on FSRS's
 * forgetting curve (decay: the learner's own, else FSRS-6's default), from their groups by
 * stability and days since the last review.
 */
export function retentionCurve(
  groups: readonly { logStability: number; elapsedDays: number; items: number }[],
  decay: number,
  days: number,
) {
  const total = groups.reduce((sum, g) => sum + g.items, 0);
  return Array.from({ length: days + 1 }, (_, inDays) => {
    if (total === 0) return { inDays, recallPercent: 0 };
    let sum = 0;
    for (const g of groups) {
      sum +=
        g.items * forgetting_curve(decay, g.elapsedDays + inDays, Math.exp(g.logStability / 8));
    }
    return { inDays, recallPercent: Math.round((sum / total) * 1000) / 10 };
  });
}
