import { describe, expect, test } from 'vitest';
import { NAV_PLACES, type NavContext, placeItems, placeLinks } from './navigation';
import { tabSet } from './tab-sets';

const learner: NavContext = {
  signedIn: true,
  dashboardAccess: true,
  medCentralAccess: false,
  medCentralManager: false,
  ideasPortal: false,
  hasProducts: true,
  isSafari: false,
  dueCount: 0,
  rights: { admin: false, contentManager: false, previewQna: false, licenseAdmin: false },
  labValuesSpecialty: 'im',
};
const staff = { admin: true, contentManager: true, previewQna: true, licenseAdmin: true };
const signedOut: NavContext = { ...learner, signedIn: false, dashboardAccess: false };

const labels = (c: NavContext, where: 'toolbar' | 'userMenu' | 'productsMenu') =>
  placeItems(NAV_PLACES[where], where, c).map((item) => ('label' in item ? item.label : '-'));
const drawer = (c: NavContext) =>
  NAV_PLACES.drawer.map((section) =>
    placeLinks(section.items, 'drawer', c).map((item) => item.label),
  );

describe('the navigation model (spec §2 places, §6 rules)', () => {
  test('one item, its own label in each place, the same target', () => {
    const places = (['toolbar', 'userMenu', 'productsMenu'] as const).map(
      (where) =>
        placeLinks(
          NAV_PLACES[where].filter((id) => id === 'products'),
          where,
          learner,
        )[0],
    );
    expect(places.map((item) => item?.label)).toEqual([
      'My Products',
      'Products Overview',
      'Products Overview',
    ]);
    expect(new Set(places.map((item) => item?.to))).toEqual(new Set(['/products']));
  });

  test('the toolbar: signed out only Free Trials; signed in the main tabs, by access', () => {
    expect(labels(signedOut, 'toolbar')).toEqual(['Free Trials']);
    expect(labels(learner, 'toolbar')).toEqual([
      'Personal Trainer',
      'My Products',
      'CME/MOC',
      'Helpful Stuff',
    ]);
    expect(
      labels({ ...learner, dashboardAccess: false, medCentralAccess: true }, 'toolbar'),
    ).toEqual(['My Products', 'CME/MOC', 'Helpful Stuff', 'MedCentral']);
  });

  test('the user menu: signed out Sign In only; staff items by right, in the spec order', () => {
    expect(labels(signedOut, 'userMenu')).toEqual(['Sign In']);
    expect(labels(learner, 'userMenu')).toEqual([
      'Favorite admin links',
      'Preferences',
      'Products Overview',
      '-',
      'Sign Out',
    ]);
    expect(labels({ ...learner, rights: staff, isSafari: true }, 'userMenu').slice(0, 4)).toEqual([
      'Admin',
      'Preview Q&A',
      'Submit/Review Q&As',
      'My Organizations',
    ]);
  });

  test('the drawer hides Admin and Submit/Review on Safari; the user menu does not', () => {
    const onSafari = { ...learner, rights: staff, isSafari: true };
    expect(drawer({ ...onSafari, isSafari: false })[3]).toEqual([
      'Admin',
      'Submit/Review Q&As',
      'My Account',
      'Preferences',
      'Sign Out',
    ]);
    expect(drawer(onSafari)[3]).toEqual(['My Account', 'Preferences', 'Sign Out']);
  });

  test('the drawer: signed out only Sign In; Bright Ideas needs products there, not in the menu', () => {
    expect(drawer(signedOut)).toEqual([[], [], [], ['Sign In']]);
    const ideas = { ...learner, ideasPortal: true, hasProducts: false };
    expect(drawer(ideas)[1]).toEqual(['Overview']);
    expect(labels(ideas, 'productsMenu')).toEqual(['Products Overview', 'Bright Ideas']);
  });

  test('a main tab counts the routes of its tab set (/labvalues for Helpful Stuff)', () => {
    const tabs = placeLinks(NAV_PLACES.toolbar, 'toolbar', { ...learner, medCentralAccess: true });
    const routes = Object.fromEntries(tabs.map((tab) => [tab.id, tab.routes]));
    expect(routes.helpfulStuff).toEqual(expect.arrayContaining(['/helpfulstuff', '/labvalues']));
    expect(routes.medCentral).toEqual(expect.arrayContaining(['/medcentral', '/rescentral']));
    expect(routes.products).toEqual(['/products']);
  });

  test("MedCentral's tabs: Assignments and Program dashboard for its directors and faculty only", () => {
    const resident = { ...learner, medCentralAccess: true, product: undefined };
    expect(tabSet('medcentral', resident).map((tab) => tab.label)).toEqual(['MedCentral']);
    const director = { ...resident, medCentralManager: true };
    expect(tabSet('medcentral', director)).toEqual([
      { label: 'MedCentral', route: '/medcentral', badgeValue: undefined },
      { label: 'Assignments', route: '/medcentral/assignments', badgeValue: undefined },
      { label: 'Program dashboard', route: '/medcentral/dashboard', badgeValue: undefined },
    ]);
  });

  test('secondary tab sets come from the same items (badge only when something is due)', () => {
    const ctx = { ...learner, product: undefined };
    expect(tabSet('trainer', ctx)).toEqual([
      { label: 'Study Board', route: '/dashboard', badgeValue: undefined },
      { label: 'My Progress', route: '/dashboard/timeline', badgeValue: undefined },
    ]);
    expect(tabSet('trainer', { ...ctx, dueCount: 3 })[0]?.badgeValue).toBe('3');
    // a full due list (the poll lists 100 at most) reads 99+
    expect(tabSet('trainer', { ...ctx, dueCount: 100 })[0]?.badgeValue).toBe('99+');
    expect(tabSet('helpful', { ...ctx, labValuesSpecialty: 'peds' }).map((t) => t.route)).toEqual([
      '/helpfulstuff',
      '/labvalues/peds',
      '/helpfulstuff/antibiotics',
    ]);
  });
});
