import type { UserProduct } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { plainText } from '@/components/ui/rich-label';
import { ApiError } from '@/lib/api-client';
import { myProductsQuery } from '@/lib/my-products';

export const LINK =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The product's name as the product header shows it: its shortName, else its fullName. */
export function productName(product: UserProduct): string {
  return plainText(product.shortName).trim() || plainText(product.fullName).trim();
}

/**
 * The learner's products are checked first, as on every product screen: a product that is not
 * theirs or cannot be used now (ended, not started) shows `unavailable` (the product screen, in
 * its words), and the library's calls (which would answer 404 or 403) are never made.
 */
export function MediaProductGate({
  userProductId,
  unavailable,
  loadingLabel,
  children,
}: {
  userProductId: string;
  unavailable: ReactNode;
  loadingLabel: string;
  children: (product: UserProduct) => ReactNode;
}) {
  const products = useQuery(myProductsQuery);
  const product = products.data?.products.find((p) => String(p.userProductId) === userProductId);

  if (!products.data) {
    // Once a try failed, the product screen says it (and keeps saying it).
    return products.isPending && products.failureCount === 0 ? (
      <main className="mx-auto w-full max-w-4xl px-4 py-8">
        <LoadingState label={loadingLabel} />
      </main>
    ) : (
      unavailable
    );
  }
  if (!product?.isUsable) return unavailable;
  if (product.applicationType !== 'media') return <NotAMediaLibrary product={product} />;
  return children(product);
}

function NotAMediaLibrary({ product }: { product: UserProduct }) {
  const name = productName(product);
  return (
    <Page title="Not a media library" windowTitle={name}>
      <p className="text-slate-700">
        {plainText(product.fullName)} is not a media library, so its lectures do not open here.
      </p>
      <Link to={product.route} className={LINK}>
        Open {name}
      </Link>
    </Page>
  );
}

/** The API's answers that mean the product itself is wrong here, not a lecture. */
function isProductProblem(error: Error | null): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.productNotFound ||
      error.code === ErrorCode.notAMediaProduct ||
      error.code === ErrorCode.productNotUsable)
  );
}

/**
 * Whether a call's failure is the product's (the products list was out of date: the product
 * went away or ended). The list is asked again, and the caller shows `unavailable`.
 */
export function useProductProblem(error: Error | null): boolean {
  const queryClient = useQueryClient();
  const problem = isProductProblem(error);
  useEffect(() => {
    if (problem) void queryClient.invalidateQueries({ queryKey: myProductsQuery.queryKey });
  }, [problem, queryClient]);
  return problem;
}

/** A failed call: the server's own reason when it refused, else the app's usual retry. */
export function MediaLoadError({
  error,
  what,
  onRetry,
}: {
  error: Error;
  /** what could not be loaded: 'The library', 'The lecture' */
  what: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && error.status < 500)
    return <Alert tone="error">{error.message}</Alert>;
  return (
    <LoadError
      message={`${what} could not be loaded. Check your connection and try again.`}
      onRetry={onRetry}
    />
  );
}
