import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { draftWritten } from './get-draft';

export const createDraft = (body: { questionId: number } | { bankId: number }) =>
  apiRequest(routes.contentManager.createDraft, { body });

/** Starts a change to a question, or a new question of a bank. */
export function useCreateDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDraft,
    onSuccess: (draft) => draftWritten(client, draft),
  });
}
