import type { PublicConfig } from '@boardready/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { publicConfigQuery } from '@/lib/public-config';
import { queryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';

// What prerender.mjs draws, and the brand's stand-ins, as the server reads them.
export { BRAND_PLACEHOLDERS, PRERENDERED_SCREENS } from '@boardready/contracts/prerendered-screens';
export { windowTitle } from '@/lib/page-title';

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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
