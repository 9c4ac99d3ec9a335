import { useNavigate } from 'react-router';
import { showFailure } from '@/lib/snackbar';
import { organizationsTarget } from '../utils/organizations-target';
import type { ShellModel } from './use-shell-model';

/** Spec §6 My Organizations target, and §8's snackbar when no organization is found. */
export function useOpenOrganizations(model: ShellModel) {
  const navigate = useNavigate();
  return () => {
    const target = organizationsTarget(
      model.account?.AccountId ?? 0,
      model.organizations,
      model.adminAccountDetails,
    );
    if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'external') window.location.assign(target.href);
    else {
      console.warn('My Organizations: no organization found for this account');
      showFailure('Oops, no organization was found.');
    }
  };
}
