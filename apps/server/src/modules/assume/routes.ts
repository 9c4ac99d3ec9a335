import { assumeEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { assumeService } from './service';

export async function assumeRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = assumeService(opts.db);
  registerEndpoint(app, assumeEndpoints.start, ({ auth, params, request }) =>
    service.start(auth, params.accountId, String(request.id)),
  );
  registerEndpoint(app, assumeEndpoints.stop, ({ auth, request }) =>
    service.stop(auth, String(request.id)),
  );
}
