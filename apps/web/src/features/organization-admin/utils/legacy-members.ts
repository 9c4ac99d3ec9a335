const LEGACY_HASH =
  /^#?account\/([1-9][0-9]{0,9})\/organization\/edit\/([1-9][0-9]{0,9})\/members\/?(?:[?].*)?$/;
const MAX_ID = 2_147_483_647;

/** An id of the page's address as the API writes it (digits, no leading zero), or null. */
export function routeId(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * The organization the legacy members address names (spec §2: '/mms#account/{accountId}/
 * organization/edit/{organizationId}/members', a full page load): its hash, which never reaches
 * the server. Ids as the API writes them (digits, no leading zero); anything else names none.
 */
export function legacyMembersTarget(
  hash: string,
): { accountId: number; organizationId: number } | null {
  const match = LEGACY_HASH.exec(hash);
  const accountId = routeId(match?.[1]);
  const organizationId = routeId(match?.[2]);
  return accountId !== null && organizationId !== null ? { accountId, organizationId } : null;
}
