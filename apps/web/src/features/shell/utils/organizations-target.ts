import type { Organization } from '@boardready/contracts';

export type OrganizationsTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

/**
 * Spec §6 My Organizations: with adminAccountDetails, the new organization admin (straight to
 * the members page with exactly one organization); otherwise the legacy members page of the
 * first organization, as a full page load; none found → the caller shows the snackbar.
 */
export function organizationsTarget(
  accountId: number,
  organizations: readonly Organization[],
  adminAccountDetails: boolean,
): OrganizationsTarget {
  const managed = organizations.filter((o) => o.isLicenseAdmin);
  const first = managed[0];
  if (!first) return { kind: 'none' };
  if (adminAccountDetails) {
    return managed.length === 1
      ? { kind: 'route', to: `/ngadmin/accounts/${accountId}/organizations/${first.id}/members` }
      : { kind: 'route', to: `/ngadmin/accounts/${accountId}/organizations` };
  }
  return {
    kind: 'external',
    href: `/mms#account/${accountId}/organization/edit/${first.id}/members`,
  };
}
