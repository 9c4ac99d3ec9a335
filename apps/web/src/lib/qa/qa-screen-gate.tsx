import type { UserProduct } from '@boardready/contracts';
import type { ReactNode } from 'react';
import { ErrorPage } from '@/components/ui/error-page';
import { paths } from '@/lib/paths';

/**
 * What a screen beside a Q&A bank's overview (its performance report, its notebook) shows before
 * its own content: "Loading…" while the product or the screen's data loads, and the refusal when
 * the product is not the learner's Q&A bank, has ended, or the data could not be loaded.
 * `null`: the screen may draw itself.
 */
export function qaScreenGate({
  loading,
  failed,
  product,
  title,
  failure,
}: {
  loading: boolean;
  failed: boolean;
  product: UserProduct | undefined;
  /** "Performance not available" */
  title: string;
  /** the sentence when it is not the learner's bank or its data failed */
  failure: string;
}): ReactNode | null {
  if (loading) {
    return <main className="mx-auto w-full max-w-[100rem] px-4 py-8 text-slate-600">Loading…</main>;
  }
  if (product?.applicationType === 'qa' && !failed) return null;
  return (
    <ErrorPage
      title={title}
      message={
        product && !product.isUsable ? 'Your access to this question bank has ended.' : failure
      }
      back={{ to: paths.products, label: 'Back to My Products' }}
    />
  );
}
