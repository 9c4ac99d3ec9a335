/** Query keys of the program dashboard's reads, by their queries. */
export const programDashboardKeys = {
  all: ['programDashboard'] as const,
  dashboard: (query: object) => ['programDashboard', 'dashboard', query] as const,
  resident: (accountId: number, query: object) =>
    ['programDashboard', 'resident', accountId, query] as const,
  items: (query: object) => ['programDashboard', 'items', query] as const,
  standing: (organizationId: number) => ['programDashboard', 'standing', organizationId] as const,
};
