import type { BookHighlight } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookStudyKeys } from './book-study-keys';

/** GET …/highlights: the learner's highlights and notes in a book, in reading order. */
export const bookHighlightsQuery = (userProductId: number) =>
  queryOptions({
    queryKey: bookStudyKeys.highlights(userProductId),
    queryFn: async () =>
      (await apiRequest(routes.bookStudy.highlights, { params: { userProductId }, query: {} }))
        .highlights,
    staleTime: 0,
  });

export function useBookHighlights(userProductId: number) {
  return useQuery(bookHighlightsQuery(userProductId));
}

export interface NewHighlight {
  sectionId: string;
  start: number;
  end: number;
  note: string | null;
}

/** POST, PATCH and DELETE of highlights: each answer is the book's list asked again. */
export function useHighlightCalls(userProductId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: bookStudyKeys.highlights(userProductId) });
  const params = { userProductId };
  const create = useMutation({
    mutationFn: (body: NewHighlight) =>
      apiRequest(routes.bookStudy.createHighlight, { params, query: {}, body }),
    onSuccess,
  });
  const updateNote = useMutation({
    mutationFn: ({ highlightId, note }: Pick<BookHighlight, 'highlightId' | 'note'>) =>
      apiRequest(routes.bookStudy.updateHighlight, {
        params: { ...params, highlightId },
        query: {},
        body: { note },
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (highlightId: number) =>
      apiRequest(routes.bookStudy.deleteHighlight, {
        params: { ...params, highlightId },
        query: {},
      }),
    onSuccess,
  });
  return { create, updateNote, remove };
}
