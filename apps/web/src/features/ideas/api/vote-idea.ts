import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { replaceIdea } from './ideas';

export const voteIdea = (ideaId: number) => apiRequest(routes.ideas.vote, { params: { ideaId } });

export function useVoteIdea() {
  const client = useQueryClient();
  return useMutation({ mutationFn: voteIdea, onSuccess: (idea) => replaceIdea(client, idea) });
}
