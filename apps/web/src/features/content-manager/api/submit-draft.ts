import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftWritten } from './get-draft';

export const submitDraft = ({ draftId, lockVersion }: { draftId: number; lockVersion: number }) =>
  apiRequest(routes.contentManager.submitDraft, { params: { draftId }, body: { lockVersion } });

/** Hands the saved draft to another content manager for review. */
export function useSubmitDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitDraft,
    onSuccess: (draft) => draftWritten(client, draft),
  });
}
