import { auditEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { auditRepository } from './audit-repository';

/** Staff read the audit log: who signed in, who assumed whom and when it stopped, terms answers. */
export async function auditRoutes(app: FastifyInstance, opts: { db: Database }) {
  const repo = auditRepository(opts.db);
  registerEndpoint(app, auditEndpoints.list, async ({ query }) => ({
    items: await repo.list(query),
  }));
}
