import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitHitRepository } from './hit-repository';

/** One hit in this many (per process) also deletes the ended windows' rows. */
const PRUNE_EVERY_HITS = 500;

/**
 * What the plugin hands `child`: its types say the route's options, but it passes the route's
 * limit settings, the route itself as `routeInfo`.
 */
interface RouteLimitSettings {
  routeInfo: { method: string | string[]; url: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * @fastify/rate-limit's custom store (its `store` option: a class it instantiates once, then a
 * child per route) counting in the database, as its Redis store does in Redis: keys are the
 * route and the address, each window fixed from its first hit.
 */
export function postgresRateLimitStore(
  hits: RateLimitHitRepository,
  onPruneFailed: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  let hitsSincePrune = 0;

  async function count(key: string, windowMs: number) {
    const hit = await hits.hit(key, windowMs);
    hitsSincePrune += 1;
    if (hitsSincePrune >= PRUNE_EVERY_HITS) {
      hitsSincePrune = 0;
      // Awaited, so that a closing app waits for it; a failure leaves rows for the next prune.
      await hits.pruneEnded().catch(onPruneFailed);
    }
    return { current: hit.hits, ttl: hit.ttlMs };
  }

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly keyPrefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      count(this.keyPrefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const settings = routeOptions as unknown as RouteLimitSettings;
      // Windows here are fixed; the plugin's stretching options would silently mean nothing.
      if (settings.continueExceeding || settings.exponentialBackoff) {
        throw new Error('rate limit: the postgres store has fixed windows only');
      }
      const { method, url } = settings.routeInfo;
      return new PostgresRateLimitStore(routeOptions, `${method}${url}-`);
    }
  };
}
