import type { ComponentType } from 'react';

type PageModule = { default?: ComponentType };
type Load = () => Promise<PageModule>;

/**
 * The page modules the route registry names (lib/route-registry.ts, `page`), each its own lazy
 * chunk: a feature's `components/*-page.tsx` and the app's `*-route.tsx` modules that compose
 * features. A new route's page is found here with no edit. A feature's screen that only an app
 * route composes is a `*-screen.tsx`: every entry here is a chunk name and a preload list in the
 * first-load entry chunk.
 */
const PAGES: Record<string, Load> = import.meta.glob<PageModule>([
  '../features/*/components/*-page.tsx',
  './*-route.tsx',
  '!**/kitchensink*',
]);

/**
 * Non-production builds only (ROUTE-53): in a build for production (APP_ENV=production; see
 * vite.config.ts) the condition is the constant true, so the kitchensink's chunks are not emitted.
 */
const NON_PRODUCTION_PAGES: Record<string, Load> = import.meta.env.PRODUCTION_BUILD
  ? {}
  : import.meta.glob<PageModule>('./kitchensink-page.tsx');

/** '../features/auth/components/login-page.tsx' → 'features/auth/components/login-page' */
const moduleName = (file: string) =>
  file
    .replace(/^\.\.\//, '')
    .replace(/^\.\//, 'app/')
    .replace(/\.tsx$/, '');
const MODULES = new Map(
  Object.entries({ ...PAGES, ...NON_PRODUCTION_PAGES }).map(([file, load]) => [
    moduleName(file),
    load,
  ]),
);

/** Every page module of this build ('features/auth/components/login-page', …). */
export const pageModuleNames = () => [...MODULES.keys()];

/** The loader of a registry `page` (its module), or undefined when this build has none. */
export function routePage(page: string): (() => Promise<ComponentType>) | undefined {
  const load = MODULES.get(page);
  if (!load) return undefined;
  return async () => {
    const component = (await load()).default;
    if (!component) throw new Error(`${page} has no default export`);
    return component;
  };
}
