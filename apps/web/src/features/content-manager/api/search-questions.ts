import { routes } from '@boardready/contracts/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cmsKeys } from './cms-keys';

export const searchQuestions = (search: string) =>
  apiRequest(routes.contentManager.searchQuestions, { query: { search } });

export const questionSearchQuery = (search: string) =>
  queryOptions({
    queryKey: cmsKeys.search(search),
    queryFn: () => searchQuestions(search),
    enabled: search.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** Questions by code (prefix) or by words of their text; nothing until a search is given. */
export function useQuestionSearch(search: string) {
  return useQuery(questionSearchQuery(search));
}
