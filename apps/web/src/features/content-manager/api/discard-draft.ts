import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

export const discardDraft = (draftId: number) =>
  apiRequest(routes.contentManager.discardDraft, { params: { draftId } });

/** Discards an unpublished draft (its author only: the screen offers it only then). */
export function useDiscardDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: ({ draftId }) => {
      client.removeQueries({ queryKey: cmsKeys.draft(draftId) });
      void client.invalidateQueries({ queryKey: cmsKeys.all });
    },
  });
}
