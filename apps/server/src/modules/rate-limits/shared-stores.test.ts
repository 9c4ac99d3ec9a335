import { randomBytes } from 'node:crypto';
import { authEndpoints, contactEndpoints } from '@boardready/contracts';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, type TestContext, test } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { createTestApp, JSON_HEADERS, type TestApp } from '../../test/test-app';
import { rateLimitHitRepository } from './hit-repository';

/** CI starts Redis and names it here (.ci/run); elsewhere the usual local one, when it runs. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const AUTH_PER_MINUTE = 3;
const CONTACT_PER_HOUR = 5;

let addressCounter = 0;
/** Each check counts from its own address (and, in Redis, under this run's own prefix). */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function login(app: FastifyInstance, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: authEndpoints.login.path,
    headers: JSON_HEADERS,
    payload: { email: 'learner@demo.test', password: DEMO_PASSWORD },
    remoteAddress,
  });
}

function contact(app: FastifyInstance, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: contactEndpoints.send.path,
    headers: JSON_HEADERS,
    payload: {
      name: 'Jamie Visitor',
      email: 'jamie@example.test',
      topic: 'billing',
      message: 'Could you send a corrected receipt, please?',
    },
    remoteAddress,
  });
}

/** What the memory store has always answered past a limit: 429, the envelope, the headers. */
function expectLimited(response: LightMyRequestResponse, max: number, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: { code: 'rate_limited', message: expect.any(String) },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 30);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers['x-ratelimit-limit']).toBe(String(max));
  expect(response.headers['x-ratelimit-remaining']).toBe('0');
}

interface Servers {
  apps: [FastifyInstance, FastifyInstance];
  close(): Promise<void>;
}

/**
 * Two servers on the test app's database, each with its own limits store object (and, on
 * PostgreSQL, its own connections), configured by `env`.
 */
async function twoServers(t: TestApp, env: Record<string, string>, redisKeyPrefix?: string) {
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    CONTACT_MESSAGES_PER_HOUR: String(CONTACT_PER_HOUR),
    ...env,
  });
  const second: DatabaseHandle = t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl })
    : t.database;
  const build = (database: DatabaseHandle) =>
    buildApp({
      config,
      database,
      logger: false,
      webRoot: null,
      mailer: async () => {},
      authPerMinute: AUTH_PER_MINUTE,
      rateLimitRedisKeyPrefix: redisKeyPrefix,
    });
  const apps: Servers['apps'] = [await build(t.database), await build(second)];
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      if (second !== t.database) await second.close();
    },
  } satisfies Servers;
}

/** The servers, or (when the store cannot be reached here) the test skipped with the reason. */
function appsOf(context: TestContext, servers: Servers | string) {
  if (typeof servers === 'string') context.skip(servers);
  return servers.apps;
}

/** The checks each shared store passes: one count across both servers, the same 429. */
function countsAcrossServers(servers: () => Servers | string) {
  test('the sign-in limit counts hits on both servers together; another address still passes', async (context) => {
    const [first, second] = appsOf(context, servers());
    const address = freshAddress();
    for (let i = 0; i < AUTH_PER_MINUTE; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await login(app, address)).statusCode).toBe(200);
    }
    expectLimited(await login(second, address), AUTH_PER_MINUTE, 60);
    expectLimited(await login(first, address), AUTH_PER_MINUTE, 60);
    expect((await login(second, freshAddress())).statusCode).toBe(200);
  });

  test("the contact form's hourly limit and its own message hold across servers", async (context) => {
    const [first, second] = appsOf(context, servers());
    const address = freshAddress();
    for (let i = 0; i < CONTACT_PER_HOUR; i++) {
      expect((await contact(i % 2 === 0 ? first : second, address)).statusCode).toBe(201);
    }
    const limited = await contact(second, address);
    expectLimited(limited, CONTACT_PER_HOUR, 3600);
    expect(limited.json().error.message).toMatch(
      /^You have sent several messages in a short time\. Try again in \d+ (minutes?|hours?), or write to /,
    );
  });

  test('requests sent together to both servers are counted one by one', async (context) => {
    const [first, second] = appsOf(context, servers());
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(i % 2 === 0 ? first : second, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(AUTH_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - AUTH_PER_MINUTE);
  });
}

