import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** QA-39: the duplication options (decision 0802). */
export interface DuplicationOptions {
  questions: 'all' | 'incorrect';
  name?: string;
}

/** QA-38: POST /api/3.0/qa/sessions/{sessionId}/duplicate. */
export function duplicateSession(qaSessionId: number, options: DuplicationOptions) {
  return qaCall('duplicateSession', () =>
    apiRequest(routes.qa.duplicateSession, { params: { qaSessionId }, body: options }),
  );
}

export function useDuplicateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { qaSessionId: number } & DuplicationOptions) => {
      const { qaSessionId, ...options } = input;
      return duplicateSession(qaSessionId, options);
    },
    onSuccess: (session) => {
      queryClient.setQueryData(qaKeys.session(session.qaSessionId), session);
      return queryClient.invalidateQueries({ queryKey: qaKeys.sessions(session.userProductId) });
    },
  });
}
