import type { FavoriteAdminLink, UserProduct } from '@boardready/contracts';
import { type HelpfulColumn, helpfulColumns } from '@/components/helpful-links/helpful-columns';
import { useDueItems } from '@/lib/due-items';
import { useFavoriteAdminLinks } from '@/lib/favorite-admin-links';
import { useFeatureFlags } from '@/lib/feature-flags';
import { groupProducts, type ProductGroup } from '@/lib/group-products';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { useMedCentralAccess } from '../api/medcentral-access';
import { useMyOrganizations } from '../api/my-organizations';
import { useSpecialties } from '../api/specialties';
import { isSafari } from '../utils/browser';
import { hasDashboardAccess } from '../utils/dashboard-access';
import { NAV_PLACES, type NavContext, type PlacedItem, placeLinks } from '../utils/navigation';
import { rewriteLink } from '../utils/rewrite-link';
import { useAccountData } from './use-account-data';

/** A toolbar tab (spec §2 main tabs): an item of the navigation model, placed in the toolbar. */
export type MainTab = PlacedItem;

/**
 * Everything the toolbar, its menus and the mobile drawer show, decided once from the session
 * and the shell's data (spec §2, §4, §6). Each place renders from this; none re-derives a rule.
 */
export function useShellModel() {
  const { isLoggedIn, account, assumedBy } = useSession();
  const { publicHost } = usePublicConfig();
  const signedIn = isLoggedIn && account !== null;

  const { products, eligible, preferences } = useAccountData(
    signedIn ? (account?.AccountId ?? null) : null,
  );
  const specialties = useSpecialties(signedIn);
  const flags = useFeatureFlags(signedIn);
  const favorites = useFavoriteAdminLinks(signedIn && Boolean(account?.isAdmin));
  const organizations = useMyOrganizations(signedIn);
  const medCentral = useMedCentralAccess(signedIn);
  const due = useDueItems(signedIn);

  const dashboardAccess = hasDashboardAccess(signedIn, eligible.data?.products);
  const medCentralAccess = signedIn && medCentral.data?.hasAccess === true;
  const medCentralManager = signedIn && medCentral.data?.canManage === true;
  const dueCount = due.data?.dueNow.length ?? 0;
  const ideasPortal = flags.data?.ideasPortal === true;

  const productList: UserProduct[] = products.data?.products ?? [];
  const productGroups: ProductGroup[] = groupProducts(
    productList,
    products.data?.productTypes ?? [],
  );

  const current = typeof window === 'undefined' ? { hostname: '', host: '' } : window.location;
  // The links arrive with the flags (the server fills in the built-in default): until then the
  // columns are known, and empty.
  const columns: HelpfulColumn[] = helpfulColumns(
    specialties.data ?? [],
    flags.data?.helpfulStuffUrls ?? {},
  ).map((column) => ({
    ...column,
    links: column.links.map((l) => ({ ...l, link: rewriteLink(l.link, publicHost, current) })),
  }));

  /** spec §6 rights */
  const rights = {
    admin: Boolean(account?.isAdmin),
    contentManager: Boolean(account?.isContentManager),
    previewQna: Boolean(account?.canPreviewQna),
    licenseAdmin: (organizations.data ?? []).some((o) => o.isLicenseAdmin),
  };
  const nav: NavContext = {
    signedIn,
    dashboardAccess,
    medCentralAccess,
    medCentralManager,
    ideasPortal,
    hasProducts: productList.length > 0,
    isSafari: typeof navigator !== 'undefined' && isSafari(),
    dueCount,
    rights,
    labValuesSpecialty:
      (columns[0]?.specialty.toLowerCase() as NavContext['labValuesSpecialty'] | undefined) ?? 'im',
  };
  const mainTabs: MainTab[] = placeLinks(NAV_PLACES.toolbar, 'toolbar', nav);

  const visibleFavorites: FavoriteAdminLink[] = (favorites.data ?? []).filter((l) => !l.hidden);

  return {
    signedIn,
    account: signedIn ? account : null,
    assumedBy,
    publicHost,
    mainTabs,
    dashboardAccess,
    medCentralAccess,
    dueCount,
    products: {
      list: productList,
      groups: productGroups,
      status: products.status,
      error: products.error,
      isEmpty: products.isSuccess && productList.length === 0,
    },
    ideasPortal,
    adminAccountDetails: flags.data?.adminAccountDetails === true,
    adminLinksAsRoutes: flags.data?.adminLinksAsRoutes === true,
    helpfulColumns: columns,
    specialtiesLoaded: specialties.isSuccess,
    favorites: visibleFavorites,
    organizations: organizations.data ?? [],
    rights,
    /** what the navigation model's visibility rules read (utils/navigation.ts) */
    nav,
    /** spec §3 app-wide state: user preferences (loaded with an account, reset without) */
    preferences: preferences.data ?? null,
    isSafari: nav.isSafari,
  };
}

export type ShellModel = ReturnType<typeof useShellModel>;
