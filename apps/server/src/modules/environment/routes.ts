import { DEPLOYED_VERSION, environmentEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerEndpoint } from '../../plugins/endpoints';

export async function environmentRoutes(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  registerEndpoint(app, environmentEndpoints.isProd, async () => config.isProduction);
  registerEndpoint(app, environmentEndpoints.versions, async () => ({
    legacyApiVersion: DEPLOYED_VERSION,
    microservicesVersion: DEPLOYED_VERSION,
    uiVersion: DEPLOYED_VERSION,
  }));
  registerEndpoint(app, environmentEndpoints.config, async () => ({
    productName: config.productName,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    publicHost: config.publicHost,
    isProduction: config.isProduction,
    chatWidget: config.chatWidget,
  }));
}

/**
 * The web app manifest (installable app, spec §1): served here rather than built, so that it
 * carries the configured product name. Not under /api: browsers fetch it by the page's link.
 */
export function webAppManifest(productName: string) {
  return {
    name: productName,
    short_name: productName,
    description: 'Study portal for board-exam learners.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

export async function manifestRoute(app: FastifyInstance, opts: { config: Config }) {
  app.get('/manifest.webmanifest', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('content-type', 'application/manifest+json; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    return webAppManifest(opts.config.productName);
  });
}
