import { readingProgressListQuery } from '@/lib/book-progress';

/**
 * Query keys of what a learner keeps of a book (issue 24): their place and sections read, their
 * highlights, and searches. They follow the account, not the release, so they are asked again.
 */
export const bookStudyKeys = {
  all: ['book-study'] as const,
  /** My Products' list (lib/book-progress.ts): every book's progress is under it */
  progressList: readingProgressListQuery.queryKey,
  progress: (userProductId: number) => ['book-study', 'progress', userProductId] as const,
  highlights: (userProductId: number) => ['book-study', 'highlights', userProductId] as const,
  search: (scope: number | 'all', q: string) => ['book-study', 'search', scope, q] as const,
};
