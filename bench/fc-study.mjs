// Flash-card study under a big history (issue 24): grading a card, building today's study queue
// for a learner with 20 000 cards and 200 000 review logs, and the due-now poll among 2 000
// learners' memory items, on PostgreSQL and PGlite. Timed through the real app (routing, access,
// validation, the database) with app.inject, one request at a time, after a warm-up; p50 and p95.
// Budgets (PostgreSQL): p95 under 10 ms to grade, 30 ms for the queue, 5 ms for the due count.
// PGlite is reported.
//
//   node bench/fc-study.mjs [pglite] [postgres]
//
// The data is built by apps/server/src/test/fc-bench.ts: a synthetic deck, the learner's history
// simulated with the real scheduler (synthetic-history.ts), the other learners' items in SQL.

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { setupRow } from './lib/rows.mjs';
import { expectStatus, latencyRows, timed, timedSeries } from './qa-session.mjs';

export const FC_STUDY_BUDGETS = {
  postgres: { gradeP95Ms: 10, queueP95Ms: 30, dueCountP95Ms: 5 },
};
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';
const REQUESTS = Number(process.env.BENCH_FC_REQUESTS ?? 300);
/** the data's size: 1 = 20 000 cards, 200 000 reviews, 2 000 learners with 1 000 items each */
const SCALE = {
  postgres: Number(process.env.BENCH_FC_SCALE_POSTGRES ?? 1),
  // PGlite's figures are reported only; at a tenth of the data, as the big-data step does for it
  pglite: Number(process.env.BENCH_FC_SCALE_PGLITE ?? 0.1),
};
const WARMUP = 20;

/** Builds the data on one database kind, times the three calls, returns result rows. */
export async function measureFcStudy(kind, log = console.info) {
  const { prepareFcBench } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/fc-bench.ts'),
    import.meta.url,
  );
  const scale = SCALE[kind];
  const size = {
    cardCount: Math.round(20_000 * scale),
    reviews: Math.round(200_000 * scale),
    learners: Math.max(2, Math.round(2_000 * scale)),
    itemsPerLearner: Math.round(1_000 * Math.min(1, scale)),
    newCardsPerDay: Math.max(1, Math.round(60 * scale)),
  };
  log(
    `fc-study (${kind}): ${size.cardCount} cards, ${size.reviews} reviews, ${size.learners} learners…`,
  );
  const setup = await timed(() =>
    prepareFcBench({
      ...(kind === 'postgres' ? { postgresUrl: POSTGRES_URL } : {}),
      ...size,
      log,
    }),
  );
  const bench = setup.result;
  log(`fc-study (${kind}): data ready in ${(setup.ms / 1000).toFixed(1)} s`);
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const budgets = FC_STUDY_BUDGETS[kind];
  const { made } = bench;
  try {
    const deckUrl = `/api/3.0/fc/userproducts/${bench.fcUserProductId}`;
    const studyUrl = `${deckUrl}/study`;
    const first = expectStatus(await bench.inject({ method: 'GET', url: studyUrl }), 200, 'study');
    if (!first.card) throw new Error('the learner has nothing to study');
    log(
      `fc-study (${kind}): today ${first.counts.review} reviews due, ${first.counts.learning} learning, ${first.counts.new} new`,
    );

    const series = async (what, request, requests = REQUESTS) => ({
      what,
      ...(await timedSeries(bench, request, { requests, warmup: WARMUP })),
    });

    // Read-only first: the queue and the due poll; then grading, which changes the queue.
    const queue = await series('build today’s study queue', async () =>
      expectStatus(await bench.inject({ method: 'GET', url: studyUrl }), 200, 'study'),
    );
    const due = await series('due-now count (the due poll)', async () =>
      expectStatus(
        await bench.inject({ method: 'GET', url: '/api/2.0/personaltrainer/due' }),
        200,
        'due',
      ),
    );
    let card = first.card;
    const grade = await series(
      'grade a card',
      async () => {
        const state = expectStatus(
          await bench.inject({
            method: 'POST',
            url: `${deckUrl}/reviews`,
            payload: JSON.stringify({
              cardId: card.cardId,
              rating: 3,
              clientReviewId: randomUUID(),
              durationMs: 6000,
            }),
          }),
          200,
          'grade',
        );
        if (!state.card) throw new Error('the queue ran dry while grading');
        card = state.card;
        // a smaller scale has fewer cards to grade today than the figure's requests
      },
      Math.min(
        REQUESTS,
        first.counts.review + first.counts.learning + first.counts.new - WARMUP - 1,
      ),
    );

    const detail = `${made.cards} cards, ${made.reviews} review logs (${made.items} items); ${size.learners} learners, ${made.otherItems} other items`;
    const rows = [];
    for (const [{ what, samples, used }, budget] of [
      [grade, budgets?.gradeP95Ms],
      [queue, budgets?.queueP95Ms],
      [due, budgets?.dueCountP95Ms],
    ]) {
      rows.push(
        ...latencyRows({
          nameOf: (statistic) => `Flash cards: ${what} ${statistic} (${label})`,
          samples,
          used,
          budget,
          detail: `${samples.length} requests; ${detail}`,
        }),
      );
    }
    rows.push(
      setupRow(
        `Flash-card data: ${made.cards} cards, ${made.reviews} reviews, ${size.learners} learners (${label})`,
        setup.ms,
        bench.seconds,
      ),
    );
    return rows;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printRows } = await import('./bundle-size.mjs');
  const kinds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pglite', 'postgres'];
  const rows = [];
  for (const kind of kinds) rows.push(...(await measureFcStudy(kind)));
  printRows(rows);
  if (rows.some((r) => r.pass === false)) process.exit(1);
}
