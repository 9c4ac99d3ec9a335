import type { QaSession } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';
import { afterNextPaint } from '@/lib/first-paint';
import { qaCall } from '@/lib/qa/qa-call';
import { useQaStore } from '@/lib/qa/qa-store';
import { ACTIVATION_QUERY, activationRequest, type SessionToActivate } from '../utils/activation';

/**
 * Spec §4 activating a session: an existing one (non-zero qaSessionId) by PUT (QA-28), otherwise
 * created and activated by POST (QA-29), both with ?activate=true&populatequestionids=false.
 */
export function activateSession(session: SessionToActivate) {
  const request = activationRequest(session);
  return qaCall('activateSession', () =>
    request.method === 'PUT'
      ? apiRequest(routes.qa.updateSession, { query: ACTIVATION_QUERY, body: request.body })
      : apiRequest(routes.qa.createSessionV2, { query: ACTIVATION_QUERY, body: request.body }),
  );
}

/**
 * Spec §4: opening a session activates it (PUT, since it has an id), once per player, once the
 * player has been painted; the Q&A state holds the session at once and the activated one when
 * the server answers. A failure is logged by the call layer and leaves the session as it was.
 */
export function useActivateSession(session: QaSession) {
  const setActiveQaSession = useQaStore((state) => state.setActiveQaSession);
  const activation = useMutation({
    mutationFn: (qaSessionId: number) => activateSession({ qaSessionId }),
    onSuccess: setActiveQaSession,
  });
  const activated = useRef(false);
  const active = session.status === 'active';
  const { mutate } = activation;
  useEffect(() => {
    if (activated.current || !active) return;
    setActiveQaSession(session);
    // After the first paint: starting the request is main-thread work the screen need not wait for.
    return afterNextPaint(() => {
      if (activated.current) return;
      activated.current = true;
      mutate(session.qaSessionId);
    });
  }, [active, session, setActiveQaSession, mutate]);
}
