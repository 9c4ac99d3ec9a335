import { preferenceEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { preferenceService } from './service';

/** The acting account's preferences (loaded by the shell whenever an account is present). */
export async function preferenceRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = preferenceService(opts.db);
  registerEndpoint(app, preferenceEndpoints.get, async ({ auth }) =>
    service.get(auth.actingAccount.id),
  );
  registerEndpoint(app, preferenceEndpoints.update, async ({ auth, body }) =>
    service.update(auth.actingAccount.id, body),
  );
}
