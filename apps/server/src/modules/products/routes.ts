import { productEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { productService } from './service';

/** The acting account's products: the My Products drop-down and the Personal Trainer's list. */
export async function productRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = productService(opts.db);
  registerEndpoint(app, productEndpoints.myProducts, async ({ auth }) =>
    service.myProductsJson(auth.actingAccount.id),
  );
  registerEndpoint(app, productEndpoints.dashboardInterviewProducts, async ({ auth }) => ({
    products: await service.dashboardEligible(auth.actingAccount.id),
  }));
}
