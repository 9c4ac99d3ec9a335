import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** POST /api/2.0/medcentral/assignments/{assignmentId}/close, over the lockVersion read. */
export function useCloseAssignment(assignmentId: number, organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lockVersion: number) =>
      apiRequest(routes.medCentral.closeAssignment, {
        params: { assignmentId },
        body: { lockVersion },
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(medCentralKeys.assignment(assignmentId), detail);
      return queryClient.invalidateQueries({ queryKey: medCentralKeys.program(organizationId) });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: medCentralKeys.assignment(assignmentId) }),
  });
}
