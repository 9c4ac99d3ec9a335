import type { Idea } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getIdeas = () => apiRequest(routes.ideas.list);

export const ideasQuery = queryOptions({
  queryKey: ['ideas'],
  queryFn: getIdeas,
});

/** Every idea; a 404 `ideas_unavailable` means the portal is switched off. */
export function useIdeas() {
  return useQuery(ideasQuery);
}

/** Puts the server's answer for one idea into the cached list (after a vote or status change). */
export function replaceIdea(client: QueryClient, idea: Idea) {
  client.setQueryData(ideasQuery.queryKey, (list) =>
    list ? { ...list, ideas: list.ideas.map((i) => (i.id === idea.id ? idea : i)) } : list,
  );
}
