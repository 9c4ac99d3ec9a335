import { paths } from '@/lib/paths';
import { ROUTE_LIST, staticPrefix, type TabSetKey } from '@/lib/route-registry';

/**
 * The navigation model (spec §2 toolbar, menus, drawer and secondary tabs; §6 who sees what):
 * every item defined once, with its target and its visibility rule, in NAV_ITEMS; the places
 * that show items list them, in their own order, in NAV_PLACES. The toolbar, the user menu, the
 * My Products menu, the mobile drawer and the secondary tab bar render what `placeItems` gives.
 */

export type NavPlace = 'toolbar' | 'userMenu' | 'productsMenu' | 'drawer' | 'tabs';

/** What visibility rules read: the session's rights, the shell's data, flags and the browser. */
export interface NavContext {
  signedIn: boolean;
  dashboardAccess: boolean;
  medCentralAccess: boolean;
  /** a program director or faculty of a residency program, or an admin (decision 1402) */
  medCentralManager: boolean;
  ideasPortal: boolean;
  hasProducts: boolean;
  isSafari: boolean;
  dueCount: number;
  rights: { admin: boolean; contentManager: boolean; previewQna: boolean; licenseAdmin: boolean };
  /** the specialty whose lab values the Lab Values tab opens */
  labValuesSpecialty: 'im' | 'peds' | 'ms';
}

type Rule = (c: NavContext) => boolean;

/** Actions the places carry out themselves (sign out, My Organizations' lookup, …). */
export type NavAction = 'signOut' | 'openOrganizations' | 'favoriteAdminLinks';

export type NavTarget =
  | { kind: 'route'; to: string }
  /** a page outside the app: a full page load */
  | { kind: 'page'; href: string }
  | { kind: 'action'; action: NavAction };

export interface NavItem {
  label: string;
  /** the item's name in one place when it differs there (the drawer's 'Overview') */
  labels?: Partial<Record<NavPlace, string>>;
  target: NavTarget | ((c: NavContext) => NavTarget);
  /** spec §6: signed-in users only, unless said otherwise */
  audience?: 'signedIn' | 'signedOut' | 'anyone';
  visible?: Rule;
  /** a further rule in one place (spec §6: in the drawer Admin is hidden on Safari) */
  visibleIn?: Partial<Record<NavPlace, Rule>>;
  badge?: (c: NavContext) => number;
  /** as a main tab, the routes of this secondary tab set count as it (spec §2 active tab) */
  tabSet?: TabSetKey;
  /** the toolbar hangs this menu on the tab; the drawer opens the Helpful Stuff sub-drawer */
  opens?: 'myProducts' | 'helpfulStuff';
  /** in these places a plain click opens the login overlay over the screen (spec §2) */
  loginOverlayIn?: readonly NavPlace[];
}

const route = (to: string): NavTarget => ({ kind: 'route', to });
const action = (name: NavAction): NavTarget => ({ kind: 'action', action: name });
const dashboardAccess: Rule = (c) => c.dashboardAccess;
const medCentralAccess: Rule = (c) => c.medCentralAccess;
const medCentralManager: Rule = (c) => c.medCentralAccess && c.medCentralManager;
const isAdmin: Rule = (c) => c.rights.admin;
const isContentManager: Rule = (c) => c.rights.contentManager;
const notSafari: Rule = (c) => !c.isSafari;

