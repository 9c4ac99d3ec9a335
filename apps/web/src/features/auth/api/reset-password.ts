import { authEndpoints, type BodyOf } from '@boardready/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ResetRequestInput = BodyOf<typeof authEndpoints.resetRequest>;
export type ResetConfirmInput = BodyOf<typeof authEndpoints.resetConfirm>;

export const requestReset = (body: ResetRequestInput) =>
  apiRequest(authEndpoints.resetRequest, { body });
export const confirmReset = (body: ResetConfirmInput) =>
  apiRequest(authEndpoints.resetConfirm, { body });

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}
