import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { showFailure } from '@/lib/snackbar';

/**
 * POST /api/2.0/medcentral/assignments/{assignmentId}/start: the assignment's Q&A session (made
 * on the first start, the same one after), opened in the Q&A player.
 */
export function useStartAssignment() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (assignmentId: number) =>
      apiRequest(routes.medCentral.startAssignment, { params: { assignmentId } }),
    onSuccess: ({ qaSessionId, userProductId, specialty }) =>
      navigate(
        paths.qaSession(
          { specialtyTypeCode: specialty, applicationTypeCode: 'qa', userProductId },
          qaSessionId,
        ),
      ),
    onError: (error) => showFailure(error.message),
  });
}
