import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BOOK_STALE_MS, bookKeys } from './book-keys';

/** GET /api/2.0/book/userproduct/{userProductId}: the title, the chapters and their sections. */
export const getBookContents = (userProductId: number) =>
  apiRequest(routes.books.contents, { params: { userProductId } });

export const bookContentsQuery = (userProductId: number) =>
  queryOptions({
    queryKey: bookKeys.contents(userProductId),
    queryFn: () => getBookContents(userProductId),
    staleTime: BOOK_STALE_MS,
  });

export function useBookContents(userProductId: number, enabled = true) {
  return useQuery({ ...bookContentsQuery(userProductId), enabled });
}
