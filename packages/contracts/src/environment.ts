import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const DEPLOYED_VERSION = '2025.10.28.133139';

export const versions = z.object({
  legacyApiVersion: z.string(),
  microservicesVersion: z.string(),
  uiVersion: z.string(),
});

/** Brand strings and public settings the SPA needs before sign-in. */
export const publicConfig = z.object({
  productName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  publicHost: z.string(),
  isProduction: z.boolean(),
  /** a third-party chat widget: its script and the element it adds (none by default) */
  chatWidget: z.object({ scriptUrl: z.string(), selector: z.string() }).nullable().optional(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const environmentEndpoints = {
  isProd: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/environment/isProd',
    summary: 'Whether this server runs in production (stored by the SPA as isProduction).',
    access: 'public',
    response: z.boolean(),
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/environment/versions',
    summary: 'The deployed legacy API, microservices and UI versions.',
    access: 'public',
    response: versions,
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/environment/config',
    summary: 'Brand strings ({product}, {email}, {phone}, {host}) and whether this is production.',
    access: 'public',
    response: publicConfig,
  }),
};
