import { qaNotebookEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { notebookService } from './service';

/** The notebook page (decision 0908): the acting account's own entries of its own product. */
export async function notebookRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = notebookService(opts.db);
  const me = (auth: { actingAccount: { id: number } }) => auth.actingAccount.id;

  registerEndpoint(app, qaNotebookEndpoints.listNotebook, async ({ auth, params, query }) =>
    service.list(me(auth), params.userProductId, query),
  );

  registerEndpoint(app, qaNotebookEndpoints.updateNotebookEntry, async ({ auth, params, body }) =>
    service.update(me(auth), params.userProductId, params.questionId, body),
  );
}
