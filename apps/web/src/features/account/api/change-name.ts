import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adoptProfile } from './get-profile';

export type ChangeNameInput = BodyOf<(typeof endpointGroups)['account']['changeName']>;

export const changeName = (body: ChangeNameInput) =>
  apiRequest(routes.account.changeName, { body });

export function useChangeName() {
  return useMutation({ mutationFn: changeName, onSuccess: adoptProfile });
}
