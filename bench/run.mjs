// npm run bench: builds, measures every benchmark against its budget, prints one table and writes
// bench/results/latest.json. Exits non-zero when a budget is missed.
//
//   npm run bench                       everything (about 30 minutes)
//   npm run bench -- --only lighthouse  some parts: bundle, lighthouse, player-inp, api-pglite,
//                                       api-postgres, qa-pglite, qa-postgres, qa-report-postgres,
//                                       fc-pglite, fc-postgres, memory-model, trainer-postgres,
//                                       trainer-model, admin-search, item-stats, program-dashboard,
//                                       cme, media, live-qa, cluster
//   npm run bench -- --skip-build       reuse the last build
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../scripts/chromium.mjs';
import { measureApiLoad } from './api-load.mjs';
import { measureBundles, printRows } from './bundle-size.mjs';
import { calibrate } from './lib/calibration.mjs';
import { inOwnProcess } from './lib/own-process.mjs';
import { partRows } from './lib/rows.mjs';
import { freshDataDir, signIn, startServer, waitForQuietMachine } from './lib/server.mjs';
import { LIGHTHOUSE_ACCOUNT, measureLighthouse, qaPlayerPath } from './lighthouse.mjs';
import { measurePlayerInp } from './player-inp.mjs';

const PARTS = [
  'bundle',
  'lighthouse',
  'player-inp',
  'api-pglite',
  'api-postgres',
  'qa-pglite',
  'qa-postgres',
  'qa-report-postgres',
  'fc-pglite',
  'fc-postgres',
  'memory-model',
  'trainer-postgres',
  'trainer-model',
  'admin-search',
  'item-stats',
  'program-dashboard',
  'cme',
  'media',
  'live-qa',
  'cluster',
];
const { values } = parseArgs({
  options: { only: { type: 'string' }, 'skip-build': { type: 'boolean', default: false } },
});
const parts = values.only ? values.only.split(',').map((p) => p.trim()) : PARTS;
const unknown = parts.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  process.exit(2);
}

const RESULTS = path.join(import.meta.dirname, 'results');
mkdirSync(RESULTS, { recursive: true });
const log = (line) => console.info(line);
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  /** one-minute load average as each timed part began */
  loadAtPart: {},
};

if (!values['skip-build']) execSync('npm run build', { stdio: 'inherit' });
const results = [];
const extra = {};

// The browser figures stand for one mid-range phone on any box: the CPU slowdown is calibrated
// from this machine's benchmark index, measured once on a quiet machine (issue 23).
let calibration = null;
if (parts.includes('lighthouse') || parts.includes('player-inp')) {
  ensureChromium();
  machine.loadAtPart.calibration = await waitForQuietMachine(log);
  calibration = await calibrate(log);
  machine.calibration = calibration;
}

if (parts.includes('bundle')) results.push(...measureBundles());

if (parts.includes('lighthouse')) {
  machine.loadAtPart.lighthouse = await waitForQuietMachine(log);
  // Development settings: the demo learner exists and the page is served over plain HTTP (the
  // production CSP upgrades requests to HTTPS, which a loopback server does not speak).
  const dataDir = freshDataDir('lighthouse');
  const server = await startServer({
    database: { dataDir },
    logFile: path.join(RESULTS, 'server-lighthouse.log'),
  });
  try {
    const cookie = await signIn(
      server.baseUrl,
      LIGHTHOUSE_ACCOUNT.email,
      LIGHTHOUSE_ACCOUNT.password,
    );
    results.push(
      ...(await measureLighthouse(
        server.baseUrl,
        [
          { label: '/login', path: '/login' },
          { label: '/dashboard', path: '/dashboard', cookie },
          { label: 'Q&A player', path: await qaPlayerPath(server.baseUrl, cookie), cookie },
        ],
        calibration,
        log,
      )),
    );
  } finally {
    await server.stop();
  }
}

// Issues 22 and 23: the player's answer and Next clicks, INP at the calibrated slowdown and at 4×.
if (parts.includes('player-inp')) {
  machine.loadAtPart['player-inp'] = await waitForQuietMachine(log);
  results.push(...(await partRows('player-inp', () => measurePlayerInp(log, calibration))));
}

for (const kind of ['pglite', 'postgres']) {
  if (!parts.includes(`api-${kind}`)) continue;
  machine.loadAtPart[`api-${kind}`] = await waitForQuietMachine(log);
  const { rows, bigData } = await measureApiLoad(kind, log);
  results.push(...rows);
  if (bigData) extra[`bigData-${kind}`] = bigData;
}

// The parts that time the app in-process each run in a fresh process (lib/own-process.mjs).
const own = (file, measure, ...args) =>
  inOwnProcess(path.join(import.meta.dirname, `${file}.mjs`), measure, args);

// Issue 8: a 100-question filtered session from a 20 000-question bank, and one answer.
for (const kind of ['pglite', 'postgres']) {
  if (!parts.includes(`qa-${kind}`)) continue;
  machine.loadAtPart[`qa-${kind}`] = await waitForQuietMachine(log);
  results.push(
    ...(await partRows(`qa-${kind}`, () => own('qa-session', 'measureQaSessions', kind))),
  );
}

// Issue 9: the performance report of a learner with 10 000 of 1 000 000 answers.
if (parts.includes('qa-report-postgres')) {
  machine.loadAtPart['qa-report-postgres'] = await waitForQuietMachine(log);
  results.push(
    ...(await partRows('qa-report-postgres', () => own('qa-report', 'measureQaReport'))),
  );
}

