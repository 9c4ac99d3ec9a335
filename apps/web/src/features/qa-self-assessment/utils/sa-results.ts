/** Wording of the self-assessment results (decision 0904). */

/** 0.0025 → '<1%', 0.731 → '73%', 0.9991 → '>99%'. */
export function likelihoodPercent(likelihood: number): string {
  const percent = Math.round(likelihood * 100);
  if (percent < 1) return '<1%';
  if (percent > 99) return '>99%';
  return `${percent}%`;
}

/** 1 → '1st', 42 → '42nd', 13 → '13th'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** 1 → 'One question was removed after review …', 3 → '3 questions were …' (decision 0905). */
export function withdrawnSummary(count: number): string {
  return count === 1
    ? 'One question was removed after review (found wrong or out of date) and is not scored.'
    : `${count} questions were removed after review (found wrong or out of date) and are not scored.`;
}
