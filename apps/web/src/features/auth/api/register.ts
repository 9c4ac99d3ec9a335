import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adoptSession } from '@/lib/session';

export type RegisterInput = BodyOf<(typeof endpointGroups)['auth']['register']>;
export type RegisterConfirmInput = BodyOf<(typeof endpointGroups)['auth']['registerConfirm']>;

/** Asks for an account: the server mails a link that creates it. */
export const register = (body: RegisterInput) => apiRequest(routes.auth.register, { body });
export const confirmRegistration = (body: RegisterConfirmInput) =>
  apiRequest(routes.auth.registerConfirm, { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** Opens the mailed link: the account is created and this browser signed in. */
export function useConfirmRegistration() {
  return useMutation({
    mutationFn: async (body: RegisterConfirmInput) => {
      const session = await confirmRegistration(body);
      await adoptSession(session);
      return session;
    },
  });
}
