// The Personal Trainer under big data (issue 25): the Study Board's data, My Progress's data and
// the due poll of a learner among 2 000 learners with 1 000 000 answers and 500 000 card reviews,
// on PostgreSQL. Timed through the real app with app.inject, one request at a time, after a
// warm-up; p50 and p95. Budgets: p95 under 50 ms (board), 80 ms (My Progress), 5 ms (due poll).
//
//   node bench/trainer.mjs
//
// The data is built by apps/server/src/test/trainer-bench.ts on a throw-away database.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { setupRow } from './lib/rows.mjs';
import { expectStatus, latencyRows, timed, timedSeries } from './qa-session.mjs';

export const TRAINER_BUDGETS = { boardP95Ms: 50, progressP95Ms: 80, dueP95Ms: 5 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432';
const REQUESTS = Number(process.env.BENCH_TRAINER_REQUESTS ?? 200);
const WARMUP = 20;
const DAY_MS = 86_400_000;

export async function measureTrainer(log = console.info) {
  const { prepareTrainerBench, BENCH_EXAM } = await tsImport(
    path.resolve(import.meta.dirname, '../apps/server/src/test/trainer-bench.ts'),
    import.meta.url,
  );
  log('trainer (postgres): building 2 000 learners, 1 000 000 answers, 500 000 card reviews…');
  const setup = await timed(() => prepareTrainerBench(POSTGRES_URL, log));
  const bench = setup.result;
  log(`trainer (postgres): data ready in ${(setup.ms / 1000).toFixed(1)} s`);
  try {
    // the learner answers the interview through the app: an exam in four months, both products
    expectStatus(
      await bench.inject({
        method: 'PUT',
        url: '/api/2.0/personaltrainer/profile',
        payload: JSON.stringify({
          examCode: BENCH_EXAM.code,
          examDate: new Date(Date.now() + 120 * DAY_MS).toISOString().slice(0, 10),
          weekdayMinutes: [60, 60, 60, 60, 60, 90, 30],
          userProductIds: [bench.userProductId, bench.fcUserProductId],
        }),
      }),
      200,
      'interview',
    );
    const { board } = expectStatus(
      await bench.inject({ method: 'GET', url: '/api/2.0/personaltrainer/board' }),
      200,
      'board',
    );
    if (!board || board.units.length === 0) throw new Error('the learner has no plan for today');
    log(
      `trainer: ${board.units.length} units today; due ${board.due.questions} questions, ${board.due.cards} cards; readiness estimate ${board.readiness.scorePercent} %`,
    );

    const targets = [
      ['Study Board data', '/api/2.0/personaltrainer/board', TRAINER_BUDGETS.boardP95Ms],
      ['My Progress data', '/api/2.0/personaltrainer/progress', TRAINER_BUDGETS.progressP95Ms],
      ['due-now poll', '/api/2.0/personaltrainer/due', TRAINER_BUDGETS.dueP95Ms],
    ];
    const { made } = bench;
    const detail = `learner with 10 000 answers and ${made.targetReviews} card reviews among ${made.learners} learners, ${made.answers} answers, ${made.reviews} card reviews`;
    const rows = [];
    for (const [what, url, budget] of targets) {
      const { samples, used } = await timedSeries(
        bench,
        async () => expectStatus(await bench.inject({ method: 'GET', url }), 200, what),
        { requests: REQUESTS, warmup: WARMUP },
      );
      rows.push(
        ...latencyRows({
          nameOf: (statistic) => `Personal Trainer: ${what} ${statistic} (PostgreSQL)`,
          samples,
          used,
          budget,
          detail: `${samples.length} requests; ${detail}`,
        }),
      );
    }
    rows.push(
      setupRow(
        'Personal Trainer data: 2 000 learners, 1 000 000 answers, 500 000 card reviews (PostgreSQL)',
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
  const rows = await measureTrainer();
  printRows(rows);
  if (rows.some((r) => r.pass === false)) process.exit(1);
}
