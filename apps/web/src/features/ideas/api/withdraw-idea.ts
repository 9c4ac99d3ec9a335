import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ideasQuery } from './ideas';

export const withdrawIdea = (ideaId: number) =>
  apiRequest(routes.ideas.withdraw, { params: { ideaId } });

export function useWithdrawIdea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawIdea,
    onSuccess: ({ id }) =>
      client.setQueryData(ideasQuery.queryKey, (list) =>
        list ? { ...list, ideas: list.ideas.filter((i) => i.id !== id) } : list,
      ),
  });
}
