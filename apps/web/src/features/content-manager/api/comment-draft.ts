import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftWritten } from './get-draft';

export const commentDraft = ({ draftId, body }: { draftId: number; body: string }) =>
  apiRequest(routes.contentManager.commentDraft, { params: { draftId }, body: { body } });

export function useCommentDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commentDraft,
    onSuccess: (draft) => draftWritten(client, draft),
  });
}
