import type { LoaderFunctionArgs } from 'react-router';
import { loadSessionScreenData } from '@/features/qa-sessions/api/session-screen-data';
import { studyBoardQuery, trainerProfileQuery } from '@/features/trainer/api/trainer-queries';
import { myProductsQuery } from '@/lib/my-products';
import { nextTask } from '@/lib/next-task';
import { preferencesQuery } from '@/lib/preferences';
import { queryClient } from '@/lib/query-client';
import type { RouteData } from '@/lib/route-registry';

/**
 * The data a screen draws first, fetched by its route's loader after the guard (decision 0412).
 * The router draws the screen when it has arrived: one drawing, in slices (the first render is a
 * transition), instead of one unsliced drawing per answer as each arrives (total blocking time),
 * and no request waits for a drawing to be asked for (largest contentful paint).
 */
export const ROUTE_DATA: Record<RouteData, (args: LoaderFunctionArgs) => Promise<unknown>> = {
  qaSession: ({ params, request }) =>
    oneCallATask([
      () =>
        loadSessionScreenData(
          queryClient,
          Number(params.qaSessionId),
          new URL(request.url).searchParams,
        ),
      // the question's text size and the timer setting; the product (its specialty)
      () => queryClient.prefetchQuery(preferencesQuery),
      () => queryClient.prefetchQuery(myProductsQuery),
      // the question's text is drawn once DOMPurify has loaded (components/ui/rich-text.tsx)
      () => import('@/components/ui/rich-text').then(({ preloadRichText }) => preloadRichText()),
    ]),
  studyBoard: () =>
    oneCallATask([
      () => queryClient.prefetchQuery(studyBoardQuery),
      () => queryClient.prefetchQuery(trainerProfileQuery),
    ]),
};

/**
 * Starts each call in a task of its own and waits for all: starting a request costs the main
 * thread a few milliseconds, and all of them in the router's first task made one long task
 * (decision 0407).
 */
async function oneCallATask(calls: readonly (() => Promise<unknown>)[]) {
  const started: Promise<unknown>[] = [];
  for (const call of calls) {
    started.push(call());
    await nextTask();
  }
  return Promise.all(started);
}
