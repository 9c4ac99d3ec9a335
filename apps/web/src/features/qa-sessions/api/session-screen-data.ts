import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/qa/get-session';
import { openingPosition, reviewOf } from '../utils/session-rules';
import { sessionQuestionQueryOptions } from './get-session-question';

/**
 * What the session screen draws first: the session and, for the player, the question it opens
 * on. Fetched as the route loads (app/route-data.ts), so the screen is drawn once, whole, rather
 * than once per answer. A failure is left in the cache for the screen to show.
 */
export async function loadSessionScreenData(
  queryClient: QueryClient,
  qaSessionId: number,
  search: URLSearchParams,
) {
  const session = await queryClient.fetchQuery(sessionQueryOptions(qaSessionId)).catch(() => null);
  const review = reviewOf(search);
  // An ended session opens on its summary, which needs no question.
  if (!session || (session.status === 'ended' && !review)) return;
  const position = openingPosition(session, review, Number(search.get('q')));
  await queryClient.prefetchQuery(sessionQuestionQueryOptions(qaSessionId, position));
}
