import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '@/lib/api-client';

export const getContentPackages = () => apiRequest(routes.contentPackages.list);

export const contentPackagesQuery = queryOptions({
  queryKey: ['contentPackages'],
  queryFn: getContentPackages,
});

/** The question banks and flash-card decks a content manager can export. */
export function useContentPackages() {
  return useQuery(contentPackagesQuery);
}

/** GET …/export as a download link: the browser saves the zip under the name the server gives. */
export const exportHref = (kind: 'bank' | 'deck', code: string) =>
  buildUrl(routes.contentPackages.export.path, { kind, code });
