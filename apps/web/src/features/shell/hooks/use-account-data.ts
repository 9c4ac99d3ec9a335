import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { myProductsQuery, useMyProducts } from '@/lib/my-products';
import { preferencesQuery, usePreferences } from '@/lib/preferences';
import {
  dashboardInterviewProductsQuery,
  useDashboardInterviewProducts,
} from '../api/dashboard-interview-products';

/** What belongs to the account acted as, and goes with it. */
const ACCOUNT_QUERIES = [myProductsQuery, dashboardInterviewProductsQuery, preferencesQuery];

/**
 * Spec §4 "My products" and "Account change": with an account present, my products, user
 * preferences and the eligible dashboard interview products load; without one they are reset.
 * However the account goes (sign-out, an expired session's 401, the end of an assume), nothing
 * loaded for it outlives it; another account (assuming a user) loads its own.
 */
export function useAccountData(accountId: number | null) {
  const hasAccount = accountId !== null;
  const products = useMyProducts(hasAccount);
  const eligible = useDashboardInterviewProducts(hasAccount);
  const preferences = usePreferences(hasAccount);

  const queryClient = useQueryClient();
  const previous = useRef(accountId);
  useEffect(() => {
    const changed = previous.current !== accountId;
    previous.current = accountId;
    if (!changed && hasAccount) return;
    // resetQueries clears the data; queries still enabled (a new account) load again.
    for (const { queryKey } of ACCOUNT_QUERIES)
      void queryClient.resetQueries({ queryKey, exact: true });
  }, [accountId, hasAccount, queryClient]);

  return { products, eligible, preferences };
}
