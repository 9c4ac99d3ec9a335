import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { throwawayPostgres } from './test/databases';

/**
 * Real server processes on one PostgreSQL database (issue 30, decision 1701): two started
 * together on a fresh database both come up (the startup lock has them migrate and seed one
 * after the other), and `--no-migrate` refuses a database that lacks migrations and starts on
 * one that has them all; SIGTERM answers what is on its way and exits. The server is bundled once, as `npm run build` does, into a folder of
 * its own under dist/: started from the bundle, a server loads in half the time tsx takes.
 */

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const JOURNAL = JSON.parse(
  readFileSync(path.join(SERVER_ROOT, 'drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

interface StartedServer {
  process: ChildProcess;
  /** the port it listens on (it picks one: PORT=0), once it says it is running */
  port: Promise<number>;
  /** its exit code and everything it wrote */
  exited: Promise<{ code: number | null; output: string }>;
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('servers on one PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const bundleDir = path.join(SERVER_ROOT, 'dist', `test-${randomBytes(4).toString('hex')}`);
  let workDir: string;
  const started: ChildProcess[] = [];
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'br-server-start-'));
    await promisify(execFile)(process.execPath, ['build.mjs', path.join(bundleDir, 'server.js')], {
      cwd: SERVER_ROOT,
    });
  });
  afterAll(async () => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(drops.map((drop) => drop()));
    rmSync(bundleDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  async function freshDatabase() {
    const database = await throwawayPostgres(adminUrl, 'br_start');
    drops.push(database.drop);
    return database.url;
  }

  /** Starts the bundled server on the database, from an empty folder (no .env is read). */
  function startServer(databaseUrl: string, args: string[] = []): StartedServer {
    const dataDir = mkdtempSync(path.join(workDir, 'data-'));
    const child = spawn(process.execPath, [path.join(bundleDir, 'server.js'), ...args], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        APP_ENV: 'development',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    let announced: (port: number) => void;
    const port = new Promise<number>((resolve) => {
      announced = resolve;
    });
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /is running at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (running) announced(Number(running[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const exited = new Promise<{ code: number | null; output: string }>((resolve) => {
      child.once('exit', (code) => resolve({ code, output }));
    });
    const listening = Promise.race([
      port,
      exited.then(({ code, output }) => {
        throw new Error(`the server exited (${code}) while starting:\n${output}`);
      }),
    ]);
    // a server expected to refuse is never asked for its port
    listening.catch(() => {});
    return { process: child, port: listening, exited };
  }

  async function healthOf(server: StartedServer) {
    const response = await fetch(`http://127.0.0.1:${await server.port}/healthz`);
    return response.status;
  }

  async function stop(server: StartedServer) {
    server.process.kill('SIGTERM');
    return (await server.exited).code;
  }

  async function query<T>(databaseUrl: string, text: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  let migratedUrl: string;

  test('two servers started together on a fresh database both come up, and migrate it once', async () => {
    migratedUrl = await freshDatabase();
    const servers = [startServer(migratedUrl), startServer(migratedUrl)];
    try {
      expect(await Promise.all(servers.map(healthOf))).toEqual([200, 200]);
      const [migrations] = await query<{ applied: number; distinct: number }>(
        migratedUrl,
        'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      expect(migrations).toEqual({
        applied: JOURNAL.entries.length,
        distinct: JOURNAL.entries.length,
      });
      // the second seed found the first's work: one demo learner, not two
      const [learners] = await query<{ count: number }>(
        migratedUrl,
        "select count(*)::int from accounts where email = 'learner@demo.test'",
      );
      expect(learners?.count).toBe(1);
    } finally {
      expect(await Promise.all(servers.map(stop))).toEqual([0, 0]);
    }
  });

  test('--no-migrate refuses a database that lacks migrations, naming what to run', async () => {
    const { code, output } = await startServer(await freshDatabase(), ['--no-migrate']).exited;
    expect(code).toBe(1);
    const first = JOURNAL.entries[0]!.tag;
    const last = JOURNAL.entries.at(-1)!.tag;
    expect(output).toContain(
      `The database lacks ${JOURNAL.entries.length} migrations (${first} to ${last}) and the server was started with --no-migrate. Run \`npm run db:migrate\``,
    );
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  test('SIGTERM drains: a request on its way is answered, then the server exits 0 and takes no more', async () => {
    const server = startServer(migratedUrl, ['--no-migrate']);
    const port = await server.port;
    const body = JSON.stringify({ email: 'learner@demo.test', password: 'demo-password' });
    // A sign-in whose body is half sent when the signal comes: in flight, not yet answered.
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/2.0/authentication/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    request.end(body.slice(10));
    expect(await answered).toBe(200);
    expect((await server.exited).code).toBe(0);
  });

  test('--no-migrate starts on a database at the latest migration', async () => {
    const server = startServer(migratedUrl, ['--no-migrate']);
    try {
      expect(await healthOf(server)).toBe(200);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  });
});
