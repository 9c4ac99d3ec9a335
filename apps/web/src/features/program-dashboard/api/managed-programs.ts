import { routes } from '@boardready/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The caller's residency programs (MedCentral's list, GET /api/2.0/medcentral/programs) and those
 * whose dashboard they see: those the server says they manage (`canManage`: its directors and
 * faculty, and staff admins; decision 1402). Asked first, because a refused dashboard call (403)
 * would end the session in the SPA (spec §8): a resident is told so instead.
 */
export function useManagedPrograms() {
  return useQuery({
    queryKey: ['programDashboard', 'programs'],
    queryFn: () => apiRequest(routes.medCentral.programs),
    select: ({ programs }) => ({
      programs,
      managed: programs.filter((p) => p.canManage),
    }),
    staleTime: 60_000,
  });
}
