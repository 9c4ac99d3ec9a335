import type { UserProduct } from '@boardready/contracts';
import { paths } from '@/lib/paths';
import type { NavigationTab } from './secondary-tabs';

export type TabSetKey = 'trainer' | 'products' | 'helpful' | 'medcentral' | 'account' | 'product';

/** Which set a URL's main area shows (spec §2: shared sets for dashboard/timeline, products/freetrials, medcentral/rescentral). */
export function tabSetFor(pathname: string): TabSetKey | null {
  const first = pathname.split('/')[1] ?? '';
  switch (first) {
    case 'dashboard':
      return 'trainer';
    case 'products':
      return 'products';
    case 'medcentral':
    case 'rescentral':
      return 'medcentral';
    case 'helpfulstuff':
    case 'labvalues':
      return 'helpful';
    case 'account':
      return 'account';
    case 'questions':
    case 'book':
    case 'course':
    case 'media':
    case 'live':
    case 'flashcards':
      return 'product';
    default:
      return null; // unknown main tab: no secondary tabs
  }
}

export interface TabSetContext {
  ideasPortal: boolean;
  labValuesSpecialty: 'im' | 'peds' | 'ms';
  dueCount: number;
  product: UserProduct | undefined;
  /** the icon of the product's type (its tab shows it) */
  productIcon?: string;
}

/** The secondary tab sets (decision 0202). A product screen shows all three navigation kinds. */
export function tabSet(key: TabSetKey | null, ctx: TabSetContext): NavigationTab[] {
  switch (key) {
    case 'trainer':
      return [
        {
          label: 'Study Board',
          route: paths.dashboard,
          badgeValue: ctx.dueCount > 0 ? ctx.dueCount : undefined,
        },
        { label: 'My Progress', route: paths.timeline },
      ];
    case 'products':
      return [
        { label: 'Overview', route: paths.products },
        { label: 'Free Trials', route: paths.freeTrials },
      ];
    case 'helpful':
      return [
        { label: 'Helpful Stuff', route: paths.helpfulStuff },
        { label: 'Lab Values', route: paths.labValues(ctx.labValuesSpecialty) },
        { label: 'Antibiotics', route: paths.antibiotics },
        ...(ctx.ideasPortal ? [{ label: 'Bright Ideas', route: paths.ideas }] : []),
      ];
    case 'medcentral':
      return [{ label: 'MedCentral', route: paths.medCentral }];
    case 'account':
      return [
        { label: 'My Account', route: paths.account },
        { label: 'Preferences', route: paths.preferences },
      ];
    case 'product': {
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
      // A Q&A bank's Home is its overview (the product's own route); its report sits beside it.
      if (ctx.product?.applicationType === 'qa') {
        const root = /^\/questions\/[^/]+\/[^/]+\/\d+/;
        tabs.push({
          label: 'Performance',
          variableRoute: { childRoute: 'performance', routeRegExp: root, routeRootRegExp: root },
        });
      }
      return tabs;
    }
    default:
      return [];
  }
}
