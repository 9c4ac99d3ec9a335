import { programDashboardEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { type Exam, shippedExams } from '../trainer/exams';
import { residentsCsv, residentsCsvFilename } from './csv';
import { programDashboardService } from './service';

/**
 * The program dashboard (issue 27, decision 1403): a residency program's residents for its
 * directors and faculty (and staff admins), and a member's own standing. Every call reads for the
 * account acted as.
 */
export async function programDashboardRoutes(
  app: FastifyInstance,
  opts: { db: Database; exams?: Exam[] | undefined },
) {
  const service = programDashboardService(opts.db, opts.exams ?? shippedExams());
  const E = programDashboardEndpoints;

  registerEndpoint(app, E.programDashboard, async ({ auth, query }) =>
    service.dashboard(auth.actingAccount, query),
  );

  registerEndpoint(app, E.programResidentsCsv, async ({ auth, query, reply }) => {
    const now = new Date();
    const dashboard = await service.dashboard(auth.actingAccount, query, now);
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${residentsCsvFilename(dashboard.program.name, now)}"`,
      );
    return residentsCsv(dashboard);
  });

  registerEndpoint(app, E.programResident, async ({ auth, params, query }) =>
    service.resident(auth.actingAccount, params.accountId, query),
  );

  registerEndpoint(app, E.cohortItems, async ({ auth, query }) =>
    service.cohortItems(auth.actingAccount, query),
  );

  registerEndpoint(app, E.myStanding, async ({ auth, query }) =>
    service.standing(auth.actingAccount, query),
  );
}
