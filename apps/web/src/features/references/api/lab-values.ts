import type { LabValuesSpecialty } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getLabValues = (specialty: LabValuesSpecialty) =>
  apiRequest(routes.references.labValues, { params: { specialty } });

/** Reference content changes only with a release: fetched once per session. */
export const labValuesQuery = (specialty: LabValuesSpecialty) =>
  queryOptions({
    queryKey: ['references', 'lab-values', specialty],
    queryFn: () => getLabValues(specialty),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLabValues(specialty: LabValuesSpecialty) {
  return useQuery(labValuesQuery(specialty));
}
