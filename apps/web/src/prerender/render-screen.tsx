import type { PublicConfig } from '@boardready/contracts';
import { routes as api } from '@boardready/contracts/routes';
import { type DehydratedState, dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { routes } from '@/app/router';
import { bodyLayoutClasses } from '@/app/use-body-layout';
import { loadShellData } from '@/features/shell/api/shell-data';
import type { RouteHandle } from '@/features/shell/hooks/use-active-tab';
import { api3Gate, apiRequest, setApiTransport, setUnauthorizedHandler } from '@/lib/api-client';
import { DrawnAfterFirstPaint } from '@/lib/first-paint';
import { takeDrawnTitle, windowTitle } from '@/lib/page-title';
import { publicConfigQuery } from '@/lib/public-config';
import { queryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';

// What prerender.mjs draws, and the brand's stand-ins, as the server reads them.
export {
  BRAND_PLACEHOLDERS,
  PRERENDERED_SCREENS,
  SIGNED_IN_TEMPLATE,
} from '@boardready/contracts/prerendered-screens';
export { windowTitle };

/** The route handle `pathname` gets: each matched route's, the deepest last (as useRouteHandle). */
function handleOf(matches: readonly { route: { handle?: unknown } }[] | null): RouteHandle {
  return Object.assign({}, ...(matches ?? []).map((match) => match.route.handle ?? {}));
}

/** Whether the server draws `pathname` for a signed-in visitor (the registry's drawnOnServer). */
export function drawsOnServer(pathname: string): boolean {
  return handleOf(matchRoutes(routes, pathname)).drawnOnServer === true;
}

/** What a drawing may wait for lazy code and data; then it gives up (the turns go on). */
const WHOLE_DRAWING_TIME_LIMIT_MS = 1500;

/**
 * Everything drawn, lazy code and Suspense included, but for what the browser draws after its
 * first paint (fallbacks); any other error, even one a boundary would catch and draw as its
 * fallback, is thrown: a drawing is the whole screen or none.
 */
async function renderWhole(screen: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(screen, {
    signal: AbortSignal.timeout(WHOLE_DRAWING_TIME_LIMIT_MS),
    // Every boundary in place, none sent apart to be moved in by an inline script (the app's CSP
    // allows none, and the drawing must show without its scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      if (!(error instanceof DrawnAfterFirstPaint)) errors.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (errors.length > 0) throw errors[0];
  if (html.includes('<script')) throw new Error('the drawing has a script of its own');
  return html;
}

/**
 * The app's routes, matched and loaded for `pathname`, drawn to HTML by `render` as the SPA
 * draws them, and the body classes of the route's layout (useBodyLayout sets them in the browser).
 */
async function renderRoute(
  pathname: string,
  render: (screen: ReactNode) => string | Promise<string>,
) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  // A guard's redirect: the app in the browser makes it.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { markup, bodyClass: bodyLayoutClasses(handleOf(context.matches).layout).join(' ') };
}

/**
 * Renders a signed-out screen to HTML at build time, as the SPA draws it on its first render
 * (decision 0205). Runs in Node from the SSR build: the same routes, guards and components.
 */
export async function renderSignedOutScreen(pathname: string, config: PublicConfig) {
  queryClient.setQueryData(publicConfigQuery.queryKey, config);
  queryClient.setQueryData(sessionQuery.queryKey, {
    isLoggedIn: false,
    account: null,
    assumedBy: null,
  });
  // Lazy code (the toolbar's menus) is drawn as its fallback, as the app's first render draws it.
  const drawn = await renderRoute(pathname, renderToString);
  if (drawn === null) throw new Error(`${pathname} redirects`);
  return drawn.markup;
}

/**
 * A signed-in screen drawn by the server: its HTML, its body classes, its window title and the
 * calls' answers it was drawn from.
 */
export interface SignedInDrawing {
  markup: string;
  bodyClass: string;
  title: string;
  data: DehydratedState;
}

type Transport = Parameters<typeof setApiTransport>[0] & {};

let drawing: Promise<unknown> = Promise.resolve();

/**
 * Draws a signed-in screen at request time (decision 0415), with the session, the brand and the
 * shell's data its first render reads, each asked of the API through `transport` (the server's
 * own requests, with the visitor's cookie). The app's modules keep one query cache, so drawings
 * take turns. Null when the cookie is not a session, a call failed or a guard redirects: the
 * browser then starts the app as it always did.
 */
export function renderSignedInScreen(
  pathname: string,
  transport: Transport,
): Promise<SignedInDrawing | null> {
  const turn = drawing.then(async () => {
    queryClient.clear();
    setApiTransport(transport);
    // The browser goes to /login; a drawing gives up.
    setUnauthorizedHandler(() => {
      throw new Error('the API refused a call of the drawing');
    });
    try {
      const [config, current] = await Promise.all([
        queryClient.fetchQuery(publicConfigQuery),
        apiRequest(api.auth.current),
      ]);
      const { api3Authenticated: _, ...session } = current;
      if (!session.isLoggedIn || !session.account || !config) return null;
      queryClient.setQueryData(sessionQuery.queryKey, session);
      // In the browser, 3.0 calls wait for the session's 3.0 step (spec §7), which only the browser
      // takes: here they go out at once, and the server refuses them (401) to a session without it,
      // so the drawing gives up rather than wait.
      api3Gate.open();
      await loadShellData(queryClient, session.account);
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      if (failed) return null;
      takeDrawnTitle();
      const drawn = await renderRoute(pathname, renderWhole);
      if (!drawn) return null;
      const title = takeDrawnTitle() ?? windowTitle(config.productName);
      return { ...drawn, title, data: dehydrate(queryClient) };
    } finally {
      await queryClient.cancelQueries();
      queryClient.clear();
      api3Gate.close();
      setApiTransport(null);
    }
  });
  // Each drawing waits for the one before; none is ever left waiting on a call without an answer
  // (the gate is open or the drawing gave up, refusals throw), so the turns cannot stall.
  drawing = turn.catch(() => {});
  return turn;
}

/**
 * The drawn page is live (decision 0414): its fields take typing without the app, whose first
 * commit replaces the page and takes over what was typed. Its buttons wait for the starter
 * (src/drawn-page.ts), which turns them on: without JavaScript nothing can be submitted, where the
 * browser's own submit would put the password in the address. Suspense boundaries that wait on
 * code (the toolbar's menus) are drawn as their fallbacks; the reason React leaves beside each is
 * dropped.
 */
export function drawnRoot(markup: string) {
  const live = markup
    .replace(/(<!--\$!-->)<template\b[^>]*><\/template>/g, '$1')
    // (a button the screen itself turns off stays off)
    .replace(/<button\b(?![^>]*\sdisabled="")/g, '<button disabled="" data-needs-script=""');
  return `<div id="root" data-prerendered="">${live}</div>`;
}
