import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adoptSession } from '@/lib/session';

export type RegisterInput = BodyOf<(typeof endpointGroups)['auth']['register']>;

export const register = (body: RegisterInput) => apiRequest(routes.auth.register, { body });

export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterInput) => {
      const session = await register(body);
      await adoptSession(session);
      return session;
    },
  });
}
