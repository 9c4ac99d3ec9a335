import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BOOK_STALE_MS, bookKeys } from './book-keys';

/** GET /api/2.0/book/userproduct/{userProductId}/section/{sectionId}: one section's text. */
export const getBookSection = (userProductId: number, sectionId: string) =>
  apiRequest(routes.books.section, { params: { userProductId, sectionId } });

export const bookSectionQuery = (userProductId: number, sectionId: string) =>
  queryOptions({
    queryKey: bookKeys.section(userProductId, sectionId),
    queryFn: () => getBookSection(userProductId, sectionId),
    staleTime: BOOK_STALE_MS,
  });

export function useBookSection(userProductId: number, sectionId: string, enabled = true) {
  return useQuery({ ...bookSectionQuery(userProductId, sectionId), enabled });
}
