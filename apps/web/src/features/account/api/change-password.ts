import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { profileQuery } from './get-profile';

export type ChangePasswordInput = BodyOf<(typeof endpointGroups)['account']['changePassword']>;

export const changePassword = (body: ChangePasswordInput) =>
  apiRequest(routes.account.changePassword, { body });

/** The server renews this browser's session cookie; the device count drops to one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
