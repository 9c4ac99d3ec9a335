import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetSession } from '@/lib/session';

export const signOutEverywhere = () => apiRequest(routes.account.signOutEverywhere);

/** Every session ends on the server, this one too: the browser forgets its session as well. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: forgetSession });
}
