import type { Organization, ProductType, UserProduct } from '@boardready/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { groupProducts } from '@/lib/group-products';
import { ROUTE_LIST } from '@/lib/route-registry';
import { activeTabId } from './active-tab';
import { isSafari } from './browser';
import { hasDashboardAccess } from './dashboard-access';
import { initials } from './initials';
import { organizationsTarget } from './organizations-target';
import { rewriteLink } from './rewrite-link';
import { activeTabIndex, isValidTab, isValidVariableRoute, tabTarget } from './secondary-tabs';

describe('initials (spec §5)', () => {
  test('[VALID-05] first non-blank character of each name, upper-cased', () => {
    expect(initials({ FirstName: '  alex', LastName: ' rivera ' })).toBe('AR');
    expect(initials({ FirstName: 'Émile', LastName: 'zola' })).toBe('ÉZ');
  });
  test('[VALID-06] empty when not logged in', () => {
    expect(initials(null)).toBe('');
  });
});

describe('active tab (spec §2)', () => {
  const tabs = [
    { id: 'trainer', routes: ['/dashboard'] },
    { id: 'products', routes: ['/products'] },
    { id: 'freetrials', routes: ['/products/freetrials'] },
    { id: 'medcentral', routes: ['/medcentral', '/rescentral'] },
  ];
  test('[BAR-28] the tab whose route is a prefix of the final URL', () => {
    expect(activeTabId('/dashboard/timeline', tabs, false)).toBe('trainer');
    expect(activeTabId('/medcentral', tabs, false)).toBe('medcentral');
  });
  test('[BAR-10] [BAR-21] /dashboard/timeline counts as Personal Trainer; /rescentral as MedCentral', () => {
    expect(activeTabId('/dashboard/timeline', tabs, false)).toBe('trainer');
    expect(activeTabId('/rescentral', tabs, false)).toBe('medcentral');
  });
  test('[BAR-29] a route marked isMyProductsRoute makes My Products active', () => {
    expect(activeTabId('/questions/IM/qa/3/overview', tabs, true)).toBe('products');
  });
  test('[BAR-30] otherwise no tab is active; prefixes match whole segments', () => {
    expect(activeTabId('/cme', tabs, false)).toBeNull();
    expect(activeTabId('/productselection', tabs, false)).toBeNull();
  });
  test('[BAR-31] the longest matching route wins', () => {
    expect(activeTabId('/products/freetrials', tabs, false)).toBe('freetrials');
    expect(
      activeTabId(
        '/products/freetrials',
        tabs.filter((t) => t.id !== 'freetrials'),
        false,
      ),
    ).toBe('products');
  });
});

describe('helpful link rewriting (spec §2)', () => {
  const prod = 'boardready.example';
  test('[HELP-13] on another host the production host becomes the current host', () => {
    expect(
      rewriteLink('https://boardready.example/apps/im', prod, {
        hostname: 'staging.example',
        host: 'staging.example:8443',
      }),
    ).toBe('https://staging.example:8443/apps/im');
  });
  test('[HELP-14] on the production host links stay', () => {
    expect(
      rewriteLink('https://boardready.example/apps/im', prod, { hostname: prod, host: prod }),
    ).toBe('https://boardready.example/apps/im');
  });
  test('[HELP-15] links without the production host stay', () => {
    expect(
      rewriteLink('https://www.abim.org/x.pdf', prod, {
        hostname: 'localhost',
        host: 'localhost:3000',
      }),
    ).toBe('https://www.abim.org/x.pdf');
    expect(
      rewriteLink('/labvalues/im', prod, { hostname: 'localhost', host: 'localhost:3000' }),
    ).toBe('/labvalues/im');
  });
  test('[HELP-16] on localhost the link gets the port of the running app (decision 0204), not a fixed 4200', () => {
    const local = (host: string) =>
      rewriteLink('https://boardready.example/apps/im', prod, { hostname: 'localhost', host });
    expect(local('localhost:4398')).toBe('http://localhost:4398/apps/im');
    expect(local('localhost:4200')).toBe('http://localhost:4200/apps/im');
    // on the default port the browser's host has none, and neither does the link
    expect(local('localhost')).toBe('http://localhost/apps/im');
  });
  test('[HELP-17] on localhost https becomes http', () => {
    expect(
      rewriteLink('https://boardready.example/downloads/x.pdf', prod, {
        hostname: 'localhost',
        host: 'localhost:3000',
      }),
    ).toBe('http://localhost:3000/downloads/x.pdf');
    // elsewhere the scheme is kept
    expect(
      rewriteLink('https://boardready.example/x', prod, {
        hostname: 'staging.example',
        host: 'staging.example',
      }),
    ).toBe('https://staging.example/x');
  });
});

