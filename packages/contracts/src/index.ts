export * from './auth';
export * from './endpoint';
export * from './environment';
export * from './helpful-links';
export * from './mail';
export * from './navigation';
export * from './password';
export * from './preferences';
export * from './products';
export * from './route-ref';

import { authEndpoints } from './auth';
import type { Endpoint } from './endpoint';
import { environmentEndpoints } from './environment';
import { mailEndpoints } from './mail';
import { navigationEndpoints } from './navigation';
import { preferenceEndpoints } from './preferences';
import { productEndpoints } from './products';

/** The endpoints by group; routes.gen.ts is generated from this (npm run contracts:routes). */
export const endpointGroups = {
  environment: environmentEndpoints,
  auth: authEndpoints,
  mail: mailEndpoints,
  products: productEndpoints,
  navigation: navigationEndpoints,
  preferences: preferenceEndpoints,
} as const;

/** Every endpoint of the API: the server registers these, the security suite walks them. */
export const allEndpoints: Record<string, Endpoint> = Object.fromEntries(
  Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]) => [
      `${group}.${name}`,
      e,
    ]),
  ),
);
