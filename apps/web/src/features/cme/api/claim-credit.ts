import type { CmeClaimBody } from '@boardready/contracts/cme';
import { ErrorCode } from '@boardready/contracts/errors';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { cmeKeys } from './cme-overview';

/** Refusals that mean the page's figures are out of date: they are read again. */
const STALE = new Set<string>([
  ErrorCode.claimableCreditChanged,
  ErrorCode.claimExceedsEarned,
  ErrorCode.cmeActivityClosed,
  ErrorCode.boardIdentifiersIncomplete,
]);

/**
 * POST /api/2.0/cme/activities/{activityId}/claims: claims the claimable credit the form showed,
 * with the attestation, the evaluation and the boards to report to.
 */
export function useClaimCredit(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CmeClaimBody) =>
      apiRequest(routes.cme.claim, { params: { activityId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmeKeys.overview }),
    onError: (error) => {
      if (error instanceof ApiError && STALE.has(error.code))
        void queryClient.invalidateQueries({ queryKey: cmeKeys.overview });
    },
  });
}
