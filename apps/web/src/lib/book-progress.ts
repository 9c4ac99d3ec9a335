import { routes } from '@boardready/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /api/3.0/books/progress: how far the learner is in each of their books, for My Products.
 * Shared here because the products feature shows it and the books feature moves it (its key is
 * under the books feature's 'book-study' keys, which the reader invalidates after reading).
 */
export const readingProgressListQuery = queryOptions({
  queryKey: ['book-study', 'progress'] as const,
  queryFn: async () =>
    (await apiRequest(routes.bookStudy.readingProgressList, { query: {} })).books,
  staleTime: 30_000,
});

/** How far a book is read, in a few words: 'Not started', '42% read', 'Finished'. */
export function readingLabel(progress: { percentRead: number; sectionsRead: number }): string {
  if (progress.sectionsRead === 0) return 'Not started';
  if (progress.percentRead >= 100) return 'Finished';
  return `${progress.percentRead}% read`;
}