describe('where the request limits count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('RATE_LIMIT_STORE: memory on the embedded database, postgres with DATABASE_URL, redis only with REDIS_URL', () => {
    const url = 'postgres://u@db.internal:5432/boardready';
    expect(loadConfig({}).rateLimitStore).toEqual({ kind: 'memory' });
    expect(loadConfig({ DATABASE_URL: url }).rateLimitStore).toEqual({ kind: 'postgres' });
    expect(loadConfig({ DATABASE_URL: url, RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toEqual({
      kind: 'memory',
    });
    expect(
      loadConfig({ RATE_LIMIT_STORE: 'redis', REDIS_URL: 'rediss://cache.internal:6380/2' })
        .rateLimitStore,
    ).toEqual({ kind: 'redis', url: 'rediss://cache.internal:6380/2' });
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/REDIS_URL: required/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'memcached' })).toThrow(ConfigError);
  });

  test('on the default (memory) each server counts alone and the database holds no count', async () => {
    const servers = await twoServers(t, {});
    try {
      const [first, second] = servers.apps;
      const address = freshAddress();
      for (let i = 0; i < AUTH_PER_MINUTE; i++) {
        expect((await login(first, address)).statusCode).toBe(200);
      }
      expectLimited(await login(first, address), AUTH_PER_MINUTE, 60);
      expect((await login(second, address)).statusCode).toBe(200);
      const [rows] = await t.database.db.select({ n: count() }).from(rateLimitHits);
      expect(rows!.n).toBe(0);
    } finally {
      await servers.close();
    }
  });

  describe('RATE_LIMIT_STORE=postgres', () => {
    let servers: Servers;
    beforeAll(async () => {
      servers = await twoServers(t, { RATE_LIMIT_STORE: 'postgres' });
    });
    afterAll(() => servers.close());

    countsAcrossServers(() => servers);
  });

  describe('RATE_LIMIT_STORE=redis', () => {
    const prefix = `h2test:${randomBytes(6).toString('hex')}:`;
    let unreachable: string | null = null;
    let servers: Servers | undefined;
    beforeAll(async () => {
      unreachable = await probe(REDIS_URL);
      // CI starts Redis (.ci/run): there, a Redis that does not answer is a failure, not a skip.
      if (unreachable && process.env.CI) throw new Error(unreachable);
      if (unreachable) console.warn(`Skipping the Redis store's checks: ${unreachable}`);
      if (!unreachable) {
        servers = await twoServers(t, { RATE_LIMIT_STORE: 'redis', REDIS_URL: REDIS_URL }, prefix);
      }
    });
    afterAll(async () => {
      await servers?.close();
      if (!unreachable) await forgetKeys(REDIS_URL, prefix);
    });

    countsAcrossServers(
      () => servers ?? `${unreachable} (set TEST_REDIS_URL, or start redis-server)`,
    );

    test('while Redis is away the limited routes still answer, without a count', async () => {
      const away = await twoServers(
        t,
        { RATE_LIMIT_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:1' },
        prefix,
      );
      try {
        const address = freshAddress();
        for (let i = 0; i <= AUTH_PER_MINUTE; i++) {
          expect((await login(away.apps[0], address)).statusCode).toBe(200);
        }
      } finally {
        await away.close();
      }
    });
  });
});

describe('the database store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('a window opens with the first hit and starts afresh once it has ended', async () => {
    const hits = rateLimitHitRepository(t.database.db);
    const first = await hits.hit('window-test', 300);
    expect(first.hits).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(300);
    expect((await hits.hit('window-test', 300)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const afresh = await hits.hit('window-test', 300);
    expect(afresh).toEqual({ hits: 1, ttlMs: expect.any(Number) });
    expect(afresh.ttlMs).toBeGreaterThan(200);
  });

  test('hits sent together get the numbers 1 to n, and pruning leaves open windows alone', async () => {
    const hits = rateLimitHitRepository(t.database.db);
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () => hits.hit('together-test', 60_000)),
    );
    expect(numbers.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    await hits.hit('ended-test', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await hits.pruneEnded();
    const keys = (await t.database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map(
      (row) => row.key,
    );
    expect(keys).toContain('together-test');
    expect(keys).not.toContain('ended-test');
  });
});

/** Why Redis cannot be used here, or null when it answers. */
async function probe(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `Redis is not reachable at ${url}: ${(error as Error).message}`;
  } finally {
    redis.disconnect();
  }
}

async function forgetKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
