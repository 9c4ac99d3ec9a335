import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { plainText } from '@/components/ui/rich-label';
import { myProductsQuery } from '@/lib/my-products';
import { paths } from '@/lib/paths';
import { accessWindow, KIND, UNUSABLE_REASON } from '../utils/product-facts';
import { ProductsUnavailable } from './products-unavailable';

/**
 * A product's screen (course, book, media, questions, live, flash cards): what the user owns
 * here, checked against their products; the study tools of each kind arrive with their issues.
 */
export function ProductScreenPage() {
  const { userProductId } = useParams();
  const products = useQuery(myProductsQuery);
  const product = products.data?.products.find((p) => String(p.userProductId) === userProductId);

  if (products.isPending) return <Page title="Loading…" windowTitle="My Products" />;
  if (products.isError) {
    return (
      <Page title="My Products">
        <ProductsUnavailable />
      </Page>
    );
  }
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
    // Names may hold markup (a trademark sign): headings and titles show its text only.
    <Page title={plainText(product.fullName)} windowTitle={plainText(product.shortName)}>
      <dl className="grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-600">Kind</dt>
        <dd>{KIND[product.applicationType]}</dd>
        <dt className="font-semibold text-slate-600">Access</dt>
        <dd>{accessWindow(product)}</dd>
      </dl>
      {product.isUsable ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The study screens of this {KIND[product.applicationType]} are not open yet. They are part
          of an upcoming release.
        </p>
      ) : (
        <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {UNUSABLE_REASON[product.availability === 'notStarted' ? 'notStarted' : 'expired']}
        </p>
      )}
    </Page>
  );
}

export default ProductScreenPage;
