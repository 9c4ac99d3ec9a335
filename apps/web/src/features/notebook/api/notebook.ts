import type { NotebookShow } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { qaCall, qaKeys } from '@/lib/qa/qa-call';

/** The notebook page's calls (decision 0908): one Q&A product's entries, listed and edited. */

export interface NotebookFilter {
  show: NotebookShow;
  topicId: number | null;
  /** words in the note or the stem ('' = no search) */
  text: string;
  page: number;
}

export const NOTEBOOK_PAGE = 20;

export function getNotebook(userProductId: number, filter: NotebookFilter) {
  return qaCall('listNotebook', () =>
    apiRequest(routes.qaNotebook.listNotebook, {
      params: { userProductId },
      query: {
        show: filter.show,
        ...(filter.topicId === null ? {} : { topicId: filter.topicId }),
        ...(filter.text ? { q: filter.text } : {}),
        limit: NOTEBOOK_PAGE,
        offset: filter.page * NOTEBOOK_PAGE,
      },
    }),
  );
}

export function useNotebook(userProductId: number, filter: NotebookFilter) {
  return useQuery({
    queryKey: qaKeys.notebook(userProductId, filter),
    queryFn: () => getNotebook(userProductId, filter),
    // a note written in the player since is shown on the next visit
    staleTime: 0,
    // the list stays while a new filter loads, so the filters keep their place and focus
    placeholderData: keepPreviousData,
  });
}

export interface EntryChange {
  questionId: number;
  note?: string;
  bookmarked?: false;
}

/** Edits one entry; the players' cached questions and sessions show it next time they are read. */
export function useUpdateNotebookEntry(userProductId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, ...body }: EntryChange) =>
      qaCall('updateNotebookEntry', () =>
        apiRequest(routes.qaNotebook.updateNotebookEntry, {
          params: { userProductId, questionId },
          body,
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: qaKeys.notebook(userProductId) }),
        queryClient.invalidateQueries({ queryKey: ['qa', 'session'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['qa', 'sa', 'attempt'], refetchType: 'none' }),
      ]),
  });
}