// Issue 24: grading a card, today's study queue (20 000 cards, 200 000 reviews), the due poll.
for (const kind of ['pglite', 'postgres']) {
  if (!parts.includes(`fc-${kind}`)) continue;
  machine.loadAtPart[`fc-${kind}`] = await waitForQuietMachine(log);
  results.push(...(await partRows(`fc-${kind}`, () => own('fc-study', 'measureFcStudy', kind))));
}

// Issue 24: FSRS-6 (default, fitted) and SM-2 on synthetic learners whose memory follows ACT-R.
if (parts.includes('memory-model')) {
  results.push(
    ...(await partRows('memory-model', () => own('memory-model', 'measureMemoryModel'))),
  );
}

// Issue 25: the Study Board, My Progress and the due poll among 2 000 learners, 1 000 000 answers
// and 500 000 card reviews; then the readiness estimate's calibration and the plan's exam-day
// recall against plain FSRS, on simulated learners.
if (parts.includes('trainer-postgres')) {
  machine.loadAtPart['trainer-postgres'] = await waitForQuietMachine(log);
  results.push(...(await partRows('trainer-postgres', () => own('trainer', 'measureTrainer'))));
}
if (parts.includes('trainer-model')) {
  results.push(
    ...(await partRows('trainer-model', () => own('trainer-model', 'measureTrainerModel'))),
  );
}

// Issue 26: Admin's account search among 100 000 accounts, on PostgreSQL (budget) and PGlite.
if (parts.includes('admin-search')) {
  machine.loadAtPart['admin-search'] = await waitForQuietMachine(log);
  for (const kind of ['postgres', 'pglite']) {
    results.push(
      ...(await partRows(`admin-search-${kind}`, () =>
        own('admin-search', 'measureAdminSearch', kind),
      )),
    );
  }
}

// Issue 26: item statistics of a 20 000-question bank with 1 000 000 answers: the background
// computation (reported) and the list's read (budget on PostgreSQL; PGlite smaller, reported).
if (parts.includes('item-stats')) {
  machine.loadAtPart['item-stats'] = await waitForQuietMachine(log);
  for (const kind of ['postgres', 'pglite']) {
    results.push(
      ...(await partRows(`item-stats-${kind}`, () => own('item-stats', 'measureItemStats', kind))),
    );
  }
}

// Issue 27: the program dashboard of a residency program of 120 residents with 300 000 answers,
// among 2 000 learners and 1 000 000 answers, on PostgreSQL (budget p95 < 80 ms; the rest reported).
if (parts.includes('program-dashboard')) {
  machine.loadAtPart['program-dashboard'] = await waitForQuietMachine(log);
  results.push(
    ...(await partRows('program-dashboard', () =>
      own('program-dashboard', 'measureProgramDashboard'),
    )),
  );
}

// Issue 28: the CME page data of a learner with 50 000 first answers (budget p95 < 50 ms) and a
// claim's certificate PDF (p95 < 200 ms) on PostgreSQL; a year's transcript reported.
if (parts.includes('cme')) {
  machine.loadAtPart.cme = await waitForQuietMachine(log);
  results.push(...(await partRows('cme', () => own('cme', 'measureCme'))));
}

// Issue 29: a range request of a lecture's file (a random 64 KB of a demo video) through the built
// server on PostgreSQL (budget p95 < 10 ms).
if (parts.includes('media')) {
  machine.loadAtPart.media = await waitForQuietMachine(log);
  results.push(...(await partRows('media', () => own('media', 'measureMedia'))));
}

// Issue 29: 200 learners following one live session's Q&A over server-sent events, a question's
// delivery to each from the built server on PostgreSQL (budget p95 < 1 s).
if (parts.includes('live-qa')) {
  machine.loadAtPart['live-qa'] = await waitForQuietMachine(log);
  results.push(...(await partRows('live-qa', () => own('live-qa', 'measureLiveQa'))));
}

// Issue 30: one and two processes behind HAProxy (throughput, p99), and a kill -9 run in which no
// acknowledged write may be lost or written twice.
if (parts.includes('cluster')) {
  machine.loadAtPart.cluster = await waitForQuietMachine(log);
  results.push(...(await partRows('cluster', () => own('cluster', 'measureCluster'))));
}

const loads = Object.entries(machine.loadAtPart).map(([part, load]) => `${part} ${load}`);
console.info(
  `\nBenchmark results (${machine.cpus} cores; load average as each part began: ${loads.join(', ') || 'n/a'})`,
);
printRows(results);
writeFileSync(
  path.join(RESULTS, 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), parts, machine, results, ...extra }, null, 2)}\n`,
);
const failed = results.filter((r) => r.pass === false);
const notJudged = results.filter((r) => r.busy);
if (failed.length) {
  console.error(`\n${failed.length} budget(s) missed: ${failed.map((r) => r.name).join('; ')}`);
}
if (notJudged.length) {
  console.error(
    `\nThe machine was too busy to judge ${notJudged.length} figure(s): ${notJudged.map((r) => r.name).join('; ')}. Run again on a quiet machine.`,
  );
}
if (failed.length || notJudged.length) process.exit(failed.length ? 1 : 3);
console.info(
  `\nAll budgets met${calibration ? ` (browser figures at ${calibration.slowdown}×, benchmark index ${calibration.benchmarkIndex})` : ''}.`,
);
