import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const cmeKeys = {
  all: ['cme'] as const,
  overview: ['cme', 'overview'] as const,
};

/**
 * GET /api/2.0/cme: credit earned, claimed and claimable per activity, the claims and their MOC
 * reports, what the board identifiers lack, near deadlines. Asked again on each visit: credit is
 * earned by work elsewhere (the Q&A player, the book reader).
 */
export const cmeOverviewQuery = queryOptions({
  queryKey: cmeKeys.overview,
  queryFn: () => apiRequest(routes.cme.overview),
  staleTime: 0,
});

export const useCmeOverview = () => useQuery(cmeOverviewQuery);
