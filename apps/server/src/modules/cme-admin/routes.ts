import { cmeEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import type { AuthContext } from '../../plugins/session';
import type { Actor } from '../admin-settings/actor';
import { cmeAdminService } from './service';

/** The person at the keyboard, for the audit log: staff rights were checked on the acting account. */
const actorOf = (auth: AuthContext, request: { id: unknown }): Actor => ({
  accountId: auth.account.id,
  requestId: String(request.id),
});

/**
 * CME/MOC for staff (issue 28, decision 1501): products' credit rules, the MOC reporting queue,
 * the boards' batch files and their answers. Admin only (the contracts' access); writes audited.
 */
export async function cmeAdminRoutes(
  app: FastifyInstance,
  opts: { db: Database; productName: string },
) {
  const service = cmeAdminService(opts.db, { productName: opts.productName });
  const E = cmeEndpoints;

  registerEndpoint(app, E.adminRules, () => service.rules());
  registerEndpoint(app, E.adminSaveRule, ({ params, body, auth, request }) =>
    service.saveRule(params.productId, body, actorOf(auth, request)),
  );
  registerEndpoint(app, E.adminQueue, ({ query }) => service.queue(query));
  registerEndpoint(app, E.adminBatches, () => service.batches());
  registerEndpoint(app, E.adminExport, ({ body, auth, request }) =>
    service.exportBatch(body.board, actorOf(auth, request)),
  );
  registerEndpoint(app, E.adminBatchFile, async ({ params, reply }) => {
    const file = await service.batchFile(params.batchId);
    reply
      .type('text/tab-separated-values; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`);
    return file.text;
  });
  registerEndpoint(app, E.adminRecordResult, ({ params, body, auth, request }) =>
    service.recordResult(params.reportId, body, actorOf(auth, request)),
  );
  registerEndpoint(app, E.adminResubmit, ({ params, auth, request }) =>
    service.resubmit(params.reportId, actorOf(auth, request)),
  );
}
