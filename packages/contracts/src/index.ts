export * from './auth';
export * from './endpoint';
export * from './environment';
export * from './helpful-links';
export * from './mail';
export * from './navigation';
export * from './password';
export * from './preferences';
export * from './products';

import { authEndpoints } from './auth';
import type { Endpoint } from './endpoint';
import { environmentEndpoints } from './environment';
import { mailEndpoints } from './mail';
import { navigationEndpoints } from './navigation';
import { preferenceEndpoints } from './preferences';
import { productEndpoints } from './products';

/** Every endpoint of the API: the server registers these, the security suite walks them. */
export const allEndpoints: Record<string, Endpoint> = {
  ...prefix('environment', environmentEndpoints),
  ...prefix('auth', authEndpoints),
  ...prefix('mail', mailEndpoints),
  ...prefix('products', productEndpoints),
  ...prefix('navigation', navigationEndpoints),
  ...prefix('preferences', preferenceEndpoints),
};

function prefix(group: string, endpoints: Record<string, Endpoint>): Record<string, Endpoint> {
  return Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [`${group}.${name}`, e]));
}
