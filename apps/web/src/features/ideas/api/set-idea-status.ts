import type { IdeaStatus } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { replaceIdea } from './ideas';

export const setIdeaStatus = ({ ideaId, status }: { ideaId: number; status: IdeaStatus }) =>
  apiRequest(routes.ideas.setStatus, { params: { ideaId }, body: { status } });

export function useSetIdeaStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setIdeaStatus, onSuccess: (idea) => replaceIdea(client, idea) });
}
