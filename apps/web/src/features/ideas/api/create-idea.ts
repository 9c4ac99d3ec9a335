import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ideasQuery } from './ideas';

export type NewIdeaInput = BodyOf<(typeof endpointGroups)['ideas']['create']>;

export const createIdea = (body: NewIdeaInput) => apiRequest(routes.ideas.create, { body });

export function useCreateIdea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createIdea,
    onSuccess: (idea) =>
      client.setQueryData(ideasQuery.queryKey, (list) =>
        list ? { ...list, ideas: [idea, ...list.ideas] } : list,
      ),
  });
}
