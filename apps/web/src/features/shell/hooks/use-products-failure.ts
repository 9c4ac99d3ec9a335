import { useEffect } from 'react';
import { showFailure } from '@/lib/snackbar';

/** Spec §8: the snackbar shown when the user's products fail to load. */
export const PRODUCTS_FAILED_MESSAGE = 'Oops, products failed to load. Please reload the page.';

/**
 * Spec §8 "Products fail to load": a failure snackbar, and the error logged. Runs once per
 * failure (a later success and a new failure report again).
 */
export function useProductsFailure(status: 'pending' | 'error' | 'success', error: Error | null) {
  useEffect(() => {
    if (status !== 'error') return;
    console.error('My products failed to load.', error);
    showFailure(PRODUCTS_FAILED_MESSAGE);
  }, [status, error]);
}
