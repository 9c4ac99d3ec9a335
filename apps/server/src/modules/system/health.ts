import type { FastifyInstance } from 'fastify';

/** For load balancers: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<void> }) {
  app.get('/healthz', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await opts.ping();
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
