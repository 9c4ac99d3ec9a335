/**
 * How long what the device keeps for studying offline stays useful, and how long the queries
 * that feed it stay in memory unobserved (decision 1705). Without IndexedDB's code: the screens'
 * query options read it.
 */
export const KEPT_OFFLINE_MS = 24 * 60 * 60 * 1000;
