import { qaReportEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { qaReportService } from './service';

/** Q&A performance reports (issue 9, decision 0903): the acting account's own product only. */
export async function qaReportRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = qaReportService(opts.db);
  const me = (auth: { actingAccount: { id: number } }) => auth.actingAccount.id;

  registerEndpoint(app, qaReportEndpoints.progressSummary, async ({ auth, params }) =>
    service.progressSummary(me(auth), params.userProductId),
  );

  registerEndpoint(app, qaReportEndpoints.performanceReport, async ({ auth, params }) =>
    service.performanceReport(me(auth), params.userProductId),
  );

  registerEndpoint(app, qaReportEndpoints.resetHistory, async ({ auth, params }) =>
    service.reset(me(auth), params.userProductId),
  );
}