export const NAV_ITEMS = {
  studyBoard: {
    label: 'Study Board',
    labels: { toolbar: 'Personal Trainer' },
    target: route(paths.dashboard),
    visibleIn: { toolbar: dashboardAccess, drawer: dashboardAccess },
    badge: (c) => c.dueCount,
    tabSet: 'trainer',
  },
  myProgress: {
    label: 'My Progress',
    target: route(paths.timeline),
    visibleIn: { drawer: dashboardAccess },
  },
  products: {
    label: 'Products Overview',
    labels: { toolbar: 'My Products', drawer: 'Overview', tabs: 'Overview' },
    target: route(paths.products),
    opens: 'myProducts',
  },
  ideas: {
    label: 'Bright Ideas',
    target: route(paths.ideas),
    visible: (c) => c.ideasPortal,
    visibleIn: { drawer: (c) => c.hasProducts },
  },
  cme: { label: 'CME/MOC', target: route(paths.cme) },
  helpfulStuff: {
    label: 'Helpful Stuff',
    target: route(paths.helpfulStuff),
    tabSet: 'helpful',
    opens: 'helpfulStuff',
  },
  labValues: { label: 'Lab Values', target: (c) => route(paths.labValues(c.labValuesSpecialty)) },
  antibiotics: { label: 'Antibiotics', target: route(paths.antibiotics) },
  medCentral: {
    label: 'MedCentral',
    target: route(paths.medCentral),
    visibleIn: { toolbar: medCentralAccess, drawer: medCentralAccess },
    tabSet: 'medcentral',
  },
  /** MedCentral's tabs for a program's directors and faculty (issue 27, decision 1402) */
  medCentralAssignments: {
    label: 'Assignments',
    target: route(paths.medCentralAssignments),
    visible: medCentralManager,
  },
  medCentralDashboard: {
    label: 'Program dashboard',
    target: route(paths.medCentralDashboard),
    visible: medCentralManager,
  },
  freeTrials: {
    label: 'Free Trials',
    target: route(paths.freeTrials),
    audience: 'anyone',
    visibleIn: { toolbar: (c) => !c.signedIn, drawer: (c) => c.signedIn },
  },
  admin: {
    label: 'Admin',
    // in the Admin tab set, its first screen: finding an account. The tab set's labels are short:
    // twelve tabs fit a desktop row; each page's heading says it whole.
    labels: { tabs: 'Accounts' },
    target: route(paths.admin),
    visible: (c) => c.rights.admin,
    visibleIn: { drawer: notSafari },
  },
  adminProducts: { label: 'Products', target: route(paths.adminProducts), visible: isAdmin },
  adminFeatureFlags: {
    label: 'Flags',
    target: route(paths.adminFeatureFlags),
    visible: isAdmin,
  },
  adminLinks: { label: 'Links', target: route(paths.adminLinks), visible: isAdmin },
  adminTerms: { label: 'Terms', target: route(paths.adminTerms), visible: isAdmin },
  adminMail: { label: 'Outbox', target: route(paths.adminMail), visible: isAdmin },
  adminAudit: { label: 'Audit log', target: route(paths.adminAudit), visible: isAdmin },
  adminFeedback: {
    label: 'Feedback',
    target: route(paths.adminFeedback),
    visible: isAdmin,
  },
  adminCme: { label: 'CME', target: route(paths.adminCme), visible: isAdmin },
  adminMocReports: {
    label: 'MOC reports',
    target: route(paths.adminMocReports),
    visible: isAdmin,
  },
  adminLive: { label: 'Live Q&A', target: route(paths.adminLive), visible: isAdmin },
  cmsQuestions: {
    label: 'Submit/Review Q&As',
    target: route(paths.cmsQuestions),
    visible: isContentManager,
  },
  contentPackages: {
    label: 'Import & export',
    target: route(paths.contentPackages),
    visible: isContentManager,
  },
  itemStatistics: {
    label: 'Statistics',
    target: route(paths.itemStatistics),
    visible: isContentManager,
  },
  previewQna: {
    label: 'Preview Q&A',
    target: route(paths.previewQna),
    visible: (c) => c.rights.previewQna,
  },
  submitReviewQna: {
    label: 'Submit/Review Q&As',
    target: { kind: 'page', href: paths.legacySubmitReviewQna },
    visible: (c) => c.rights.contentManager,
    visibleIn: { drawer: notSafari },
  },
  organizations: {
    label: 'My Organizations',
    target: action('openOrganizations'),
    visible: (c) => c.rights.licenseAdmin,
  },
  /** the user's favorite admin links (spec §2 user menu item 6): the menu lists them here */
  favoriteAdminLinks: { label: 'Favorite admin links', target: action('favoriteAdminLinks') },
  account: { label: 'My Account', target: route(paths.account) },
  preferences: { label: 'Preferences', target: route(paths.preferences) },
  signOut: { label: 'Sign Out', target: action('signOut') },
  signIn: {
    label: 'Sign In',
    target: route(paths.login),
    audience: 'signedOut',
    loginOverlayIn: ['userMenu'],
  },
} satisfies Record<string, NavItem>;

export type NavItemId = keyof typeof NAV_ITEMS;
/** '-' is a separator; it shows only between two shown items. */
type Entry = NavItemId | '-';

export interface DrawerSection {
  /** the section's heading; an untitled section is a plain list */
  title?: string;
  items: readonly NavItemId[];
  /** the user's products are listed first in this section */
  withProducts?: true;
}

