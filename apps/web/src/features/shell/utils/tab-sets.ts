import type { UserProduct } from '@boardready/contracts';
import { dueCountText } from '@boardready/contracts/due-rules';
import { paths } from '@/lib/paths';
import type { TabSetKey } from '@/lib/route-registry';
import { NAV_PLACES, type NavContext, placeLinks } from './navigation';
import type { NavigationTab } from './secondary-tabs';

export type { TabSetKey };

export interface TabSetContext extends NavContext {
  product: UserProduct | undefined;
  /** the icon of the product's type (its tab shows it) */
  productIcon?: string;
}

/** The secondary tab sets (decision 0202). A product screen shows all three navigation kinds. */
export function tabSet(key: TabSetKey | null, ctx: TabSetContext): NavigationTab[] {
  if (key === null) return [];
  if (key !== 'product')
    return placeLinks(NAV_PLACES.tabs[key], 'tabs', ctx).map((item) => ({
      label: item.label,
      route: item.to,
      badgeValue: item.badge ? dueCountText(item.badge) : undefined,
    }));
  const tabs: NavigationTab[] = [
    {
      label: 'My Products',
      isBackButton: true,
      absoluteRoute: paths.products,
      tooltip: 'Back to My Products',
      icon: 'back',
    },
  ];
  if (ctx.product)
    tabs.push({ label: 'Home', navigationProduct: ctx.product, icon: ctx.productIcon });
  // A Q&A bank's Home is its overview (the product's own route); its report and the learner's
  // notebook (decision 0908) sit beside it.
  if (ctx.product?.applicationType === 'qa') {
    const root = /^\/questions\/[^/]+\/[^/]+\/\d+/;
    for (const [label, childRoute] of [
      ['Performance', 'performance'],
      ['Notebook', 'notebook'],
    ] as const) {
      tabs.push({ label, variableRoute: { childRoute, routeRegExp: root, routeRootRegExp: root } });
    }
  }
  return tabs;
}
