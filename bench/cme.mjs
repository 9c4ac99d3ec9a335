// CME/MOC under big data (issue 28, decision 1501): the learner's CME page data (GET /api/2.0/cme)
// for a learner with 50 000 first answers in one 52 000-question bank whose activity earns a credit
// per 10 answers (the credit is derived from the answers at every read), and a claim's
// certificate PDF, on PostgreSQL, one request at a time through the real app after a warm-up.
// Budgets: the page data's p95 under 50 ms, the certificate's under 200 ms; a year's transcript
// reported.
//
//   node bench/cme.mjs
//
// BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432): a throw-away database is made on
// it and dropped. The data is built by apps/server/src/test/cme-bench.ts.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { infoRow } from './lib/rows.mjs';
import { cpuMeter, expectStatus, latencyRows, timed } from './qa-session.mjs';

export const CME_BUDGETS = { overviewP95Ms: 50, certificateP95Ms: 200 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';
const REQUESTS = Number(process.env.BENCH_CME_REQUESTS ?? 200);
const PDFS = Number(process.env.BENCH_CME_PDFS ?? 60);
const WARMUP = 20;

/** `url` read `requests` times after a warm-up: the samples (ms) and the CPU of the timed ones. */
async function series(bench, url, requests, check) {
  const samples = [];
  let cpu;
  for (let i = 0; i < WARMUP + requests; i++) {
    if (i === WARMUP) cpu = await cpuMeter(bench);
    const { ms, result } = await timed(() => bench.inject({ method: 'GET', url }));
    if (result.statusCode !== 200)
      throw new Error(`${url}: ${result.statusCode} ${result.body.slice(0, 300)}`);
    if (i === 0) check?.(result);
    if (i >= WARMUP) samples.push(ms);
  }
  return { samples, used: await cpu() };
}

/** Builds the data, times the reads; returns result rows like the other parts. */
export async function measureCme(log = console.info) {
  const { prepareCmeBench, CME_BENCH_SCALE: S } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/cme-bench.ts'),
    import.meta.url,
  );
  log('cme: building a 52 000-question bank, 250 000 answers (50 000 of them the learner’s)…');
  const setup = await timed(() => prepareCmeBench(POSTGRES_URL, log));
  const bench = setup.result;
  log(`cme: data ready in ${(setup.ms / 1000).toFixed(1)} s`);
  try {
    const first = expectStatus(
      await bench.inject({ method: 'GET', url: '/api/2.0/cme' }),
      200,
      'cme overview',
    );
    const activity = first.activities.find((a) => a.activityId === bench.activityId);
    if (activity?.unitsDone !== S.learnerAnswers)
      throw new Error(`the page counts ${activity?.unitsDone} first answers`);
    const scale = `${S.learnerAnswers.toLocaleString('en')} first answers of the learner (${activity.earnedQuarters / 4} credits earned, ${activity.blocksFailed} blocks failed), ${S.otherLearners} other learners with ${S.otherAnswers.toLocaleString('en')} each`;

    const overview = await series(bench, '/api/2.0/cme', REQUESTS);
    const rows = latencyRows({
      nameOf: (statistic) => `CME page data ${statistic} (PostgreSQL)`,
      samples: overview.samples,
      used: overview.used,
      budget: CME_BUDGETS.overviewP95Ms,
      detail: `${overview.samples.length} requests of GET /api/2.0/cme; ${scale}`,
    });
    const isPdf = (result) => {
      if (result.headers['content-type'] !== 'application/pdf') throw new Error('not a PDF');
    };
    const certificate = await series(
      bench,
      `/api/2.0/cme/claims/${bench.claimId}/certificate.pdf`,
      PDFS,
      isPdf,
    );
    rows.push(
      ...latencyRows({
        nameOf: (statistic) => `CME certificate PDF ${statistic} (PostgreSQL)`,
        samples: certificate.samples,
        used: certificate.used,
        budget: CME_BUDGETS.certificateP95Ms,
        detail: `${certificate.samples.length} requests of a claim's certificate (pdf-lib, one page)`,
      }),
    );
    const year = new Date().getUTCFullYear();
    const transcript = await series(bench, `/api/2.0/cme/transcript.pdf?year=${year}`, PDFS, isPdf);
    rows.push(
      ...latencyRows({
        nameOf: (statistic) => `CME transcript PDF ${statistic} (PostgreSQL)`,
        samples: transcript.samples,
        used: transcript.used,
        detail: `${transcript.samples.length} requests of the year's transcript`,
      }).filter((row) => !row.name.includes('CPU')),
      infoRow(
        `CME data: ${scale} (PostgreSQL)`,
        Number((setup.ms / 1000).toFixed(1)),
        's',
        'bank import, generate_series answers, the activity, one claim through the app, vacuum analyze',
      ),
    );
    return rows;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  const rows = await measureCme();
  printRows(rows);
  process.exit(rows.some((r) => r.pass === false) ? 1 : 0);
}