/** Where each place shows which items, in its order (spec §2). */
export const NAV_PLACES = {
  toolbar: ['studyBoard', 'products', 'cme', 'helpfulStuff', 'medCentral', 'freeTrials'],
  userMenu: [
    'admin',
    'previewQna',
    'submitReviewQna',
    'organizations',
    'favoriteAdminLinks',
    'preferences',
    'products',
    '-',
    'signOut',
    'signIn',
  ],
  productsMenu: ['products', 'ideas'],
  drawer: [
    { title: 'PERSONAL TRAINER', items: ['studyBoard', 'myProgress'] },
    { title: 'MY PRODUCTS', items: ['products', 'ideas'], withProducts: true },
    { items: ['cme', 'helpfulStuff', 'medCentral', 'freeTrials'] },
    {
      title: 'USER ACCOUNT',
      items: ['admin', 'submitReviewQna', 'account', 'preferences', 'signOut', 'signIn'],
    },
  ],
  /** the secondary tab sets (decision 0202); the product set is built from the product */
  tabs: {
    trainer: ['studyBoard', 'myProgress'],
    products: ['products', 'freeTrials'],
    helpful: ['helpfulStuff', 'labValues', 'antibiotics', 'ideas'],
    medcentral: ['medCentral', 'medCentralAssignments', 'medCentralDashboard'],
    account: ['account', 'preferences'],
    admin: [
      'admin',
      'adminProducts',
      'adminFeatureFlags',
      'adminLinks',
      'adminTerms',
      'adminMail',
      'adminAudit',
      'adminFeedback',
      'adminCme',
      'adminMocReports',
      'adminLive',
      'cmsQuestions',
      'previewQna',
      'itemStatistics',
      'contentPackages',
    ],
  },
} satisfies {
  toolbar: readonly NavItemId[];
  userMenu: readonly Entry[];
  productsMenu: readonly NavItemId[];
  drawer: readonly DrawerSection[];
  tabs: Partial<Record<TabSetKey, readonly NavItemId[]>>;
};

export interface PlacedItem {
  id: NavItemId;
  label: string;
  target: NavTarget;
  /** the route it opens in the app, when it opens one */
  to: string | undefined;
  badge?: number;
  opens?: NavItem['opens'];
  loginOverlay: boolean;
  /** the routes that make it the active main tab: its own and those of its tab set */
  routes: string[];
}

export type PlacedEntry = PlacedItem | { id: '-' };

function isShown(item: NavItem, place: NavPlace, c: NavContext): boolean {
  const audience = item.audience ?? 'signedIn';
  if (audience !== 'anyone' && c.signedIn !== (audience === 'signedIn')) return false;
  return (item.visible?.(c) ?? true) && (item.visibleIn?.[place]?.(c) ?? true);
}

function place(id: NavItemId, where: NavPlace, c: NavContext): PlacedItem {
  const item: NavItem = NAV_ITEMS[id];
  const target = typeof item.target === 'function' ? item.target(c) : item.target;
  const set = ROUTE_LIST.filter((r) => item.tabSet && r.tabSet === item.tabSet);
  return {
    id,
    label: item.labels?.[where] ?? item.label,
    target,
    to: target.kind === 'route' ? target.to : undefined,
    badge: item.badge?.(c),
    opens: item.opens,
    loginOverlay: item.loginOverlayIn?.includes(where) ?? false,
    routes: [
      ...new Set([
        ...(target.kind === 'route' ? [target.to] : []),
        ...set.map((r) => staticPrefix(r.path)),
      ]),
    ],
  };
}

/** The items one place shows to this user, in order; separators only between shown items. */
export function placeItems(
  entries: readonly Entry[],
  where: NavPlace,
  c: NavContext,
): PlacedEntry[] {
  const shown: PlacedEntry[] = [];
  for (const id of entries) {
    if (id === '-') {
      if (shown.length > 0 && shown.at(-1)?.id !== '-') shown.push({ id });
    } else if (isShown(NAV_ITEMS[id], where, c)) shown.push(place(id, where, c));
  }
  if (shown.at(-1)?.id === '-') shown.pop();
  return shown;
}

/** placeItems for a place without separators. */
export const placeLinks = (ids: readonly NavItemId[], where: NavPlace, c: NavContext) =>
  placeItems(ids, where, c) as PlacedItem[];
