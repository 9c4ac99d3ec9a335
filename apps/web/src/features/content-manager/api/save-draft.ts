import type { CmsContent } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftWritten } from './get-draft';

export const saveDraft = ({
  draftId,
  ...body
}: {
  draftId: number;
  lockVersion: number;
  changeNote: string;
  content: CmsContent;
}) => apiRequest(routes.contentManager.saveDraft, { params: { draftId }, body });

/** Saves the draft from the save it was read at; a 409 says someone saved it meanwhile. */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDraft, onSuccess: (draft) => draftWritten(client, draft) });
}
