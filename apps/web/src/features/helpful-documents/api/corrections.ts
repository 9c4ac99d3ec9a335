import type { CorrectionsSpecialty } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getCorrections = (specialty: CorrectionsSpecialty) =>
  apiRequest(routes.helpfulDocuments.corrections, { params: { specialty } });

/** Changes only when a bank is imported (a release): fetched once per session. */
export const correctionsQuery = (specialty: CorrectionsSpecialty) =>
  queryOptions({
    queryKey: ['helpful-documents', 'corrections', specialty],
    queryFn: () => getCorrections(specialty),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCorrections(specialty: CorrectionsSpecialty) {
  return useQuery(correctionsQuery(specialty));
}
