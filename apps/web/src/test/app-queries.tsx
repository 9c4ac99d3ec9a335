import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { queryClient } from '@/lib/query-client';

/** A renderHook wrapper: the app-wide query client, and a boundary for the session's suspense. */
export function AppQueries({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  );
}
