import type { FastifyInstance } from 'fastify';
import type { ItemStatisticsRunner } from './runner';

/**
 * When item statistics are computed without anyone asking (decision 1302): once the server
 * listens, every bank whose figures are older than the refresh period (or were never computed),
 * then again whenever they come due. An app that never listens (tests driving it with inject)
 * computes only on request.
 */

/** How often the schedule looks for banks come due: a quarter of the period, at most hourly. */
export function checkEveryMs(refreshMinutes: number): number {
  return Math.min(60, Math.max(1, refreshMinutes / 4)) * 60_000;
}

export function scheduleItemStatistics(
  app: FastifyInstance,
  runner: ItemStatisticsRunner,
  refreshMinutes: number | null,
) {
  let timer: NodeJS.Timeout | undefined;
  let checking = false;
  const check = (minutes: number) => {
    if (checking) return;
    checking = true;
    app.defer('item statistics schedule', () =>
      runner.refreshStale(minutes).finally(() => {
        checking = false;
      }),
    );
  };

  app.addHook('onListen', async () => {
    if (refreshMinutes === null) return;
    check(refreshMinutes);
    timer = setInterval(() => check(refreshMinutes), checkEveryMs(refreshMinutes));
    timer.unref();
  });
  // Before the app waits for its deferred work: a run stops after its slice.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    runner.stop();
  });
}
