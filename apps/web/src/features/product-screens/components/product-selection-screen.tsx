import type { ApplicationType, UserProduct } from '@boardready/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { Page } from '@/components/ui/page';
import { PublicSiteLink } from '@/components/ui/public-site-link';
import { plainText } from '@/components/ui/rich-label';
import { groupProducts } from '@/lib/group-products';
import { myProductsQuery } from '@/lib/my-products';
import { paths } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { accessWindow, UNUSABLE_REASON } from '../utils/product-facts';
import { ProductsUnavailable } from './products-unavailable';

export interface ProductSelection {
  /** the page heading, e.g. 'Media' */
  title: string;
  /** what the list holds, for the empty state, e.g. 'media products' */
  noun: string;
  /** only products of these application types; all of them when left out */
  kinds?: readonly ApplicationType[];
}

function ProductEntry({ product }: { product: UserProduct }) {
  const name = plainText(product.shortName);
  return (
    <li className="flex flex-col gap-1 rounded-md border border-slate-200 bg-white px-4 py-3">
      {product.isUsable ? (
        <Link to={product.route} className="font-semibold text-brand-700 underline">
          {name}
        </Link>
      ) : (
        <span className="font-semibold text-slate-500" aria-disabled="true">
          {name}
        </span>
      )}
      <span className="text-sm text-slate-700">{plainText(product.fullName)}</span>
      <span className="text-sm text-slate-600">
        {product.isUsable
          ? `Access: ${accessWindow(product)}`
          : UNUSABLE_REASON[product.availability === 'notStarted' ? 'notStarted' : 'expired']}
      </span>
    </li>
  );
}

/**
 * Spec §2 product selection: the user's products (of some kinds) to choose one to open, grouped
 * by type in the types' fixed order. The bare product routes (/media, /live, …) show their kind.
 */
export function ProductSelectionPage({ title, noun, kinds }: ProductSelection) {
  const { publicHost } = usePublicConfig();
  const products = useQuery(myProductsQuery);

  if (products.isPending) {
    return (
      <Page title={title}>
        <p className="text-slate-700">Loading your products…</p>
      </Page>
    );
  }
  if (products.isError) {
    return (
      <Page title={title}>
        <ProductsUnavailable />
      </Page>
    );
  }
  const owned = products.data.products.filter((p) => !kinds || kinds.includes(p.applicationType));
  const groups = groupProducts(owned, products.data.productTypes);
  // One kind needs no sub-headings: the page heading already names it.
  const headed = !kinds || kinds.length > 1;

  return (
    <Page title={title}>
      {groups.length === 0 ? (
        <p className="text-slate-700">
          Hmm, you don't have any {noun} to display. Visit <PublicSiteLink host={publicHost} /> to
          get started!{' '}
          <Link to={paths.freeTrials} className="font-semibold text-brand-700 underline">
            See the free trials
          </Link>
        </p>
      ) : (
        groups.map((group) => (
          <section
            key={group.type.code}
            aria-label={group.type.displayName}
            className="flex flex-col gap-2"
          >
            {headed && (
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Icon name={group.type.icon} />
                {group.type.displayName}
              </h2>
            )}
            <ul className="grid gap-2 sm:grid-cols-2">
              {group.products.map((product) => (
                <ProductEntry key={product.userProductId} product={product} />
              ))}
            </ul>
          </section>
        ))
      )}
    </Page>
  );
}
