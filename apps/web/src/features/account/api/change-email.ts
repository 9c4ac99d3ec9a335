import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adoptProfile } from './get-profile';

export type ChangeEmailInput = BodyOf<(typeof endpointGroups)['account']['changeEmail']>;

export const changeEmail = (body: ChangeEmailInput) =>
  apiRequest(routes.account.changeEmail, { body });

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, onSuccess: adoptProfile });
}
