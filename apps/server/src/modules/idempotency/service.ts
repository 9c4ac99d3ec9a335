import { createHash } from 'node:crypto';
import { errors } from '@boardready/contracts/errors';
import type { IdempotencyKeyRepository, KeyedRequest } from './repository';

/**
 * A key in flight longer than this was left by a process that died mid-request. The flagged
 * writes answer in well under a second; a learner whose server died waits this long at most
 * before the write goes through again (the kill -9 bench first showed 30 s as a stall).
 */
export const IN_FLIGHT_SECONDS = 10;
/** How long a key answers its retries. */
export const KEEP_HOURS = 24;
/** Each process purges old keys at most this often. */
const PURGE_EVERY_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a request with a key does: run (then `complete` or `release`), or send the stored answer. */
export type Claim = { kind: 'run' } | { kind: 'replay'; status: number; response: unknown };

/** The Idempotency-Key header's value, checked: a UUID, in lower case. */
export function parseIdempotencyKey(header: string | string[]): string {
  if (typeof header !== 'string' || !UUID.test(header)) throw errors.invalidIdempotencyKey();
  return header.toLowerCase();
}

/** JSON with every object's keys in order: one text for one request, however its keys came. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/**
 * sha256 of a request's validated params, query and body. The query's requestId is left out: it
 * names each sending (spec §7), and a retry is a new sending of the same request.
 */
export function requestHash(params: unknown, query: unknown, body: unknown): string {
  let rest = query;
  if (query !== null && typeof query === 'object' && 'requestId' in query) {
    const { requestId: _sending, ...others } = query as Record<string, unknown>;
    rest = others;
  }
  const text = JSON.stringify(canonical({ params, query: rest, body }) ?? null);
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The rules of an Idempotency-Key (decision 1704): the first request with a key runs and its
 * answer is kept; a retry gets that answer; the key for another request, or while the first is
 * still being answered, is refused.
 */
export function idempotencyService(keys: IdempotencyKeyRepository) {
  let lastPurge = 0;
  const inFlight = () => errors.idempotencyKeyInFlight(undefined, { retryAfterSeconds: 1 });

  return {
    async begin(request: KeyedRequest): Promise<Claim> {
      // Twice at most: a key given back between our claim and our look is free to claim again.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (await keys.claim(request)) return { kind: 'run' };
        const held = await keys.find(request.accountId, request.key, IN_FLIGHT_SECONDS);
        if (!held) continue;
        if (held.endpoint !== request.endpoint || held.requestHash !== request.requestHash) {
          throw errors.idempotencyKeyReused();
        }
        if (held.status !== null) {
          return { kind: 'replay', status: held.status, response: held.response };
        }
        if (!held.stale) throw inFlight();
        // Its process died mid-request (its transaction rolled back): this retry runs it.
        if (await keys.takeOver(request.accountId, request.key, IN_FLIGHT_SECONDS)) {
          return { kind: 'run' };
        }
        throw inFlight();
      }
      throw inFlight();
    },

    /** Keeps an answer below 500 for the key's retries. */
    complete(request: KeyedRequest, status: number, response: unknown) {
      return keys.complete(request.accountId, request.key, status, response);
    },

    /** The request failed (5xx, or no JSON answer to keep): a retry runs again. */
    release(request: KeyedRequest) {
      return keys.release(request.accountId, request.key);
    },

    /** Whether this process should purge old keys now (at most once a minute). */
    purgeDue(now = Date.now()): boolean {
      if (now - lastPurge < PURGE_EVERY_MS) return false;
      lastPurge = now;
      return true;
    },

    purge() {
      return keys.purgeOlderThan(KEEP_HOURS);
    },
  };
}

export type IdempotencyService = ReturnType<typeof idempotencyService>;
