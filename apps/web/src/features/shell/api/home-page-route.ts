import { routes } from '@boardready/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const homePageRouteQuery = queryOptions({
  queryKey: ['account', 'home-page-route'],
  queryFn: () => apiRequest(routes.navigation.homePageRoute),
});
