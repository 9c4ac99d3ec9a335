import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitStore } from '../../config';
import type { Database } from '../../db/client';
import { rateLimitHitRepository } from './hit-repository';
import { postgresRateLimitStore } from './postgres-store';

export const REDIS_KEY_PREFIX = 'boardready:rate-limit:';

export interface RateLimitsOptions {
  store: RateLimitStore;
  db: Database;
  /** the Redis keys' prefix (tests give their own); REDIS_KEY_PREFIX by default */
  redisKeyPrefix?: string;
}

/**
 * @fastify/rate-limit, registered for the routes that name a limit (endpoint options), counting
 * where the configuration says (decision 1702): this process's memory, the database or Redis.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: RateLimitsOptions) => {
    await app.register(rateLimit, { global: false, ...(await storeOptions(app, opts)) });
  },
  { name: 'rate-limits' },
);

async function storeOptions(
  app: FastifyInstance,
  opts: RateLimitsOptions,
): Promise<RateLimitPluginOptions> {
  switch (opts.store.kind) {
    case 'memory':
      return {};
    case 'postgres':
      return {
        store: postgresRateLimitStore(rateLimitHitRepository(opts.db), (error) =>
          app.log.warn({ err: error }, 'rate limits: pruning ended windows failed'),
        ),
      };
    case 'redis':
      return {
        redis: await connectRedis(app, opts.store.url),
        nameSpace: opts.redisKeyPrefix ?? REDIS_KEY_PREFIX,
        // Redis is a helper here, not the site: while it is down, limited routes answer without
        // a count rather than with a 500. Sign-in guessing stays throttled (auth_throttle, in the
        // database); the outage is logged once, and its end.
        skipOnError: true,
      };
  }
}

/**
 * A client that fails fast while Redis is away (no queue of waiting commands, a short timeout
 * for each), so that a limited request never waits on it for long; it reconnects by itself.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.error({ err: error }, 'rate limits: Redis unreachable, limits not enforced');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    app.log.info('rate limits: Redis reachable again, limits enforced');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // A server that starts while Redis is down still starts (and says so above).
  await redis.connect().catch(() => {});
  return redis;
}
