import { termsOfUseEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { termsService } from './service';

export async function termsOfUseRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = termsService(opts.db);

  registerEndpoint(app, termsOfUseEndpoints.current, () => service.current());

  registerEndpoint(app, termsOfUseEndpoints.answer, async ({ auth, body, request, reply }) => {
    const { session, signedOut } = await service.answer(auth, body, String(request.id));
    if (signedOut) app.sessionCookie.clear(reply);
    return session;
  });

  registerEndpoint(app, termsOfUseEndpoints.publish, ({ auth, body, request }) =>
    service.publish(auth, body.summary, String(request.id)),
  );
}
