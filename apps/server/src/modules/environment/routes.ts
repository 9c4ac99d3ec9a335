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
  }));
}
