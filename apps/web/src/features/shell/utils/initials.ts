/** Spec §5: first non-blank character of FirstName plus that of LastName, upper-cased; '' signed out. */
export function initials(account: { FirstName: string; LastName: string } | null): string {
  if (!account) return '';
  const first = (name: string) => name.trim().charAt(0);
  return `${first(account.FirstName)}${first(account.LastName)}`.toUpperCase();
}
