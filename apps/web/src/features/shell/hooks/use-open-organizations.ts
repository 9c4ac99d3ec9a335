import type { Organization } from '@boardready/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showFailure } from '@/lib/snackbar';
import { myOrganizationsQuery } from '../api/my-organizations';
import { organizationsTarget } from '../utils/organizations-target';
import type { ShellModel } from './use-shell-model';

/** Spec §8: the snackbar when My Organizations finds no organization. */
export const NO_ORGANIZATION_MESSAGE = 'Oops, no organization was found.';

/**
 * Spec §6 My Organizations target, and §8's snackbar and warning when no organization is found.
 * The list is asked for again on click: memberships may have changed since the menu was drawn
 * (decision 0202), and the target must be an organization the user manages now.
 */
export function useOpenOrganizations(model: ShellModel) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    let organizations: readonly Organization[] = model.organizations;
    try {
      organizations = await queryClient.fetchQuery({ ...myOrganizationsQuery, staleTime: 0 });
    } catch (error) {
      console.warn('My Organizations: the organizations could not be refreshed.', error);
    }
    const target = organizationsTarget(
      model.account?.AccountId ?? 0,
      organizations,
      model.adminAccountDetails,
    );
    if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'external') window.location.assign(target.href);
    else {
      console.warn('My Organizations: no organization was found for this account.');
      showFailure(NO_ORGANIZATION_MESSAGE);
    }
  };
}
