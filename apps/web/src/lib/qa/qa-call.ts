/**
 * Spec §8 "Any Q&A session call fails": the error is logged with the operation name and passed to
 * the caller (ERR-10, ERR-11). Nothing here shows a message (ERR-12): the screen that made the
 * call decides whether the learner needs to know.
 */
export async function qaCall<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`Q&A call ${operation} failed`, error);
    throw error;
  }
}

/**
 * A self-assessment question as the running exam shows it (no answer, no explanation), or as the
 * review of the completed attempt shows it: two answers of one address, so two cache entries.
 */
export type SaItemPhase = 'exam' | 'review';

/** Query keys of the feature, so that a change invalidates exactly what it touched. */
export const qaKeys = {
  all: ['qa'] as const,
  sessions: (userProductId: number) => ['qa', 'sessions', userProductId] as const,
  session: (qaSessionId: number) => ['qa', 'session', qaSessionId] as const,
  questions: (qaSessionId: number) => ['qa', 'session', qaSessionId, 'question'] as const,
  question: (qaSessionId: number, position: number) =>
    ['qa', 'session', qaSessionId, 'question', position] as const,
  /** the session whole, kept for studying it offline (decision 1705) */
  offline: (qaSessionId: number) => ['qa', 'session', qaSessionId, 'offline'] as const,
  topics: (userProductId: number) => ['qa', 'topics', userProductId] as const,
  report: (userProductId: number) => ['qa', 'report', userProductId] as const,
  /** the product's questions due for spaced retrieval (issue 24) */
  retrieval: (userProductId: number) => ['qa', 'retrieval', userProductId] as const,
  /** the notebook page's lists (decision 0908); a note saved anywhere makes them stale */
  notebook: (userProductId: number, filter?: unknown) =>
    filter === undefined
      ? (['qa', 'notebook', userProductId] as const)
      : (['qa', 'notebook', userProductId, filter] as const),
  count: (userProductId: number, filter: unknown) =>
    ['qa', 'count', userProductId, filter] as const,
  saOverview: (userProductId: number) => ['qa', 'sa', 'overview', userProductId] as const,
  saAttempt: (attemptId: number) => ['qa', 'sa', 'attempt', attemptId] as const,
  saItem: (attemptId: number, position: number, phase: SaItemPhase) =>
    ['qa', 'sa', 'attempt', attemptId, 'item', position, phase] as const,
  saResults: (attemptId: number) => ['qa', 'sa', 'results', attemptId] as const,
};
