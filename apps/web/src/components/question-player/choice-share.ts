/** Percent with no decimals for the tutor-mode shares. */
export function sharePercent(share: number | undefined): number {
  return Math.round(Math.max(0, Math.min(1, share ?? 0)) * 100);
}
