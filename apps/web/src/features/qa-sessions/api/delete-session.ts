import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';
import { dashboardProductQueryOptions } from './dashboard-product';

/** QA-36: DELETE /api/3.0/qa/sessions/{qaSessionId}. */
export function deleteSession(qaSessionId: number) {
  return qaCall('deleteSession', () =>
    apiRequest(routes.qa.deleteSession, { params: { qaSessionId } }),
  );
}

export function useDeleteSession(userProductId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_, qaSessionId) => {
      queryClient.removeQueries({ queryKey: qaKeys.session(qaSessionId) });
      // A running test-mode session's answers are scored as it goes: the bank's figures move.
      void queryClient.invalidateQueries({
        queryKey: dashboardProductQueryOptions(userProductId).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: ['qa', 'count', userProductId] });
      return queryClient.invalidateQueries({ queryKey: qaKeys.sessions(userProductId) });
    },
  });
}
