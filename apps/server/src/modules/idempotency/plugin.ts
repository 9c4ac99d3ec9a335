import { IDEMPOTENT_REPLAYED_HEADER } from '@boardready/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { KeyedRequest } from './repository';
import { idempotencyKeyRepository } from './repository';
import { idempotencyService, parseIdempotencyKey, requestHash } from './service';

export interface IdempotencyOptions {
  db: Database;
}

/**
 * Idempotency-Keys on the routes whose contract is `idempotent` (decision 1704; registerEndpoint
 * marks them in the route's config). Only when the header comes: without it a route answers as
 * before. Registered before compression, so that its onSend reads the answer as JSON text.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, opts: IdempotencyOptions) => {
    const service = idempotencyService(idempotencyKeyRepository(opts.db));
    /** the requests running under a key they took */
    const running = new WeakMap<FastifyRequest, KeyedRequest>();

    // After validation (the hash is of the request as the contract reads it) and access.
    app.addHook('preHandler', async (request, reply) => {
      const config = request.routeOptions.config as { idempotent?: boolean } | undefined;
      if (config?.idempotent !== true) return;
      const header = request.headers['idempotency-key'];
      if (header === undefined || !request.auth) return;
      const keyed: KeyedRequest = {
        // the account whose data the write changes: the assumed one while assuming
        accountId: request.auth.actingAccount.id,
        key: parseIdempotencyKey(header),
        endpoint: `${request.method} ${request.routeOptions.url}`,
        requestHash: requestHash(request.params, request.query, request.body),
      };
      const claim = await service.begin(keyed);
      if (service.purgeDue()) app.defer('purge idempotency keys', () => service.purge());
      if (claim.kind === 'run') {
        running.set(request, keyed);
        return;
      }
      reply
        .status(claim.status)
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .type('application/json; charset=utf-8');
      return reply.send(JSON.stringify(claim.response));
    });

    // The answer is kept before it goes out: a client that got it finds it on a retry.
    app.addHook('onSend', async (request, reply, payload) => {
      const keyed = running.get(request);
      if (!keyed) return payload;
      running.delete(request);
      const body = reply.statusCode < 500 ? jsonOf(payload) : undefined;
      try {
        if (body === undefined) await service.release(keyed);
        else await service.complete(keyed, reply.statusCode, body);
      } catch (error) {
        // The write is done and its answer goes out; a retry finds the key in flight, then stale.
        request.log.error({ err: error }, 'idempotency key: keeping the answer failed');
      }
      return payload;
    });

    // An answer that never reached onSend (the connection went first) leaves no key behind.
    app.addHook('onResponse', async (request) => {
      const keyed = running.get(request);
      if (!keyed) return;
      running.delete(request);
      await service.release(keyed);
    });
  },
  { name: 'idempotency' },
);

/** The answer's JSON, or undefined when it is not JSON text (nothing to replay). */
function jsonOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}
