// API under load: autocannon with 100 connections against the built server, both on this machine
// in one run. The ceiling is the app's emptiest route (no database, no session); the signed-in
// reads rotate over the sessions of many generated learners. Every target runs ROUNDS times,
// interleaved with the others so that a burst of load from elsewhere on the machine hits them
// alike; the median round is reported.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { budgetRow, infoRow } from './lib/rows.mjs';
import {
  cpuSeconds,
  createThrowawayDatabase,
  freshDataDir,
  postgresAvailable,
  signIn,
  startServer,
} from './lib/server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const WARMUP_SECONDS = 2;
/** distinct signed-in learners whose sessions the requests rotate over */
const SESSIONS = 50;

export const LOAD_BUDGETS = {
  postgres: { minCeilingRatio: 0.25, maxP99Ms: 30 },
  pglite: { minRps: 1000, maxP99Ms: 50 },
};

/**
 * What is measured. Paths are the contracts' (packages/contracts: environment.isProd,
 * auth.current, products.myProducts); each target's check proves the answer is the real one.
 */
const TARGETS = [
  {
    key: 'ceiling',
    name: 'empty route',
    method: 'GET',
    path: '/api/2.0/environment/isProd',
    signedIn: false,
    check: (body) => body === 'true' || body === 'false',
  },
  {
    key: 'current',
    name: 'current account',
    method: 'GET',
    path: '/api/2.0/account/current',
    signedIn: true,
    budgeted: true,
    check: (body) => JSON.parse(body).isLoggedIn === true,
  },
  {
    key: 'products',
    name: 'my products',
    method: 'GET',
    path: '/api/2.0/product/userproducts',
    signedIn: true,
    budgeted: true,
    check: (body) => JSON.parse(body).products.length > 0,
  },
  // Issue 8 adds the answer-saving write here: { key: 'answer', name: 'save an answer',
  // method: 'POST', path: <the contract's path>, signedIn: true, budgeted: true,
  // body: (session, i) => JSON.stringify({ … }), check: … }. Its rows then appear in the table.
];

