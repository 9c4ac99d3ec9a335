import { execFile } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type Cluster, SERVED_BY_HEADER, startCluster } from '../../../../scripts/cluster.mjs';
import { DEMO_PASSWORD } from '../seed/demo-accounts';

/**
 * Three server processes behind HAProxy, with the request limits in Redis, on one PostgreSQL
 * database (issue 30): a learner signs in and works while the balancer sends each request to
 * another process; sign-in throttling and the per-address limit count once for all processes;
 * a process killed without warning is routed around. Each learner connects from an address of
 * its own on the loopback network (127.x.y.z), which HAProxy forwards and the apps believe
 * (TRUSTED_PROXIES=loopback): the per-address limits see one address per learner.
 */

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const AUTH_PER_MINUTE = 10;
const PROCESSES = 3;
const LOGIN = '/api/2.0/authentication/login';

interface Answer {
  status: number;
  servedBy: string;
  cookies: string[];
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields as they go
  body: any;
}

/** A client on a loopback address of its own (a learner's address, as the apps see it). */
function clientFrom(url: string) {
  const address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const agent = new Agent({ keepAlive: true, localAddress: address });
  let cookie = '';
  async function call(method: string, pathname: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request(
        `${url}${pathname}`,
        {
          method,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              servedBy: String(res.headers[SERVED_BY_HEADER] ?? ''),
              cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
              body: text && res.headers['content-type']?.includes('json') ? JSON.parse(text) : text,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
    return answer;
  }
  return {
    address,
    call,
    async signIn(email: string, password = DEMO_PASSWORD) {
      const answer = await call('POST', LOGIN, { email, password });
      if (answer.status === 200) cookie = answer.cookies.join('; ');
      return answer;
    },
    close: () => agent.destroy(),
  };
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('servers behind HAProxy', () => {
  const bundleDir = path.join(SERVER_ROOT, 'dist', `cluster-${randomBytes(4).toString('hex')}`);
  let cluster: Cluster;
  const clients: ReturnType<typeof clientFrom>[] = [];
  const client = () => {
    const made = clientFrom(cluster.url);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    const started = Date.now();
    await promisify(execFile)(process.execPath, ['build.mjs', path.join(bundleDir, 'server.js')], {
      cwd: SERVER_ROOT,
    });
    const built = Date.now();
    const template = inject('databaseTemplate');
    if (template.kind !== 'postgres') throw new Error('TEST_DB=postgres needs a postgres template');
    cluster = await startCluster({
      processes: PROCESSES,
      adminUrl: template.adminUrl,
      // migrated and seeded once for the run (global-setup.ts): the apps start on a copy
      template: template.templateName,
      databasePrefix: 'br_cluster',
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      serverScript: path.join(bundleDir, 'server.js'),
      env: { AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_PER_MINUTE) },
      ...(process.env.CLUSTER_TEST_BASE_PORT
        ? { basePort: Number(process.env.CLUSTER_TEST_BASE_PORT) }
        : {}),
    });
    console.info(
      `cluster: bundle ${built - started} ms, apps healthy ${cluster.timings.appsHealthyMs} ms, balancer ${cluster.timings.balancerHealthyMs} ms`,
    );
    // the apps seed one after the other (the startup lock), beside the other test files' work
  }, 120_000);
  afterAll(async () => {
    for (const made of clients) made.close();
    await cluster?.stop();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  test('a learner signs in and works, each request on another process', async () => {
    const learner = client();
    const signedIn = await learner.signIn('learner@demo.test');
    expect(signedIn.status).toBe(200);
    const servedBy = new Set([signedIn.servedBy]);
    const call = async (method: string, pathname: string, body?: unknown) => {
      const answer = await learner.call(method, pathname, body);
      servedBy.add(answer.servedBy);
      return answer;
    };

    expect((await call('POST', '/api/3.0/auth/session')).status).toBe(200);
    const products = await call('GET', '/api/2.0/product/userproducts');
    expect(products.status).toBe(200);
    const qa = products.body.products.find((p: { code: string }) => p.code === 'IM-QA');
    expect(qa).toBeDefined();

    const created = await call('POST', `/api/3.0/qa/sessions/userproducts/${qa.userProductId}`, {
      name: 'Behind the balancer',
      numberOfQuestions: 3,
      viewMode: 'tutor',
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.qaSessionId;
    // each answer is saved by one process and read back by the next
    for (const position of [1, 2, 3]) {
      const item = `/api/3.0/qa/sessions/${sessionId}/items/${position}`;
      const question = await call('GET', item);
      expect(question.status).toBe(200);
      const choiceKey = question.body.question.choices[0].key;
      const answered = await call('PUT', `${item}/answer`, { choiceKey });
      expect(answered.status).toBe(200);
      const readBack = await call('GET', item);
      expect(readBack.status).toBe(200);
      expect(readBack.body.selectedKey).toBe(choiceKey);
      expect(readBack.servedBy).not.toBe(answered.servedBy);
    }
    // the session's cookie was accepted by every process
    expect([...servedBy].sort()).toEqual(cluster.apps.map((app) => app.name).sort());
  });

  test('failed sign-ins for one account, over processes and addresses, lock it as one', async () => {
    // DEFAULT_AUTH_POLICIES.loginPerAccount: the 10th failure in 15 minutes locks the account
    const email = 'peds@demo.test';
    const failures = await Promise.all(
      Array.from({ length: 10 }, () => client().signIn(email, 'not-the-password')),
    );
    expect(failures.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(new Set(failures.map((answer) => answer.servedBy)).size).toBeGreaterThanOrEqual(2);
    // locked on every process, from a new address, even with the right password
    for (let i = 0; i < PROCESSES; i++) {
      const refused = await client().signIn(email);
      expect(refused.status).toBe(429);
      expect(JSON.stringify(refused.body)).toContain('Too many failed sign-in attempts');
    }
  });

  test('the per-address sign-in limit counts once for all processes', async () => {
    const stranger = client();
    const answers: Answer[] = [];
    for (let i = 0; i < AUTH_PER_MINUTE + 3; i++) {
      answers.push(await stranger.signIn(`nobody-${randomInt(1e9)}@demo.test`, 'wrong-password'));
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual([...Array(AUTH_PER_MINUTE).fill(401), 429, 429, 429]);
    // every process took some: counted per process, 3 × 10 would have passed
    expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(PROCESSES);
    // another address is not limited by this one's count
    expect((await client().signIn('learner@demo.test')).status).toBe(200);
  });

  test('a process killed without warning is routed around', async () => {
    const learner = client();
    expect((await learner.signIn('learner@demo.test')).status).toBe(200);
    const victim = cluster.apps[1]!.name;
    const statuses: number[] = [];
    const servedBy: string[] = [];
    let stopped = false;
    // four learners' reads keep going while the process dies
    const readers = Array.from({ length: 4 }, async () => {
      while (!stopped) {
        const answer = await learner.call('GET', '/api/2.0/product/userproducts');
        statuses.push(answer.status);
        servedBy.push(answer.servedBy);
      }
    });
    // counted in reads, not seconds: the machine may be busy with other tests
    const readsReach = (count: number) =>
      expect
        .poll(() => servedBy.length, { timeout: 20_000, interval: 20 })
        .toBeGreaterThanOrEqual(count);
    await readsReach(20);
    const killedAt = servedBy.length;
    await cluster.kill(victim);
    await readsReach(killedAt + 100);
    stopped = true;
    await Promise.all(readers);

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(servedBy.slice(0, killedAt)).toContain(victim);
    // a few answers of the victim may have been on their way back when it died
    expect(servedBy.slice(killedAt + 8)).not.toContain(victim);
    await expect
      .poll(async () => (await cluster.backendStates())[victim], { timeout: 5_000 })
      .toMatch(/^DOWN/);
    console.info(
      `kill -9: ${statuses.length} reads, ${statuses.length - killedAt} after the kill, none failed`,
    );
  });
});
