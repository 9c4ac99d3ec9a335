import type { Interlink } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { paths } from './paths';

/**
 * Spec §3 interlinking request and §7 interlinks (decision 1103): what a book section, a question
 * or a flash card links to. One call per application type; the links lead only into the
 * learner's products usable now, so a screen shows each one as it comes.
 */

/** Spec §3 "Interlinking request" (QA-23). */
export interface InterlinkRequest {
  userProductId: number;
  /** the application type of that product (spec §3): onlineBookCore, qa, fc, qa_sa… */
  applicationType: string;
  /** a book section's id (onlineBookCore), a question's (qa) or a card's (fc) */
  id: number | string;
}

/**
 * Spec §7 interlinks by application type: onlineBookCore → …/corecontenttopic/{id} (QA-30),
 * qa or fc → …/qa/{id} (QA-31); any other type makes no call and has none (QA-43).
 */
export async function fetchInterlinks(
  { userProductId, applicationType, id }: InterlinkRequest,
  signal?: AbortSignal,
): Promise<Interlink[]> {
  switch (applicationType) {
    case 'onlineBookCore':
      return apiRequest(routes.books.sectionInterlinks, {
        params: { userProductId, id: String(id) },
        ...(signal ? { signal } : {}),
      });
    case 'qa':
    case 'fc':
      return apiRequest(routes.books.questionInterlinks, {
        params: { userProductId, id },
        ...(signal ? { signal } : {}),
      });
    default:
      return [];
  }
}

/** Interlinks follow the learner's products (one may end or start), so they are asked again. */
export const INTERLINKS_STALE_MS = 5 * 60_000;

export const interlinkKeys = {
  all: ['interlinks'] as const,
  of: ({ userProductId, applicationType, id }: InterlinkRequest) =>
    ['interlinks', applicationType, userProductId, String(id)] as const,
};

export const interlinksQuery = (request: InterlinkRequest) =>
  queryOptions({
    queryKey: interlinkKeys.of(request),
    queryFn: ({ signal }) => fetchInterlinks(request, signal),
    staleTime: INTERLINKS_STALE_MS,
    // An error counts as no interlinks (QA-46): asking again would only delay that answer.
    retry: false,
  });

/** What a finished or pending interlink call leaves on screen. */
export interface InterlinkResult {
  status: 'pending' | 'error' | 'success';
  data?: Interlink[] | undefined;
}

/**
 * Spec §7 (QA-44..46): a non-empty list is kept and shown; an empty list, a call still running
 * or a failed call all count as no interlinks, so the screen shows nothing and no error.
 */
export function shownInterlinks(result: InterlinkResult): Interlink[] {
  if (result.status !== 'success' || !result.data) return [];
  return result.data.length > 0 ? result.data : [];
}

/** The interlinks to show for a section, a question or a card (kept in the query cache). */
export function useInterlinks(request: InterlinkRequest, enabled = true) {
  return shownInterlinks(useQuery({ ...interlinksQuery(request), enabled }));
}

/** The links of one kind, typed as that kind. */
export function linksOfKind<K extends Interlink['kind']>(links: readonly Interlink[], kind: K) {
  return links.filter((link): link is Extract<Interlink, { kind: K }> => link.kind === kind);
}

/** Where a card link opens: the card in its deck's browser (/flashcards/:id/browse?card=). */
export function flashCardBrowseHref(userProductId: number, cardId: number) {
  return `${paths.flashCards(userProductId, 'browse')}?card=${cardId}`;
}
