import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Page } from '@/components/ui/page';
import { PublicSiteLink } from '@/components/ui/public-site-link';
import { groupProducts, type ProductGroup } from '@/lib/group-products';
import { myProductsQuery } from '@/lib/my-products';
import { paths } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { ProductCard } from './product-card';

const LINK = 'font-semibold text-brand-700 underline hover:text-brand-800';

/*
 * Most types hold one or two products, so the type sections themselves share the grid's columns
 * (one on a phone, two on a tablet, three on a desktop); a section with more cards spans as many
 * columns as it fills. The column gap equals the cards' gap so every card has the same width.
 */
const SECTION_SPAN = ['', 'md:col-span-2', 'md:col-span-2 desk:col-span-3'];
const CARD_COLUMNS = ['', 'md:grid-cols-2', 'md:grid-cols-2 desk:grid-cols-3'];

/** /products: every product the user owns, grouped by type in the types' fixed order (spec §2). */
export function ProductsPage() {
  const products = useQuery(myProductsQuery);
  const { publicHost } = usePublicConfig();
  const now = new Date();

  if (products.isPending) {
    return (
      <Page title="My Products">
        <p aria-busy="true" className="text-slate-700">
          Loading your products…
        </p>
      </Page>
    );
  }
  if (products.isError) {
    return (
      <Page title="My Products">
        <Alert tone="error">Your products could not be loaded.</Alert>
        <div>
          <Button variant="secondary" onClick={() => products.refetch()}>
            Try Again
          </Button>
        </div>
      </Page>
    );
  }

  const groups = groupProducts(products.data.products, products.data.productTypes);
  return (
    <Page title="My Products" wide={groups.length > 0}>
      {groups.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
          <p className="text-slate-800">
            Hmm, you don't have any products to display. Visit <PublicSiteLink host={publicHost} />{' '}
            to get started!
          </p>
          <p className="text-sm text-slate-700">
            Or try one first:{' '}
            <Link to={paths.freeTrials} className={LINK}>
              see the free trials
            </Link>
            .
          </p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Everything you own, by type. Curious about another product?{' '}
            <Link to={paths.freeTrials} className={LINK}>
              See the free trials
            </Link>
            .
          </p>
          <div className="grid gap-x-3 gap-y-6 md:grid-cols-2 desk:grid-cols-3">
            {groups.map((group) => (
              <ProductGroupSection
                key={group.type.code}
                group={group}
                now={now}
                host={publicHost}
              />
            ))}
          </div>
        </>
      )}
    </Page>
  );
}

function ProductGroupSection({
  group,
  now,
  host,
}: {
  group: ProductGroup;
  now: Date;
  host: string;
}) {
  const headingId = useId();
  const span = Math.min(group.products.length, 3) - 1;
  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-3 ${SECTION_SPAN[span]}`}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name={group.type.icon} className="size-5 text-brand-700" />
        {group.type.displayName}
      </h2>
      <ul className={`grid flex-1 gap-3 ${CARD_COLUMNS[span]}`}>
        {group.products.map((product) => (
          <ProductCard key={product.userProductId} product={product} now={now} host={host} />
        ))}
      </ul>
    </section>
  );
}

export default ProductsPage;
