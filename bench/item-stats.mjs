// Item statistics under big data (issue 26, decision 1302): a bank of 20 000 questions with
// 1 000 000 first answers from 2 000 learners on PostgreSQL (a tenth of the learners and answers
// over 2 000 questions on PGlite). The background computation is timed once (with the event
// loop's longest stall and the reads made while it ran); then the statistics list is read the
// way the screen reads it (needs review first, sorted by a figure, filtered, a deep page), one
// request at a time through the real app, after a warm-up. Budget: the read's p95 under 50 ms
// on PostgreSQL; the rest reported.
//
//   node bench/item-stats.mjs [postgres|pglite]
//
// BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432): a throw-away database is made on
// it and dropped. The data is built by apps/server/src/test/item-stats-bench.ts.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { infoRow } from './lib/rows.mjs';
import { cpuMeter, expectStatus, latencyRows, percentile, timed } from './qa-session.mjs';

export const ITEM_STATS_BUDGETS = { postgres: { readP95Ms: 50 } };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';
const REQUESTS = Number(process.env.BENCH_ITEM_STATS_REQUESTS ?? 200);
const WARMUP = 20;

const NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' };

/** Builds the data, times the computation and the reads; returns result rows like the other parts. */
export async function measureItemStats(kind, log = console.info) {
  const { prepareItemStatsBench } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/item-stats-bench.ts'),
    import.meta.url,
  );
  const db = NAMES[kind];
  log(`item-stats (${kind}): building the bank and the answers…`);
  const setup = await timed(() => prepareItemStatsBench(kind, POSTGRES_URL, log));
  const bench = setup.result;
  const scale = `${bench.answers.toLocaleString('en')} answers of ${bench.learners.toLocaleString('en')} learners`;
  log(`item-stats (${kind}): data ready in ${(setup.ms / 1000).toFixed(1)} s`);
  try {
    const { outcome, loopMaxMs, readsMs } = await bench.compute();
    log(
      `item-stats (${kind}): ${outcome.questions} questions in ${outcome.durationMs} ms, ${outcome.slices} slices, ${outcome.needsReview} need review`,
    );
    const sortedReads = [...readsMs].sort((a, b) => a - b);
    const rows = [
      infoRow(
        `Item statistics: background computation of the bank (${db})`,
        Number((outcome.durationMs / 1000).toFixed(2)),
        's',
        `${outcome.questions} questions, ${scale}; ${outcome.slices} slices, the longest statement ${outcome.longestStatementMs.toFixed(0)} ms; ${outcome.needsReview} need review`,
      ),
      infoRow(
        `Item statistics: the event loop's longest stall while computing (${db})`,
        Number(loopMaxMs.toFixed(1)),
        'ms',
        readsMs.length
          ? `${readsMs.length} reads of the banks meanwhile: p50 ${percentile(sortedReads, 50).toFixed(1)} ms, max ${sortedReads.at(-1).toFixed(1)} ms`
          : 'no read finished meanwhile',
      ),
    ];

    const base = `/api/2.0/admin/qa/itemstatistics/${bench.bankId}`;
    const pages = Math.max(1, Math.floor(outcome.questions / 50));
    const reads = [
      `${base}`,
      `${base}?sort=pValue`,
      `${base}?sort=discrimination&order=asc`,
      `${base}?needsReview=true`,
      `${base}?topicId=${bench.topicGroupIds[0]}`,
      `${base}?sort=medianSeconds&page=${Math.ceil(pages / 2)}`,
      `${base}?page=${pages}`,
    ];
    const first = expectStatus(await bench.inject({ method: 'GET', url: reads[0] }), 200, 'list');
    if (first.total !== outcome.questions) throw new Error(`the list has ${first.total} questions`);
    const samples = [];
    let cpu;
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      if (i === WARMUP) cpu = await cpuMeter(bench);
      const url = reads[i % reads.length];
      const { ms, result } = await timed(() => bench.inject({ method: 'GET', url }));
      expectStatus(result, 200, url);
      if (i >= WARMUP) samples.push(ms);
    }
    const used = await cpu();
    rows.push(
      ...latencyRows({
        nameOf: (statistic) => `Item statistics: a page of the list ${statistic} (${db})`,
        samples,
        used,
        budget: ITEM_STATS_BUDGETS[kind]?.readP95Ms,
        detail: `${samples.length} requests over ${reads.length} views (needs review first, by a figure, needs review only, a topic, deep pages) of ${outcome.questions} questions`,
      }),
      infoRow(
        `Item statistics data: ${scale} (${db})`,
        Number((setup.ms / 1000).toFixed(1)),
        's',
        'bank import, generate_series inserts, derived history, vacuum analyze',
      ),
    );
    return rows;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  const kinds = process.argv[2] ? [process.argv[2]] : ['postgres', 'pglite'];
  const rows = [];
  for (const kind of kinds) rows.push(...(await measureItemStats(kind)));
  printRows(rows);
  process.exit(rows.some((r) => r.pass === false) ? 1 : 0);
}
