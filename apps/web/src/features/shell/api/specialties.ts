import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const specialtiesQuery = queryOptions({
  queryKey: ['account', 'specialties'],
  queryFn: () => apiRequest(routes.navigation.specialties),
});

export function useSpecialties(enabled: boolean) {
  return useQuery({ ...specialtiesQuery, enabled });
}