describe('secondary tabs (spec §2, §5)', () => {
  const root = /^\/questions\/[^/]+\/[^/]+\/\d+/;
  test('[VALID-01] valid only with a navigation product, a non-empty route or a variable route', () => {
    expect(isValidTab({ label: 'a', route: '/x' })).toBe(true);
    expect(isValidTab({ label: 'a', route: '' })).toBe(false);
    expect(isValidTab({ label: 'a' })).toBe(false);
    expect(
      isValidTab({
        label: 'a',
        variableRoute: { childRoute: 'x', routeRegExp: root, routeRootRegExp: root },
      }),
    ).toBe(true);
  });
  test("[VALID-02] an invalid tab is refused and logs 'tab is invalid.'", () => {
    const log = vi.fn();
    expect(tabTarget({ label: 'a' }, '/x', log)).toEqual({ kind: 'none' });
    expect(log).toHaveBeenCalledWith('tab is invalid.');
  });
  test('[VALID-03] [VALID-04] a variable route needs childRoute, routeRegExp and routeRootRegExp; else an error and nothing', () => {
    expect(isValidVariableRoute({ childRoute: '', routeRegExp: root, routeRootRegExp: root })).toBe(
      false,
    );
    expect(
      isValidVariableRoute({ childRoute: 'x', routeRegExp: null, routeRootRegExp: root }),
    ).toBe(false);
    const log = vi.fn();
    expect(
      tabTarget(
        {
          label: 'a',
          variableRoute: { childRoute: 'x', routeRegExp: null, routeRootRegExp: root },
        },
        '/questions/IM/qa/3/overview',
        log,
      ),
    ).toEqual({ kind: 'none' });
    expect(log).toHaveBeenCalledTimes(1);
  });
  test('[TABS-09] [TABS-10] [TABS-11] [TABS-14] the three kinds of navigation and back-button tabs', () => {
    expect(tabTarget({ label: 'a', route: '/dashboard' }, '/x')).toEqual({
      kind: 'route',
      to: '/dashboard',
    });
    const product = {
      userProductId: 3,
      shortName: 'IM Q&A',
      fullName: 'IM',
      route: '/questions/IM/qa/3/overview',
    };
    expect(tabTarget({ label: 'a', navigationProduct: product }, '/x')).toEqual({
      kind: 'route',
      to: product.route,
    });
    expect(
      tabTarget(
        {
          label: 'a',
          variableRoute: { childRoute: 'sessions', routeRegExp: root, routeRootRegExp: root },
        },
        '/questions/IM/qa/3/overview',
      ),
    ).toEqual({ kind: 'route', to: '/questions/IM/qa/3/sessions' });
    expect(tabTarget({ label: 'a', isBackButton: true, absoluteRoute: '/products' }, '/x')).toEqual(
      { kind: 'route', to: '/products', reload: true },
    );
  });
  test('[TABS-02] [TABS-03] [TABS-04] [TABS-05] shared sets, and none for an unknown main tab', () => {
    // The shell reads the set from the handle of the route the router matched.
    const tabSetFor = (pathname: string) =>
      matchRoutes([...ROUTE_LIST], pathname)?.at(-1)?.route.tabSet ?? null;
    expect(tabSetFor('/dashboard')).toBe(tabSetFor('/dashboard/timeline'));
    expect(tabSetFor('/products')).toBe(tabSetFor('/products/freetrials'));
    expect(tabSetFor('/medcentral')).toBe(tabSetFor('/rescentral'));
    expect(tabSetFor('/somewhere')).toBeNull();
  });
  test('the current tab: its own page, else the tab whose route is the longest path above it', () => {
    const admin = [
      { label: 'Accounts', route: '/ngadmin' },
      { label: 'Feature flags', route: '/ngadmin/flags' },
      { label: 'Submit/Review Q&As', route: '/ngadmin/cms/qa' },
      { label: 'Preview Q&A', route: '/ngadmin/cms/preview-qna' },
    ];
    expect(activeTabIndex(admin, '/ngadmin')).toBe(0);
    expect(activeTabIndex(admin, '/ngadmin/flags')).toBe(1);
    expect(activeTabIndex(admin, '/ngadmin/accounts/7')).toBe(0);
    expect(activeTabIndex(admin, '/ngadmin/cms/qa/drafts/3')).toBe(2);
    expect(activeTabIndex(admin, '/ngadmin-other')).toBe(-1);
    // a product's own tabs: the child route's tab, not the product's Home above it
    const product = {
      userProductId: 3,
      shortName: 'IM Q&A',
      fullName: 'IM',
      route: '/questions/IM/qa/3',
    };
    const tabs = [
      { label: 'My Products', isBackButton: true, absoluteRoute: '/products' },
      { label: 'Home', navigationProduct: product },
      {
        label: 'Performance',
        variableRoute: { childRoute: 'performance', routeRegExp: root, routeRootRegExp: root },
      },
    ];
    expect(activeTabIndex(tabs, '/questions/IM/qa/3')).toBe(1);
    expect(activeTabIndex(tabs, '/questions/IM/qa/3/performance')).toBe(2);
  });
});

