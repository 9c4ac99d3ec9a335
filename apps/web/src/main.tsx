import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { showStartupFailure } from './app/startup-failure';
import { setUnauthorizedHandler } from './lib/api-client';
import { paths } from './lib/paths';
import { publicConfigQuery } from './lib/public-config';
import { queryClient } from './lib/query-client';
import { loadSessionAtStart, sessionQuery } from './lib/session';

async function start() {
  // Brand strings and the session are known before the first render: guards and titles need them.
  await Promise.all([queryClient.fetchQuery(publicConfigQuery), loadSessionAtStart()]);
  setUnauthorizedHandler(() => {
    queryClient.setQueryData(sessionQuery.queryKey, {
      isLoggedIn: false,
      account: null,
      assumedBy: null,
    });
    void router.navigate(paths.login, { replace: true });
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  const config = queryClient.getQueryData(publicConfigQuery.queryKey);
  showStartupFailure('app start', error, {
    productName: config?.productName ?? document.title,
    supportPhone: config?.supportPhone ?? 'the number on our website',
  });
});
