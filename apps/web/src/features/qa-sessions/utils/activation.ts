import type { QaSessionCreateRequest } from '@boardready/contracts';

/** Spec §7: both activation calls carry this query. */
export const ACTIVATION_QUERY = { activate: 'true', populatequestionids: 'false' } as const;

/** The session object handed to activation: an existing one, or one still to be created. */
export type SessionToActivate =
  | { qaSessionId: number; name?: string; secondsElapsed?: number; currentPosition?: number }
  | ({ qaSessionId?: 0 | null } & QaSessionCreateRequest);

export type ActivationRequest =
  | {
      method: 'PUT';
      body: {
        qaSessionId: number;
        name?: string;
        secondsElapsed?: number;
        currentPosition?: number;
      };
    }
  | { method: 'POST'; body: QaSessionCreateRequest };

/** Spec §4: "If qaSessionId is present and non-zero" the session exists. */
export function hasSessionId(session: { qaSessionId?: number | null }): boolean {
  return typeof session.qaSessionId === 'number' && session.qaSessionId !== 0;
}

/**
 * Spec §4 activating a session: PUT for an existing session (QA-28), POST creating it (QA-29).
 * The body is the session object, reduced to what each call accepts.
 */
export function activationRequest(session: SessionToActivate): ActivationRequest {
  if (hasSessionId(session)) {
    const { qaSessionId, name, secondsElapsed, currentPosition } = session as Extract<
      SessionToActivate,
      { qaSessionId: number }
    >;
    return {
      method: 'PUT',
      body: {
        qaSessionId,
        ...(name === undefined ? {} : { name }),
        ...(secondsElapsed === undefined ? {} : { secondsElapsed }),
        ...(currentPosition === undefined ? {} : { currentPosition }),
      },
    };
  }
  const { qaSessionId: _none, ...request } = session as Extract<
    SessionToActivate,
    { userProductId: unknown }
  >;
  return { method: 'POST', body: request };
}
