import type { AssignmentBody } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** POST /api/2.0/medcentral/programs/{organizationId}/assignments: answers the new assignment. */
export function useCreateAssignment(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentBody) =>
      apiRequest(routes.medCentral.createAssignment, { params: { organizationId }, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(medCentralKeys.assignment(detail.assignment.assignmentId), detail);
      return queryClient.invalidateQueries({ queryKey: medCentralKeys.program(organizationId) });
    },
  });
}
