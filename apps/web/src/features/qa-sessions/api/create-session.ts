import type { QaSessionCreateRequest } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** QA-34: POST /api/3.0/qa/sessions/userproducts/{userProductId} with the version 3 request. */
export function createSession(request: QaSessionCreateRequest) {
  return qaCall('createSession', () =>
    apiRequest(routes.qa.createSession, {
      params: { userProductId: request.userProductId },
      body: request,
    }),
  );
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (session) => {
      queryClient.setQueryData(qaKeys.session(session.qaSessionId), session);
      return queryClient.invalidateQueries({ queryKey: qaKeys.sessions(session.userProductId) });
    },
  });
}
