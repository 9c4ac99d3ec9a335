import type { AssignmentUpdateBody } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { medCentralKeys } from './medcentral-keys';

/** Someone else's edit or close came first: the form reads the assignment again. */
export const isStaleEdit = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCode.assignmentChanged;

/** PUT /api/2.0/medcentral/assignments/{assignmentId}, over the lockVersion the form read (409 when stale). */
export function useUpdateAssignment(assignmentId: number, organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentUpdateBody) =>
      apiRequest(routes.medCentral.updateAssignment, { params: { assignmentId }, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(medCentralKeys.assignment(assignmentId), detail);
      return queryClient.invalidateQueries({ queryKey: medCentralKeys.program(organizationId) });
    },
    onError: (error) => {
      if (isStaleEdit(error))
        void queryClient.invalidateQueries({ queryKey: medCentralKeys.assignment(assignmentId) });
    },
  });
}
