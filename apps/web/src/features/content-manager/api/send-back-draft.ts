import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftWritten } from './get-draft';

export const sendBackDraft = ({ draftId, comment }: { draftId: number; comment: string }) =>
  apiRequest(routes.contentManager.sendBackDraft, { params: { draftId }, body: { comment } });

/** Sends a draft back to its author with what should change. */
export function useSendBackDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendBackDraft,
    onSuccess: (draft) => draftWritten(client, draft),
  });
}
