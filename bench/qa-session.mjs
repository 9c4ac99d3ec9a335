// Q&A sessions under a big bank (issue 8): creating a 100-question filtered session from a
// 20 000-question bank for a learner with 10 000 past answers, and recording an answer, on PGlite
// and on PostgreSQL. Timed through the real app (routing, access, validation, the database) with
// app.inject, one request at a time, after a warm-up; p50 and p95 of each.
// Budgets (PostgreSQL): p95 under 50 ms to create, under 10 ms to answer. PGlite is reported.
//
//   node bench/qa-session.mjs [pglite] [postgres]
//
// PostgreSQL: BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432), on which a throw-away
// database is made and dropped. The data is built by apps/server/src/test/qa-bench.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';

export const QA_SESSION_BUDGETS = { postgres: { createP95Ms: 50, answerP95Ms: 10 } };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';
const CREATES = Number(process.env.BENCH_QA_CREATES ?? 100);
const ANSWERS = Number(process.env.BENCH_QA_ANSWERS ?? 300);
const WARMUP = 10;
const SESSION_SIZE = 100;

/** Nearest-rank percentile of sorted milliseconds. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const TICK_MS = 10; // /proc clock ticks are 1/100 s on Linux

/** CPU milliseconds each of these processes has used so far (user + system), from /proc. */
function processCpuMs(pids) {
  const used = new Map();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // a connection that closed meanwhile
    }
  }
  return used;
}

/**
 * CPU time of this process and of the database's server processes, so that a figure can be told
 * apart from waiting for a busy machine: on an idle machine a one-at-a-time request takes about
 * its CPU time. A database connection that closes meanwhile is left out (the pool keeps them).
 */
export async function cpuMeter(bench) {
  const node = process.cpuUsage();
  const db = processCpuMs(await bench.databasePids());
  return async () => {
    const nodeUsed = process.cpuUsage(node);
    let dbMs = 0;
    for (const [pid, ms] of processCpuMs(await bench.databasePids())) {
      dbMs += ms - (db.get(pid) ?? 0);
    }
    return { node: (nodeUsed.user + nodeUsed.system) / 1000, db: dbMs };
  };
}

export async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

/**
 * `request` run `warmup` times, then `requests` times timed one after another: the samples (ms)
 * and the CPU the app and the database used over the timed ones (cpuMeter).
 */
export async function timedSeries(bench, request, { requests, warmup }) {
  const samples = [];
  let cpu;
  for (let i = 0; i < warmup + requests; i++) {
    if (i === warmup) cpu = await cpuMeter(bench);
    const { ms } = await timed(request);
    if (i >= warmup) samples.push(ms);
  }
  return { samples, used: await cpu() };
}

/**
 * The rows of one timed call: p50, p95 against its budget (if any) and the CPU a request, split
 * between the app and the database. `nameOf(statistic)` names each row.
 */
export function latencyRows({ nameOf, samples, used, budget, detail, cpuNote = '' }) {
  const sorted = [...samples].sort((a, b) => a - b);
  const row = (name, value, limit, rowDetail = detail) => ({
    name: nameOf(name),
    value: Number(value.toFixed(2)),
    unit: 'ms',
    budget: limit === undefined ? '' : `< ${limit}`,
    pass: limit === undefined ? null : value < limit,
    detail: rowDetail,
  });
  const per = (ms) => (ms / samples.length).toFixed(1);
  return [
    row('p50', percentile(sorted, 50)),
    row('p95', percentile(sorted, 95), budget),
    row(
      'CPU a request',
      (used.node + used.db) / samples.length,
      undefined,
      `app ${per(used.node)} ms + database ${per(used.db)} ms${cpuNote}`,
    ),
  ];
}

