import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { myProductsQuery } from '@/lib/my-products';
import { paths } from '@/lib/paths';

const KIND: Record<string, string> = {
  qa: 'question bank',
  qa_sa: 'self-assessment exam',
  onlineBookCore: 'book',
  fc: 'flash-card deck',
  course: 'course',
  media: 'media library',
  live: 'live stream',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * A product's screen (course, book, media, questions, live, flash cards): what the user owns
 * here, checked against their products; the study tools of each kind arrive with their issues.
 */
export function ProductScreenPage() {
  const { userProductId } = useParams();
  const products = useQuery(myProductsQuery);
  const product = products.data?.products.find((p) => String(p.userProductId) === userProductId);

  if (products.isPending) return <Page title="Loading…" windowTitle="My Products" />;
  if (!product) {
    return (
      <Page title="Product not found">
        <p className="text-slate-700">This product is not one of yours.</p>
        <Link to={paths.products} className="font-semibold text-brand-700 underline">
          Back to My Products
        </Link>
      </Page>
    );
  }
  return (
    <Page title={product.fullName} windowTitle={product.shortName}>
      <dl className="grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-600">Kind</dt>
        <dd>{KIND[product.applicationType] ?? product.applicationType}</dd>
        <dt className="font-semibold text-slate-600">Access</dt>
        <dd>
          {dateFormat.format(new Date(product.startsAt))} to{' '}
          {dateFormat.format(new Date(product.endsAt))}
          {product.isTrial && ' (free trial)'}
        </dd>
      </dl>
      {product.isUsable ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The study screens of this {KIND[product.applicationType] ?? 'product'} are not open yet.
          They are part of an upcoming release.
        </p>
      ) : (
        <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {product.availability === 'expired'
            ? 'Your access to this product has expired.'
            : 'Your access to this product has not started yet.'}
        </p>
      )}
    </Page>
  );
}

export default ProductScreenPage;
