import { referenceEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints';
import { referenceService } from './service';

/** Read-only reference content behind Helpful Stuff: lab values and antibiotics (decision 0503). */
export async function referenceRoutes(app: FastifyInstance) {
  const service = referenceService();
  // Validate the files when the server starts, not on the first learner's request.
  service.labValues('im');
  service.antibiotics();
  registerEndpoint(app, referenceEndpoints.labValues, async ({ params }) =>
    service.labValues(params.specialty),
  );
  registerEndpoint(app, referenceEndpoints.antibiotics, async () => service.antibiotics());
}
