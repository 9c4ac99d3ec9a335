import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ResetRequestInput = BodyOf<(typeof endpointGroups)['auth']['resetRequest']>;
export type ResetConfirmInput = BodyOf<(typeof endpointGroups)['auth']['resetConfirm']>;

export const requestReset = (body: ResetRequestInput) =>
  apiRequest(routes.auth.resetRequest, { body });
export const confirmReset = (body: ResetConfirmInput) =>
  apiRequest(routes.auth.resetConfirm, { body });

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
