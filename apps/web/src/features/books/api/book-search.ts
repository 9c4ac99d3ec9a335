import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookStudyKeys } from './book-study-keys';

/** Where a search looks: one book (its user product) or every book the learner can use now. */
export type SearchScope = number | 'all';

/**
 * GET /api/3.0/books/userproducts/{userProductId}/search or /api/3.0/books/search: the best
 * sections for the words, each with a snippet whose matches are marked.
 */
export const searchBooks = (scope: SearchScope, q: string) =>
  scope === 'all'
    ? apiRequest(routes.bookStudy.searchAllBooks, { query: { q } })
    : apiRequest(routes.bookStudy.searchBook, { params: { userProductId: scope }, query: { q } });

/** The hits for the words asked (none asked: no call); the last hits stay while the next load. */
export function useBookSearch(scope: SearchScope, q: string) {
  return useQuery({
    queryKey: bookStudyKeys.search(scope, q),
    queryFn: () => searchBooks(scope, q),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