export function expectStatus(response, status, what) {
  if (response.statusCode !== status) {
    throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return response.json();
}

/**
 * Builds the data on one database kind, times creates and answers, and returns result rows
 * ({ name, value, unit, budget, pass }; pass null = reported without a budget).
 */
export async function measureQaSessions(kind, log = console.info) {
  const { prepareQaBench } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/qa-bench.ts'),
    import.meta.url,
  );
  log(`qa-session (${kind}): building a 20 000-question bank and 10 000 past answers…`);
  const setup = await timed(() =>
    prepareQaBench(kind === 'postgres' ? { postgresUrl: POSTGRES_URL } : {}),
  );
  const bench = setup.result;
  log(`qa-session (${kind}): data ready in ${(setup.ms / 1000).toFixed(1)} s`);
  try {
    // A filtered request: three top-level topics, never seen or answered wrong, timed test mode.
    const body = {
      name: 'Benchmark session',
      numberOfQuestions: SESSION_SIZE,
      durationSeconds: SESSION_SIZE * 90,
      viewMode: 'test',
      topicIds: bench.topicGroupIds.slice(0, 3),
      includeNotViewed: true,
      includeIncorrect: true,
    };
    const create = () =>
      bench.inject({
        method: 'POST',
        url: `/api/3.0/qa/sessions/userproducts/${bench.userProductId}`,
        payload: JSON.stringify(body),
      });
    const createMs = [];
    const sessions = [];
    let cpu;
    for (let i = 0; i < WARMUP + CREATES; i++) {
      if (i === WARMUP) cpu = await cpuMeter(bench);
      const { ms, result } = await timed(create);
      const session = expectStatus(result, 201, 'create');
      if (session.numberOfQuestions !== SESSION_SIZE) {
        throw new Error(
          `the pool gave ${session.numberOfQuestions} questions, not ${SESSION_SIZE}`,
        );
      }
      if (i >= WARMUP) createMs.push(ms);
      sessions.push(session);
    }

    const createCpu = await cpu();

    // Answers: position by position through the sessions just made (test mode: each a first
    // answer, the full transaction with the history and the choice counts).
    const answerMs = [];
    let n = 0;
    outer: for (const session of sessions) {
      for (const item of session.items) {
        if (n >= WARMUP + ANSWERS) break outer;
        if (n === WARMUP) cpu = await cpuMeter(bench);
        const { ms, result } = await timed(() =>
          bench.inject({
            method: 'PUT',
            url: `/api/3.0/qa/sessions/${session.qaSessionId}/items/${item.position}/answer`,
            payload: JSON.stringify({ choiceKey: 'A' }),
          }),
        );
        expectStatus(result, 200, 'answer');
        if (n >= WARMUP) answerMs.push(ms);
        n++;
      }
    }

    const answerCpu = await cpu();

    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const budgets = QA_SESSION_BUDGETS[kind];
    const rows = [];
    for (const [what, samples, budget, used] of [
      ['create 100-question filtered session', createMs, budgets?.createP95Ms, createCpu],
      ['record an answer', answerMs, budgets?.answerP95Ms, answerCpu],
    ]) {
      rows.push(
        ...latencyRows({
          nameOf: (statistic) => `Q&A ${what} ${statistic} (${label})`,
          samples,
          used,
          budget,
          detail: `${samples.length} requests, 20 000 questions, 10 000 past answers`,
          cpuNote: '; about the time on an idle machine',
        }),
      );
    }
    return rows;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pglite', 'postgres'];
  const rows = [];
  for (const kind of kinds) rows.push(...(await measureQaSessions(kind)));
  for (const row of rows) {
    const mark = row.pass === null ? '' : row.pass ? 'pass' : 'FAIL';
    console.info(
      `${mark.padEnd(5)} ${row.name.padEnd(66)} ${String(row.value).padStart(8)} ${row.unit}  ${row.budget ? `(budget ${row.budget}) ` : ''}${row.detail ?? ''}`,
    );
  }
  if (rows.some((r) => r.pass === false)) process.exit(1);
}
