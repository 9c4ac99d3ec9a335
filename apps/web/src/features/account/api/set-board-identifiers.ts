import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adoptProfile } from './get-profile';

export type BoardIdentifiersInput = BodyOf<
  (typeof endpointGroups)['account']['setBoardIdentifiers']
>;

export const setBoardIdentifiers = (body: BoardIdentifiersInput) =>
  apiRequest(routes.account.setBoardIdentifiers, { body });

export function useSetBoardIdentifiers() {
  return useMutation({ mutationFn: setBoardIdentifiers, onSuccess: adoptProfile });
}
