import type { CmsDraft } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

export const getDraft = (draftId: number) =>
  apiRequest(routes.contentManager.getDraft, { params: { draftId } });

export const draftQuery = (draftId: number) =>
  queryOptions({ queryKey: cmsKeys.draft(draftId), queryFn: () => getDraft(draftId) });

/** A draft with its history and what the caller may do with it. */
export function useDraft(draftId: number) {
  return useQuery(draftQuery(draftId));
}

/** After a write: the draft as the server answered it, and the lists and question read again. */
export function draftWritten(client: QueryClient, draft: CmsDraft) {
  client.setQueryData(cmsKeys.draft(draft.draftId), draft);
  void client.invalidateQueries({ queryKey: cmsKeys.drafts });
  if (draft.questionId !== null) {
    void client.invalidateQueries({ queryKey: cmsKeys.question(draft.questionId) });
  }
  void client.invalidateQueries({ queryKey: ['cms', 'search'] });
  void client.invalidateQueries({ queryKey: ['cms', 'preview'] });
}