/** Runs the big-data generator (a child process under tsx) against a database. */
function generateBigData(env, scale) {
  const dir = mkdtempSync(path.join(tmpdir(), 'boardready-bench-bigdata-'));
  const json = path.join(dir, 'result.json');
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'bench/big-data/generate.ts'), '--scale', String(scale), '--json', json],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`the big-data generator failed:\n${result.stdout}\n${result.stderr}`);
  }
  const parsed = JSON.parse(readFileSync(json, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return parsed;
}

function bigDataRows(label, data) {
  const rows = data.steps.map((step) =>
    step.waitingFor
      ? infoRow(
          `big data ${label}: ${step.name}`,
          'waiting',
          '',
          `${step.target} rows once ${step.waitingFor} exist`,
        )
      : infoRow(
          `big data ${label}: ${step.name}`,
          step.rows,
          'rows',
          `${step.seconds.toFixed(2)} s`,
        ),
  );
  rows.push(
    infoRow(
      `big data ${label}: time to generate (scale ${data.scale})`,
      Number(data.seconds.toFixed(2)),
      's',
    ),
  );
  return rows;
}

async function fire(baseUrl, target, sessions, seconds) {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        setupRequest(request) {
          if (!target.signedIn) return request;
          const cookie = sessions[next++ % sessions.length];
          return { ...request, headers: { ...request.headers, cookie } };
        },
      },
    ],
  });
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Loads one running server; returns { [key]: { rps, p50, p99, failures, cpuMsPerRequest } }. */
async function loadServer(server, sessions, log) {
  for (const target of TARGETS) {
    const response = await fetch(`${server.baseUrl}${target.path}`, {
      headers: target.signedIn ? { cookie: sessions[0] } : {},
    });
    const body = await response.text();
    if (response.status !== 200 || !target.check(body)) {
      throw new Error(`${target.path} answered ${response.status} ${body.slice(0, 200)}`);
    }
    await fire(server.baseUrl, target, sessions, WARMUP_SECONDS);
  }
  const rounds = Object.fromEntries(TARGETS.map((t) => [t.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of TARGETS) {
      const cpuBefore = cpuSeconds(server.pid);
      const measured = await fire(server.baseUrl, target, sessions, SECONDS);
      const cpuAfter = cpuSeconds(server.pid);
      measured.cpuMsPerRequest =
        cpuBefore === null || cpuAfter === null || measured.requests === 0
          ? null
          : ((cpuAfter - cpuBefore) * 1000) / measured.requests;
      rounds[target.key].push(measured);
      log(
        `  round ${round} ${target.name}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms`,
      );
    }
  }
  // The median round by throughput, whole (its latencies belong with its throughput).
  return Object.fromEntries(
    Object.entries(rounds).map(([key, list]) => {
      const mid = median(list.map((r) => r.rps));
      const chosen = list.find((r) => r.rps === mid);
      return [key, { ...chosen, failures: list.reduce((sum, r) => sum + r.failures, 0) }];
    }),
  );
}

function loadRows(label, kind, figures) {
  const ceiling = figures.ceiling.rps;
  const budgets = LOAD_BUDGETS[kind];
  const rows = [];
  for (const target of TARGETS) {
    const f = figures[target.key];
    const title = `API ${label}: ${target.method} ${target.name}`;
    const ratio = f.rps / ceiling;
    const cpu =
      f.cpuMsPerRequest === null ? '' : `, server CPU ${f.cpuMsPerRequest.toFixed(2)} ms/req`;
    const detail = `p50 ${f.p50} ms, ${Math.round(ratio * 100)}% of ceiling${cpu}`;
    const rps = Math.round(f.rps);
    const rpsName = `${title} req/s${target.key === 'ceiling' ? ' (ceiling)' : ''}`;
    rows.push(
      target.budgeted && budgets.minRps
        ? budgetRow(rpsName, rps, 'req/s', '≥', budgets.minRps, detail)
        : infoRow(rpsName, rps, 'req/s', detail),
    );
    if (target.budgeted && budgets.minCeilingRatio) {
      rows.push(
        budgetRow(
          `${title} share of ceiling`,
          Math.round(ratio * 100),
          '%',
          '≥',
          budgets.minCeilingRatio * 100,
        ),
      );
    }
    rows.push(
      target.budgeted
        ? budgetRow(`${title} p99`, f.p99, 'ms', '<', budgets.maxP99Ms)
        : infoRow(`${title} p99`, f.p99, 'ms'),
      budgetRow(`${title} failed requests`, f.failures, '', '=', 0),
    );
  }
  return rows;
}

/**
 * Big data then load, on one database kind: 'pglite' (a fresh data directory, scale 0.1) or
 * 'postgres' (a throw-away database, scale 1). Returns { rows, bigData }.
 */
export async function measureApiLoad(kind, log = () => {}) {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  if (kind === 'postgres' && !(await postgresAvailable())) {
    const row = budgetRow(
      'API PostgreSQL: server reachable (BENCH_POSTGRES_URL)',
      'no',
      '',
      '=',
      'yes',
    );
    return { rows: [row], bigData: null };
  }
  const scale = Number(
    process.env[`BENCH_SCALE_${kind.toUpperCase()}`] ?? (kind === 'pglite' ? 0.1 : 1),
  );
  const throwaway = kind === 'postgres' ? await createThrowawayDatabase('load') : null;
  const dataDir = kind === 'pglite' ? freshDataDir('load') : null;
  const database = throwaway ? { databaseUrl: throwaway.url } : { dataDir };
  let server;
  try {
    log(`big data on ${label} (scale ${scale})…`);
    const bigData = generateBigData(
      throwaway ? { DATABASE_URL: throwaway.url } : { DATA_DIR: dataDir, DATABASE_URL: '' },
      scale,
    );
    // Production settings: what a learner's request goes through there (no demo data, same logs).
    server = await startServer({
      database,
      appEnv: 'production',
      logFile: path.join(ROOT, `bench/results/server-${kind}.log`),
    });
    const count = Math.min(SESSIONS, bigData.learners);
    const sessions = [];
    for (let n = 1; n <= count; n++) {
      const email = bigData.signIn.emailPattern.replace('{n}', String(n));
      sessions.push(await signIn(server.baseUrl, email, bigData.signIn.password));
    }
    log(`API load on ${label}: ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s a target…`);
    const figures = await loadServer(server, sessions, log);
    return { rows: [...bigDataRows(label, bigData), ...loadRows(label, kind, figures)], bigData };
  } finally {
    await server?.stop();
    await throwaway?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
