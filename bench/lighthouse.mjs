// Lighthouse (mobile settings: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) on
// /login and on the signed-in /dashboard, in Debian's Chromium, against the built server on a
// fresh embedded database. Each page runs RUNS times; the median run (Lighthouse's own
// computeMedianRun) is the one reported, as Lighthouse advises for variable machines.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { budgetRow, infoRow } from './lib/rows.mjs';
import { freePort, waitForHttp } from './lib/server.mjs';

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  cls: 0.05,
  tbtMs: 150,
};

/** The demo learner: IM products of every type, so /dashboard shows a full shell. */
export const LIGHTHOUSE_ACCOUNT = { email: 'learner@demo.test', password: 'demo-password' };

const REPORTS = path.join(import.meta.dirname, 'results');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const MAX_FAILED_RUNS = 3;

/** The browser tests' flags (scripts/chromium.mjs), headless. */
const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS];

async function launchChromium() {
  const executable = findChromium();
  if (!executable)
    throw new Error('Chromium not found: run node scripts/chromium.mjs or set CHROMIUM_PATH');
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'boardready-bench-chromium-'));
  const child = spawn(
    executable,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium may still be writing its profile for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/**
 * One page, RUNS times; the median run. `cookie` signs the page in: Lighthouse sends it as an
 * extra header on every request (its documented way to audit pages behind a login without
 * Puppeteer); the app has one cookie, so overriding the browser's cookies loses nothing.
 */
async function auditPage(chromePort, url, cookie) {
  const runs = [];
  const errors = [];
  // A run can fail for reasons of the machine rather than the page (NO_NAVSTART, a trace that
  // did not record under load): Lighthouse's advice is to run again, so a few retries are allowed.
  while (runs.length < RUNS && errors.length <= MAX_FAILED_RUNS) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (error) errors.push(`${error.code ?? ''} ${error.message}`.trim());
    else runs.push(result.lhr);
  }
  if (runs.length < RUNS) {
    throw new Error(`Lighthouse failed on ${url}:\n  ${errors.join('\n  ')}`);
  }
  return computeMedianRun(runs);
}

/** Audits of a category that did not score full marks (what to look at when a score drops). */
function belowFullMarks(lhr, category) {
  const failing = lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => audit.id);
  return failing.length ? `below 1: ${failing.join(', ')}` : '';
}

const CATEGORIES = [
  ['performance', 'performance', '≥', LIGHTHOUSE_BUDGETS.performance],
  ['accessibility', 'accessibility', '=', LIGHTHOUSE_BUDGETS.accessibility],
  ['best-practices', 'best practices', '≥', LIGHTHOUSE_BUDGETS.bestPractices],
];

/** [label, audit, unit, digits, budget operator, limit]; no operator = reported only. */
const METRICS = [
  ['CLS', 'cumulative-layout-shift', '', 3, '<', LIGHTHOUSE_BUDGETS.cls],
  ['TBT', 'total-blocking-time', 'ms', 0, '<', LIGHTHOUSE_BUDGETS.tbtMs],
  ['FCP', 'first-contentful-paint', 'ms', 0],
  ['LCP', 'largest-contentful-paint', 'ms', 0],
  ['SI', 'speed-index', 'ms', 0],
];

function rowsFor(label, lhr) {
  const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
  const rows = [budgetRow(`Lighthouse ${label}: landed on`, landedOn, '', '=', label)];
  for (const [id, name, op, limit] of CATEGORIES) {
    const score = Math.round(lhr.categories[id].score * 100);
    rows.push(
      budgetRow(`Lighthouse ${label}: ${name}`, score, '', op, limit, belowFullMarks(lhr, id)),
    );
  }
  for (const [short, id, unit, digits, op, limit] of METRICS) {
    const value = Number(lhr.audits[id].numericValue.toFixed(digits));
    const name = `Lighthouse ${label}: ${short}`;
    rows.push(op ? budgetRow(name, value, unit, op, limit) : infoRow(name, value, unit));
  }
  // Lighthouse's own CPU benchmark of this machine during the run: under about 1000 the machine
  // was busy (or slow) and the simulated mobile CPU slower than Lighthouse intends.
  rows.push(
    infoRow(
      `Lighthouse ${label}: machine CPU benchmark index`,
      Math.round(lhr.environment.benchmarkIndex),
      '',
      lhr.environment.benchmarkIndex < 1000 ? 'busy or slow machine: scores read low' : '',
    ),
  );
  return rows;
}

/**
 * Runs Lighthouse on each page against a running server. `pages` is a list of
 * { label, path, cookie? }; returns result rows.
 */
export async function measureLighthouse(baseUrl, pages, log = () => {}) {
  const chromium = await launchChromium();
  const rows = [];
  try {
    for (const page of pages) {
      log(`Lighthouse ${page.label} (${RUNS} runs)…`);
      const lhr = await auditPage(chromium.port, `${baseUrl}${page.path}`, page.cookie);
      // The whole median report, to open in the Lighthouse viewer when a figure needs explaining.
      const slug = page.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      writeFileSync(path.join(REPORTS, `lighthouse-${slug}.json`), JSON.stringify(lhr));
      rows.push(...rowsFor(page.label, lhr));
    }
  } finally {
    await chromium.close();
  }
  return rows;
}
