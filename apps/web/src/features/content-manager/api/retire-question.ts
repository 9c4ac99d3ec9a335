import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

/** The Q&A staff retire call (decision 0902): the question leaves every pool. */
export const retireQuestion = (questionId: number) =>
  apiRequest(routes.qa.retireQuestion, { params: { questionId }, body: {} });

export function useRetireQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retireQuestion,
    onSuccess: ({ questionId }) => {
      void client.invalidateQueries({ queryKey: cmsKeys.question(questionId) });
      void client.invalidateQueries({ queryKey: ['cms', 'search'] });
    },
  });
}
