import { authEndpoints, type BodyOf } from '@boardready/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adoptSession } from '@/lib/session';

export type RegisterInput = BodyOf<typeof authEndpoints.register>;

export const register = (body: RegisterInput) => apiRequest(authEndpoints.register, { body });

export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterInput) => {
      const session = await register(body);
      await adoptSession(session);
      return session;
    },
  });
}
