import { itemStatisticEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { itemStatisticsRunner } from './runner';
import { scheduleItemStatistics } from './schedule';
import { itemStatisticsService } from './service';

/**
 * Item statistics per question from all learners' answers (issue 26, decision 1302), for
 * content managers; computed in the background (schedule.ts), read from their table.
 */
export async function itemStatisticRoutes(
  app: FastifyInstance,
  opts: {
    db: Database;
    /** minutes between scheduled runs (config), null = on request only */
    refreshMinutes: number | null;
  },
) {
  const { refreshMinutes } = opts;
  const runner = itemStatisticsRunner(opts.db, app.log);
  const service = itemStatisticsService(opts.db, {
    runner,
    refreshMinutes,
    defer: (name, work) => app.defer(name, work),
  });
  scheduleItemStatistics(app, runner, refreshMinutes);

  registerEndpoint(app, itemStatisticEndpoints.banks, async () => service.banks());

  registerEndpoint(app, itemStatisticEndpoints.questions, async ({ params, query }) =>
    service.questions(params.bankId, query),
  );

  registerEndpoint(app, itemStatisticEndpoints.recompute, async ({ auth, params, request }) =>
    service.recompute({ accountId: auth.account.id, requestId: String(request.id) }, params.bankId),
  );
}
