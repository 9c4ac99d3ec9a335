import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftWritten } from './get-draft';

export const approveDraft = ({ draftId, comment }: { draftId: number; comment: string }) =>
  apiRequest(routes.contentManager.approveDraft, { params: { draftId }, body: { comment } });

/** Approves a draft someone else submitted (the screen offers it only then). */
export function useApproveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveDraft,
    onSuccess: (draft) => draftWritten(client, draft),
  });
}
