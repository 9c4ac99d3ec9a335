// The program dashboard under big data (issue 27, decision 1403): a residency program of 120
// residents holding 300 000 of 1 000 000 answers (2 000 learners, one 20 000-question bank) on
// PostgreSQL, with groups, assignments, readiness estimates and the bank's item statistics. The
// dashboard is read the way its screen reads it (the whole program, a group, a PGY year, another
// group with a PGY year), one request at a time through the real app after a warm-up. Budget: the
// dashboard's p95 under 80 ms; one resident, the cohort item analysis, the CSV and a resident's
// standing reported.
//
//   node bench/program-dashboard.mjs
//
// BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432): a throw-away database is made on
// it and dropped. The data is built by apps/server/src/test/program-dashboard-bench.ts.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { infoRow } from './lib/rows.mjs';
import { cpuMeter, expectStatus, latencyRows, timed } from './qa-session.mjs';

export const PROGRAM_DASHBOARD_BUDGETS = { dashboardP95Ms: 80 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';
const REQUESTS = Number(process.env.BENCH_PROGRAM_REQUESTS ?? 200);
const READS = Number(process.env.BENCH_PROGRAM_READS ?? 60);
const WARMUP = 20;
const BASE = '/api/2.0/medcentral';

/** `urls` read in turn, after a warm-up: the samples (ms) and the CPU of the timed ones. */
async function series(bench, inject, urls, requests) {
  const samples = [];
  let cpu;
  for (let i = 0; i < WARMUP + requests; i++) {
    if (i === WARMUP) cpu = await cpuMeter(bench);
    const url = urls[i % urls.length];
    const { ms, result } = await timed(() => inject({ method: 'GET', url }));
    if (result.statusCode !== 200)
      throw new Error(`${url}: ${result.statusCode} ${result.body.slice(0, 300)}`);
    if (i >= WARMUP) samples.push(ms);
  }
  return { samples, used: await cpu() };
}

/** Builds the data, times the reads; returns result rows like the other parts. */
export async function measureProgramDashboard(log = console.info) {
  const { prepareProgramDashboardBench, PROGRAM_BENCH_SCALE: S } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/program-dashboard-bench.ts'),
    import.meta.url,
  );
  log('program-dashboard: building 2 000 learners, 1 000 000 answers and the program…');
  const setup = await timed(() => prepareProgramDashboardBench(POSTGRES_URL, log));
  const bench = setup.result;
  log(`program-dashboard: data ready in ${(setup.ms / 1000).toFixed(1)} s`);
  try {
    const program = `organizationId=${bench.organizationId}`;
    const [g1, g2] = bench.groupIds;
    const dashboard = [
      `${BASE}/dashboard?${program}`,
      `${BASE}/dashboard?${program}&groupId=${g1}`,
      `${BASE}/dashboard?${program}&pgy=2`,
      `${BASE}/dashboard?${program}&groupId=${g2}&pgy=3`,
    ];
    const first = expectStatus(
      await bench.inject({ method: 'GET', url: dashboard[0] }),
      200,
      'dashboard',
    );
    const answers = first.residents.reduce((sum, r) => sum + r.answered, 0);
    if (first.residents.length !== S.residents || answers !== S.residentAnswers)
      throw new Error(
        `the dashboard shows ${first.residents.length} residents, ${answers} answers`,
      );
    const atRisk = first.residents.filter((r) => r.atRisk.length > 0).length;
    const scale = `${S.residents} residents with ${answers.toLocaleString('en')} answers, among 2 000 learners with 1 000 000`;

    const main = await series(bench, bench.inject, dashboard, REQUESTS);
    const rows = latencyRows({
      nameOf: (statistic) => `Program dashboard ${statistic} (PostgreSQL)`,
      samples: main.samples,
      used: main.used,
      budget: PROGRAM_DASHBOARD_BUDGETS.dashboardP95Ms,
      detail: `${main.samples.length} requests over ${dashboard.length} views (the program, a group, a PGY year, both); ${scale}; ${atRisk} flagged at risk`,
    });

    const others = [
      [
        'one resident',
        bench.inject,
        bench.residentIds.slice(0, 6).map((id) => `${BASE}/dashboard/residents/${id}?${program}`),
      ],
      [
        'cohort item analysis',
        bench.inject,
        [
          `${BASE}/dashboard/items?${program}`,
          `${BASE}/dashboard/items?${program}&groupId=${g1}`,
          `${BASE}/dashboard/items?${program}&topicId=${bench.topicGroupIds[0]}`,
          `${BASE}/dashboard/items?${program}&page=3`,
        ],
      ],
      ['residents CSV', bench.inject, [`${BASE}/dashboard/residents.csv?${program}`]],
      ["a resident's standing", bench.residentInject, [`${BASE}/standing?${program}`]],
    ];
    for (const [what, inject, urls] of others) {
      const { samples, used } = await series(bench, inject, urls, READS);
      rows.push(
        ...latencyRows({
          nameOf: (statistic) => `Program dashboard: ${what} ${statistic} (PostgreSQL)`,
          samples,
          used,
          detail: `${samples.length} requests over ${urls.length} views`,
        }).filter((row) => !row.name.includes('CPU') || what === 'cohort item analysis'),
      );
    }
    rows.push(
      infoRow(
        `Program dashboard data: ${scale} (PostgreSQL)`,
        Number((setup.ms / 1000).toFixed(1)),
        's',
        'bank import, generate_series inserts, derived history, the program, item statistics, vacuum analyze',
      ),
    );
    return rows;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  const rows = await measureProgramDashboard();
  printRows(rows);
  process.exit(rows.some((r) => r.pass === false) ? 1 : 0);
}
