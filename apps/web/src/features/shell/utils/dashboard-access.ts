/**
 * Spec §4: dashboard access is true only when logged in AND (the dashboard-eligible list is
 * non-empty OR any of them has a personal trainer). As written the second part never changes
 * the result; we keep the rule literally (decision 0202).
 */
export function hasDashboardAccess(
  isLoggedIn: boolean,
  eligible: readonly { hasPersonalTrainer: boolean }[] | undefined,
): boolean {
  if (!isLoggedIn || !eligible) return false;
  return eligible.length > 0 || eligible.some((p) => p.hasPersonalTrainer);
}
