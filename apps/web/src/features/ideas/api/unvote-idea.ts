import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { replaceIdea } from './ideas';

export const unvoteIdea = (ideaId: number) =>
  apiRequest(routes.ideas.unvote, { params: { ideaId } });

export function useUnvoteIdea() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unvoteIdea, onSuccess: (idea) => replaceIdea(client, idea) });
}
