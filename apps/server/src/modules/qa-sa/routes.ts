import { qaSaEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { qaSaService } from './service';

/** Self-assessment exams (decision 0904): every call acts for the account acted as. */
export async function qaSaRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = qaSaService(opts.db);
  const me = (auth: { actingAccount: { id: number } }) => auth.actingAccount.id;

  registerEndpoint(app, qaSaEndpoints.overview, async ({ auth, params }) =>
    service.overview(me(auth), params.userProductId),
  );
  registerEndpoint(app, qaSaEndpoints.startAttempt, async ({ auth, params }) =>
    service.start(me(auth), params.formId),
  );
  registerEndpoint(app, qaSaEndpoints.getAttempt, async ({ auth, params }) =>
    service.get(me(auth), params.attemptId),
  );
  registerEndpoint(app, qaSaEndpoints.startBlock, async ({ auth, params }) =>
    service.startBlock(me(auth), params.attemptId, params.blockNumber),
  );
  registerEndpoint(app, qaSaEndpoints.endBlock, async ({ auth, params }) =>
    service.endBlock(me(auth), params.attemptId, params.blockNumber),
  );
  registerEndpoint(app, qaSaEndpoints.getItem, async ({ auth, params }) =>
    service.item(me(auth), params.attemptId, params.position),
  );
  registerEndpoint(app, qaSaEndpoints.answerItem, async ({ auth, params, body }) =>
    service.answer(me(auth), params.attemptId, params.position, body.choiceKey),
  );
  registerEndpoint(app, qaSaEndpoints.markItem, async ({ auth, params, body }) =>
    service.mark(me(auth), params.attemptId, params.position, body),
  );
  registerEndpoint(app, qaSaEndpoints.getItemReport, async ({ auth, params }) =>
    service.itemReport(me(auth), params.attemptId, params.position),
  );
  registerEndpoint(app, qaSaEndpoints.reportItem, async ({ auth, params, body }) =>
    service.reportItem(me(auth), params.attemptId, params.position, body.comment),
  );
  registerEndpoint(app, qaSaEndpoints.results, async ({ auth, params }) =>
    service.results(me(auth), params.attemptId),
  );
}
