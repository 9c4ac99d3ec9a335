// The built server (apps/server/dist/server.js) as the benchmarks run it: its own process on a free
// loopback port, a database of its own, logs to a file, stopped by its process id.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function freshDataDir(label) {
  return mkdtempSync(path.join(tmpdir(), `boardready-bench-${label}-`));
}

/**
 * Starts the built server and waits for /healthz. `database` is { dataDir } (PGlite) or
 * { databaseUrl } (PostgreSQL). Resolves to { baseUrl, pid, stop() }.
 */
export async function startServer({ database, appEnv = 'development', logFile, env = {} }) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  const port = await freePort();
  // Logs go to a file, as they would to a log collector in production: the server pays for
  // writing every line, and the run keeps them for a look afterwards. The file is the server's
  // own stdout, not a pipe through this process, which is the load generator: relaying 1 500 log
  // lines a second here would delay its requests and charge the delay to the server.
  const log = openSync(logFile ?? '/dev/null', 'w');
  // BENCH_SERVER_NODE_ARGS: flags for the server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"
  // to profile it under load (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: appEnv,
      LOG_LEVEL: 'info',
      // The benches sign in many learners from one address in a few seconds.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: database.dataDir ?? '',
      DATABASE_URL: database.databaseUrl ?? '',
      ...env,
    },
  });
  closeSync(log);
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/healthz`, 90_000, () => {
      if (exited) throw new Error(`the server exited while starting (${JSON.stringify(exited)})`);
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(force);
    },
  };
}

/**
 * Polls a URL until it answers 2xx; `check` runs before each try and may throw to give up early
 * (the process being waited for has died).
 */
export async function waitForHttp(url, timeoutMs, check = () => {}) {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    check();
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs in through the API and returns the Cookie header value of the new session. */
export async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/2.0/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (cookies.length === 0) throw new Error(`sign-in of ${email} set no cookie`);
  return cookies.join('; ');
}

/** A throw-away PostgreSQL database: { url, drop() }. */
export async function createThrowawayDatabase(label) {
  const name = `bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: `${POSTGRES_URL}/${name}`,
    async drop() {
      const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Whether the PostgreSQL server of the benches answers. */
export async function postgresAvailable() {
  const client = new pg.Client({
    connectionString: `${POSTGRES_URL}/postgres`,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line: indexes 11 and 12 once "pid (comm) " is cut.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Timing figures mean little while other work loads the machine: waits (up to `seconds`) for the
 * one-minute load average to drop to the number of cores, then returns the load it starts at.
 */
export async function waitForQuietMachine(
  log,
  seconds = Number(process.env.BENCH_QUIET_WAIT ?? 60),
) {
  const cores = os.cpus().length;
  const deadline = Date.now() + seconds * 1000;
  let announced = false;
  while (os.loadavg()[0] > cores && Date.now() < deadline) {
    if (!announced) {
      log(
        `  waiting up to ${seconds} s for the machine to quieten (load ${os.loadavg()[0].toFixed(1)} on ${cores} cores)…`,
      );
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return Number(os.loadavg()[0].toFixed(2));
}
