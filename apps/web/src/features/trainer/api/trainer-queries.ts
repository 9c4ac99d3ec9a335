import { routes } from '@boardready/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the Personal Trainer: the Study Board and the interview. */
export const trainerKeys = {
  all: ['trainer'] as const,
  board: ['trainer', 'board'] as const,
  profile: ['trainer', 'profile'] as const,
  progress: ['trainer', 'progress'] as const,
};

/** GET /api/2.0/personaltrainer/board: today's plan (made on the day's first visit), readiness, workload. */
export const studyBoardQuery = queryOptions({
  queryKey: trainerKeys.board,
  queryFn: () => apiRequest(routes.trainer.studyBoard),
  // a unit is done by work elsewhere (a session, the reader, the cards): ask again on each visit
  staleTime: 0,
});

/** GET /api/2.0/personaltrainer/profile: the interview's answers, the exams and the products offered. */
export const trainerProfileQuery = queryOptions({
  queryKey: trainerKeys.profile,
  queryFn: () => apiRequest(routes.trainer.trainerProfile),
});

/** GET /api/2.0/personaltrainer/progress: My Progress's figures. */
export const myProgressQuery = queryOptions({
  queryKey: trainerKeys.progress,
  queryFn: () => apiRequest(routes.trainer.myProgress),
  staleTime: 0,
});
