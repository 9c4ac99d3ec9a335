import type { StudyBoard, TrainerProfileInput } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { dueItemsQuery } from '@/lib/due-items';
import { myProductsQuery } from '@/lib/my-products';
import { showFailure } from '@/lib/snackbar';
import { unitWorkPath } from '../utils/unit-work-path';
import { trainerKeys } from './trainer-queries';

/** Saves the interview; the board is then planned again from what is left of today. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainerProfileInput) =>
      apiRequest(routes.trainer.saveTrainerProfile, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainerKeys.all }),
  });
}

/**
 * A unit's three actions: Start opens its work (the session is made on the first start), Skip
 * and Tomorrow answer with the day planned again, which the board shows at once.
 */
export function useUnitActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const adopt = (board: StudyBoard) => {
    queryClient.setQueryData(trainerKeys.board, { board });
    void queryClient.invalidateQueries({ queryKey: dueItemsQuery.queryKey });
  };
  const failed = (error: Error) => {
    showFailure(error.message);
    void queryClient.invalidateQueries({ queryKey: trainerKeys.board });
  };
  const start = useMutation({
    mutationFn: (studyUnitId: number) =>
      apiRequest(routes.trainer.startStudyUnit, { params: { studyUnitId }, body: {} }),
    onSuccess: async (work) => {
      const products = await queryClient.ensureQueryData(myProductsQuery);
      navigate(unitWorkPath(work, products.products));
    },
    onError: failed,
  });
  const skip = useMutation({
    mutationFn: (studyUnitId: number) =>
      apiRequest(routes.trainer.skipStudyUnit, { params: { studyUnitId }, body: {} }),
    onSuccess: adopt,
    onError: failed,
  });
  const postpone = useMutation({
    mutationFn: (studyUnitId: number) =>
      apiRequest(routes.trainer.postponeStudyUnit, { params: { studyUnitId }, body: {} }),
    onSuccess: adopt,
    onError: failed,
  });
  return { start, skip, postpone };
}