describe('dashboard access (spec §4)', () => {
  test('[STATE-10] false when not logged in', () => {
    expect(hasDashboardAccess(false, [{ hasPersonalTrainer: true }])).toBe(false);
  });
  test('[STATE-11] logged in: true with eligible products, else false', () => {
    expect(hasDashboardAccess(true, [{ hasPersonalTrainer: false }])).toBe(true);
    expect(hasDashboardAccess(true, [])).toBe(false);
    expect(hasDashboardAccess(true, undefined)).toBe(false);
  });
});

const type = (code: ProductType['code'], order: number): ProductType => ({
  code,
  displayName: code,
  icon: 'quiz',
  order,
});
const product = (
  id: number,
  applicationType: UserProduct['applicationType'],
  isUsable = true,
): UserProduct => ({
  userProductId: id,
  code: `P${id}`,
  shortName: `P${id}`,
  fullName: `Product ${id}`,
  specialty: 'IM',
  applicationType,
  isUsable,
  availability: isUsable ? 'usable' : 'expired',
  startsAt: '',
  endsAt: '',
  isTrial: false,
  hasPersonalTrainer: false,
  route: `/x/${id}`,
});

describe('My Products grouping (spec §2)', () => {
  test("[PROD-01] [PROD-02] grouped by type in the types' fixed order; empty types left out", () => {
    const groups = groupProducts(
      [product(1, 'fc'), product(2, 'qa'), product(3, 'qa')],
      [type('fc', 4), type('qa', 1), type('live', 7)],
    );
    expect(groups.map((g) => [g.type.code, g.products.map((p) => p.userProductId)])).toEqual([
      ['qa', [2, 3]],
      ['fc', [1]],
    ]);
  });
});

describe('My Organizations target (spec §6)', () => {
  const org = (id: number, isLicenseAdmin = true): Organization => ({
    id,
    name: `O${id}`,
    isLicenseAdmin,
    isResidencyProgram: true,
  });
  test('[PERM-07] with adminAccountDetails: the new organization admin', () => {
    expect(organizationsTarget(7, [org(1), org(2)], true)).toEqual({
      kind: 'route',
      to: '/ngadmin/accounts/7/organizations',
    });
  });
  test('[PERM-08] with exactly one organization: its members page', () => {
    expect(organizationsTarget(7, [org(1)], true)).toEqual({
      kind: 'route',
      to: '/ngadmin/accounts/7/organizations/1/members',
    });
  });
  test('[PERM-09] without the flag: the legacy members page of the first organization, full page load', () => {
    expect(organizationsTarget(7, [org(4), org(2)], false)).toEqual({
      kind: 'external',
      href: '/mms#account/7/organization/edit/4/members',
    });
  });
  test('none found', () => {
    expect(organizationsTarget(7, [org(4, false)], true)).toEqual({ kind: 'none' });
  });
});

describe('Safari detection', () => {
  test('Safari is Safari; Chrome and Android browsers are not', () => {
    expect(
      isSafari(
        'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toBe(true);
    expect(
      isSafari(
        'Mozilla/5.0 (X11; Linux) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
