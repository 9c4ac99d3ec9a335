/** The staff CME screens' query keys, under one root: a change of a report reads the queue again. */
export const cmeAdminKeys = {
  all: ['cme-admin'] as const,
  rules: ['cme-admin', 'rules'] as const,
  reports: ['cme-admin', 'reports'] as const,
  queue: (query: object) => ['cme-admin', 'reports', 'queue', query] as const,
  batches: ['cme-admin', 'reports', 'batches'] as const,
};
