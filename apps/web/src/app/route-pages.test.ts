import { describe, expect, test } from 'vitest';
import { ROUTE_LIST } from '@/lib/route-registry';
import { pageModuleNames, routePage } from './route-pages';

describe('the route registry and its page modules', () => {
  test('every page a route names is a module of this build with a default export', async () => {
    const pages = ROUTE_LIST.flatMap((route) => (route.page ? [route.page] : []));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const load = routePage(page);
      expect(load, page).toBeDefined();
      expect(typeof (await load?.()), page).toBe('function');
    }
  }, 120_000);

  test('every page module of the build is a page some route names', () => {
    const named = new Set(ROUTE_LIST.flatMap((route) => (route.page ? [route.page] : [])));
    expect(pageModuleNames().filter((module) => !named.has(module))).toEqual([]);
  });

  test('a route is either a screen or a redirect, and names its guard when it has one', () => {
    for (const route of ROUTE_LIST) {
      const screens = [route.page, route.upcoming, route.selection].filter(Boolean);
      expect(screens.length + (route.redirect ? 1 : 0), route.path).toBe(1);
    }
  });
});
