// Several app processes behind a real load balancer (issue 30): HAProxy from Debian's packages
// (installed when missing), N servers on one PostgreSQL database, the request limits counted in
// Redis. `node scripts/cluster.mjs [--processes 3] [--port 8080]` prints the balancer's address
// and runs until Ctrl-C; the multi-process test and the benchmarks use startCluster().
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, waitForHttp } from '../bench/lib/server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_SERVER_SCRIPT = path.join(ROOT, 'apps/server/dist/server.js');
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** the response header naming the process that answered (set by HAProxy: no app change) */
export const SERVED_BY_HEADER = 'x-served-by';

/** HAProxy from Debian's packages, installed when the machine has none. */
export function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v']).status === 0) return;
  console.info('HAProxy is not installed: installing Debian’s haproxy package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { env, stdio: 'inherit' }).status;
  // a fresh machine may have no package lists yet
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
    if (install() !== 0) throw new Error('apt-get could not install haproxy');
  }
}

async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The balancer's configuration: round robin over the apps, each checked on /healthz every
 * second; a failed connection is tried again (twice), the last time on another app, and so is a
 * GET or HEAD whose app died before answering; a write an app may have done is never sent twice
 * (retrying it is the client's part). The client's address is sent as
 * X-Forwarded-For, replacing any the client sent: this balancer is the edge, what a client
 * claims is not believed.
 */
export function haproxyConfig({ frontPort, statsPort, apps }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  retries 2
  option redispatch
  retry-on conn-failure empty-response response-timeout

frontend front
  bind 127.0.0.1:${frontPort}
  http-request set-header X-Forwarded-For %[src]
  http-request disable-l7-retry if !METH_GET
  default_backend apps

backend apps
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  http-response set-header X-Served-By %[srv_name]
${apps.map((app) => `  server ${app.name} 127.0.0.1:${app.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 5s
`;
}

/**
 * Starts `processes` servers on one database (a fresh one on adminUrl unless databaseUrl is
 * given: dropped again by stop()), then HAProxy in front, and waits until all answer /healthz.
 * basePort: the balancer on it, its statistics on the next, the apps on the ones after;
 * without, ports the OS picks.
 */
export async function startCluster(options = {}) {
  const {
    processes = 3,
    basePort,
    adminUrl = DEFAULT_ADMIN_URL,
    databasePrefix = 'br_cluster',
    template,
    redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    serverScript = DEFAULT_SERVER_SCRIPT,
    env = {},
    logLevel = 'warn',
  } = options;
  if (!existsSync(serverScript))
    throw new Error(`${serverScript} is missing: run npm run build -w apps/server`);
  ensureHaproxy();
  const timings = {};
  const started = Date.now();
  const workDir = mkdtempSync(path.join(tmpdir(), 'br-cluster-'));
  const children = [];
  let ownDatabase = null;
  let databaseUrl = options.databaseUrl;

  async function stop() {
    await Promise.all(children.map((child) => stopChild(child)));
    if (ownDatabase)
      await adminQuery(adminUrl, `drop database if exists ${ownDatabase} with (force)`).catch(
        (error) => console.error(`could not drop ${ownDatabase}: ${error.message}`),
      );
    rmSync(workDir, { recursive: true, force: true });
  }

  try {
    if (!databaseUrl) {
      ownDatabase = `${databasePrefix}_${randomBytes(6).toString('hex')}`;
      await adminQuery(
        adminUrl,
        `create database ${ownDatabase}${template ? ` template ${template}` : ''}`,
      );
      const url = new URL(adminUrl);
      url.pathname = `/${ownDatabase}`;
      databaseUrl = url.toString();
    }
    const ports = [];
    for (let i = 0; i < processes + 2; i++)
      ports.push(basePort === undefined ? await freePort() : basePort + i);
    const [frontPort, statsPort, ...appPorts] = ports;

    const apps = appPorts.map((port, i) => {
      const name = `app${i + 1}`;
      const dataDir = path.join(workDir, name);
      const child = startChild(name, process.execPath, [serverScript], {
        cwd: workDir,
        logFile: path.join(workDir, `${name}.log`),
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_ENV: 'development',
          LOG_LEVEL: logLevel,
          // the balancer runs on this machine: its X-Forwarded-For is believed (decision 0408)
          TRUSTED_PROXIES: 'loopback',
          RATE_LIMIT_STORE: 'redis',
          REDIS_URL: redisUrl,
          ...env,
        },
      });
      children.push(child);
      return { name, port, child };
    });
    // started together: the startup lock has them migrate and seed one after the other
    await Promise.all(
      apps.map((app) =>
        waitForHttp(`http://127.0.0.1:${app.port}/healthz`, 90_000, app.child.assertRunning),
      ),
    );
    timings.appsHealthyMs = Date.now() - started;

    const configFile = path.join(workDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ frontPort, statsPort, apps }));
    const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stderr}`);
    const balancer = startChild('haproxy', 'haproxy', ['-db', '-f', configFile], {
      cwd: workDir,
      logFile: path.join(workDir, 'haproxy.log'),
      env: { PATH: process.env.PATH },
    });
    children.push(balancer);
    const url = `http://127.0.0.1:${frontPort}`;
    const statsUrl = `http://127.0.0.1:${statsPort}/`;
    await waitForHttp(`${url}/healthz`, 10_000, balancer.assertRunning);
    timings.balancerHealthyMs = Date.now() - started;

    return {
      url,
      statsUrl,
      databaseUrl,
      apps: apps.map(({ name, port, child }) => ({ name, port, pid: child.process.pid })),
      timings,
      /** kills one app without warning (SIGKILL by default), and waits until it is gone */
      async kill(name, signal = 'SIGKILL') {
        const app = apps.find((a) => a.name === name);
        if (!app) throw new Error(`no app ${name}`);
        app.child.process.kill(signal);
        await app.child.exited;
      },
      /** HAProxy's view of each app: UP, DOWN, … (its statistics, as CSV) */
      async backendStates() {
        const csv = await (await fetch(`${statsUrl};csv`)).text();
        const states = {};
        for (const line of csv.split('\n')) {
          const [proxy, server, ...fields] = line.split(',');
          if (proxy === 'apps' && server && server !== 'BACKEND') states[server] = fields[15];
        }
        return states;
      },
      /** what an app (or haproxy) wrote, for a failing test's message */
      log(name) {
        const file = path.join(workDir, `${name}.log`);
        return existsSync(file) ? readFileSync(file, 'utf8') : '';
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A child process writing to a file of its own: not through this process, which may be a load
 * generator (bench/lib/server.mjs). assertRunning() throws, with what it wrote, once it has ended.
 */
function startChild(name, command, args, { cwd, env, logFile }) {
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log] });
  closeSync(log);
  let ended = null;
  child.once('error', (error) => {
    ended = `${name} did not start: ${error.message}`;
  });
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      ended = `${name} exited (${signal ?? code})`;
      resolve();
    });
  });
  return {
    name,
    process: child,
    exited,
    assertRunning() {
      if (ended) throw new Error(`${ended}:\n${readFileSync(logFile, 'utf8')}`);
    },
  };
}

/** SIGTERM (the app drains its requests), SIGKILL after 10 s. */
async function stopChild(child) {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  const force = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(force);
}

async function main() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '3' },
      port: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  if (!existsSync(DEFAULT_SERVER_SCRIPT)) {
    console.info('No server build: building it (npm run build -w apps/server)');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const cluster = await startCluster({
    processes: Number(values.processes),
    basePort: values.port ? Number(values.port) : undefined,
    databaseUrl: values['database-url'],
    logLevel: 'info',
  });
  console.info(`HAProxy in front of ${cluster.apps.length} servers: ${cluster.url}`);
  console.info(`  statistics: ${cluster.statsUrl}`);
  for (const app of cluster.apps) console.info(`  ${app.name}: port ${app.port}, pid ${app.pid}`);
  console.info(`  database: ${cluster.databaseUrl}`);
  console.info('Ctrl-C stops everything.');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
