// The Q&A performance report under big data (issue 9, decision 0903): the report and the progress
// summary of a learner with 10 000 answers, in a database of 1 000 000 answers from 2 000
// learners, on PostgreSQL. Timed through the real app with app.inject, one request at a time,
// after a warm-up; p50 and p95 of each. Budget: the report's p95 under 50 ms (issue 23).
//
//   node bench/qa-report.mjs
//
// BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432): a throw-away database is made on
// it and dropped. The data is built by apps/server/src/test/qa-report-bench.ts.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { cpuMeter, expectStatus, latencyRows, timed } from './qa-session.mjs';

// issue 23 halved issue 9's 100 ms
export const QA_REPORT_BUDGETS = { reportP95Ms: 50 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';
const REQUESTS = Number(process.env.BENCH_QA_REPORTS ?? 200);
const WARMUP = 20;

/** Builds the data, times both calls, returns result rows like the other parts. */
export async function measureQaReport(log = console.info) {
  const { prepareQaReportBench, REPORT_SCALE } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/qa-report-bench.ts'),
    import.meta.url,
  );
  log('qa-report (postgres): building 2 000 learners and 1 000 000 answers…');
  const setup = await timed(() => prepareQaReportBench(POSTGRES_URL, log));
  const bench = setup.result;
  const setupSeconds = setup.ms / 1000;
  log(`qa-report (postgres): data ready in ${setupSeconds.toFixed(1)} s`);
  try {
    const id = bench.userProductId;
    const targets = [
      [
        'performance report',
        `/api/3.0/qa/reportsrad/${id}/performance`,
        QA_REPORT_BUDGETS.reportP95Ms,
      ],
      ['progress summary', `/api/2.0/qa/reportsrad/${id}/progresssummary`, undefined],
    ];
    const first = expectStatus(
      await bench.inject({ method: 'GET', url: targets[0][1] }),
      200,
      'report',
    );
    if (first.summary.answeredQuestions !== REPORT_SCALE.targetAnswers) {
      throw new Error(`the learner has ${first.summary.answeredQuestions} answers`);
    }
    log(
      `qa-report: score ${first.summary.scorePercent} %, percentile ${first.summary.percentile} of ${first.summary.peerCount} peers, ${first.trend.length} weeks`,
    );
    const rows = [];
    for (const [what, url, budget] of targets) {
      const samples = [];
      let cpu;
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        if (i === WARMUP) cpu = await cpuMeter(bench);
        const { ms, result } = await timed(() => bench.inject({ method: 'GET', url }));
        expectStatus(result, 200, what);
        if (i >= WARMUP) samples.push(ms);
      }
      const used = await cpu();
      rows.push(
        ...latencyRows({
          nameOf: (statistic) => `Q&A ${what} ${statistic} (PostgreSQL)`,
          samples,
          used,
          budget,
          detail: `${samples.length} requests; learner with 10 000 of 1 000 000 answers, 2 000 learners`,
        }),
      );
    }
    rows.push({
      name: 'Q&A report data: 2 000 learners, 1 000 000 answers (PostgreSQL)',
      value: Number(setupSeconds.toFixed(1)),
      unit: 's',
      budget: '',
      pass: null,
      detail: 'bank import, generate_series inserts, derived history, vacuum analyze',
    });
    return rows;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  const rows = await measureQaReport();
  printRows(rows);
  if (rows.some((r) => r.pass === false)) process.exit(1);
}
