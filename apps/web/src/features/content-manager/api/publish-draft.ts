import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftWritten } from './get-draft';

export const publishDraft = (draftId: number) =>
  apiRequest(routes.contentManager.publishDraft, { params: { draftId }, body: {} });

/** Publishes an approved draft as the question's next version. */
export function usePublishDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: (draft) => draftWritten(client, draft),
  });
}
