import type { UserProduct } from '@boardready/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { plainText } from '@/components/ui/rich-label';
import { ApiError } from '@/lib/api-client';
import { myProductsQuery } from '@/lib/my-products';

/** An inline text link in a product screen's prose. */
export const TEXT_LINK =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The product's name as the product header shows it: its shortName, else its fullName. */
export function productName(product: UserProduct): string {
  return plainText(product.shortName).trim() || plainText(product.fullName).trim();
}

/** What a screen of one kind says of a product of another: its title, and why, after the name. */
export interface OtherKindWords {
  /** 'Not a course' */
  title: string;
  /** '… is not a course, so it has no lessons to open here.' (after the product's name) */
  why: string;
}

/** What a kind's gate (a feature's MediaProductGate, CourseProductGate…) is given by its screen. */
export interface KindGateProps {
  userProductId: string;
  unavailable: ReactNode;
  loadingLabel: string;
  children: (product: UserProduct) => ReactNode;
}

/**
 * A product screen of one kind (media, course, live): the learner's products are checked first,
 * as on every product screen. A product that is not theirs or cannot be used now (ended, not
 * started) shows `unavailable` (the product screen, in its words), one of another kind says so
 * with a link to its own screen, and the screen's own calls (which would answer 404 or 403) are
 * never made.
 */
export function ProductGate({
  userProductId,
  applicationType,
  unavailable,
  loadingLabel,
  otherKind,
  children,
}: KindGateProps & {
  applicationType: UserProduct['applicationType'];
  otherKind: OtherKindWords;
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
  if (product.applicationType !== applicationType)
    return <OtherKind product={product} words={otherKind} />;
  return children(product);
}

function OtherKind({ product, words }: { product: UserProduct; words: OtherKindWords }) {
  const name = productName(product);
  return (
    <Page title={words.title} windowTitle={name}>
      <p className="text-slate-700">
        {plainText(product.fullName)} {words.why}
      </p>
      <Link to={product.route} className={TEXT_LINK}>
        Open {name}
      </Link>
    </Page>
  );
}

/**
 * Whether a call's failure is the product's (one of `codes`: the products list was out of date,
 * the product went away or ended). The list is asked again, and the caller shows `unavailable`.
 */
export function useProductProblem(error: Error | null, codes: readonly string[]): boolean {
  const queryClient = useQueryClient();
  const problem = error instanceof ApiError && codes.includes(error.code);
  useEffect(() => {
    if (problem) void queryClient.invalidateQueries({ queryKey: myProductsQuery.queryKey });
  }, [problem, queryClient]);
  return problem;
}

/** A failed call: the server's own reason when it refused, else the app's usual retry. */
export function ProductLoadError({
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
