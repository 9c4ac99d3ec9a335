/** Query keys of the feature: a live product's schedule and sessions, and the staff's views. */
export const liveKeys = {
  all: ['live'] as const,
  schedule: (userProductId: number) => ['live', userProductId, 'schedule'] as const,
  session: (userProductId: number, liveSessionId: number) =>
    ['live', userProductId, 'session', liveSessionId] as const,
  staffSessions: ['live', 'staff', 'sessions'] as const,
  staffSession: (liveSessionId: number) => ['live', 'staff', 'session', liveSessionId] as const,
  /** the catalogue's live products, for scheduling a session */
  liveProducts: ['live', 'staff', 'products'] as const,
};
