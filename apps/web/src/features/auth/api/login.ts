import { authEndpoints, type BodyOf } from '@boardready/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adoptSession } from '@/lib/session';

export type LoginInput = BodyOf<typeof authEndpoints.login>;

export const login = (body: LoginInput) => apiRequest(authEndpoints.login, { body });

export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginInput) => {
      const session = await login(body);
      await adoptSession(session);
      return session;
    },
  });
}
