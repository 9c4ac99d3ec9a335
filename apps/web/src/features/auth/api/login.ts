import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adoptSession } from '@/lib/session';

export type LoginInput = BodyOf<(typeof endpointGroups)['auth']['login']>;

export const login = (body: LoginInput) => apiRequest(routes.auth.login, { body });

export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginInput) => {
      const session = await login(body);
      await adoptSession(session);
      return session;
    },
  });
}
