import { flashCardEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { flashCardService } from './service';

/** Flash-card study and the learner's memory settings (issue 24): the acting account's own. */
export async function flashCardRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = flashCardService(opts.db);
  const me = (auth: { actingAccount: { id: number } }) => auth.actingAccount.id;

  registerEndpoint(app, flashCardEndpoints.deckOverview, async ({ auth, params }) =>
    service.overview(me(auth), params.userProductId),
  );

  registerEndpoint(app, flashCardEndpoints.study, async ({ auth, params, query }) =>
    service.study(me(auth), params.userProductId, query.topicId),
  );

  registerEndpoint(app, flashCardEndpoints.review, async ({ auth, params, query, body }) =>
    service.review(me(auth), params.userProductId, body, query.topicId),
  );

  registerEndpoint(app, flashCardEndpoints.undoReview, async ({ auth, params, query }) =>
    service.undo(me(auth), params.userProductId, query.topicId),
  );

  registerEndpoint(app, flashCardEndpoints.cardInfo, async ({ auth, params }) =>
    service.cardInfo(me(auth), params.userProductId, params.cardId),
  );

  registerEndpoint(app, flashCardEndpoints.updateCard, async ({ auth, params, query, body }) =>
    service.updateCard(me(auth), params.userProductId, params.cardId, body, query.topicId),
  );

  registerEndpoint(app, flashCardEndpoints.memorySettings, async ({ auth }) => {
    const { parameters: _fitted, ...shown } = await service.settingsOf(me(auth));
    return shown;
  });

  registerEndpoint(app, flashCardEndpoints.updateMemorySettings, async ({ auth, body }) =>
    service.updateSettings(me(auth), body),
  );
}
