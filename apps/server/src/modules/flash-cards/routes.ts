import { Readable } from 'node:stream';
import { flashCardEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { parameterFitterFor } from '../memory/parameter-fit';
import { flashCardBrowseService } from './browse-service';
import { flashCardService } from './service';

/** Flash-card study and the learner's memory settings (issue 24): the acting account's own. */
export async function flashCardRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = flashCardService(opts.db);
  const fitter = parameterFitterFor(opts.db);
  const me = (auth: { actingAccount: { id: number } }) => auth.actingAccount.id;

  registerEndpoint(app, flashCardEndpoints.deckOverview, async ({ auth, params }) =>
    service.overview(me(auth), params.userProductId),
  );

  registerEndpoint(app, flashCardEndpoints.study, async ({ auth, params, query }) =>
    service.study(me(auth), params.userProductId, query.topicId),
  );

  registerEndpoint(app, flashCardEndpoints.offlineCards, async ({ auth, params, query }) =>
    service.offline(me(auth), params.userProductId, query.topicId),
  );

  registerEndpoint(app, flashCardEndpoints.review, async ({ auth, params, query, body }) => {
    const state = await service.review(me(auth), params.userProductId, body, query.topicId);
    fitter.afterGrade(app, me(auth));
    return state;
  });

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

  // The card browser and the review log's export (Anki's Browse).
  const browse = flashCardBrowseService(opts.db);

  registerEndpoint(app, flashCardEndpoints.browseCards, async ({ auth, params, query }) =>
    browse.browse(me(auth), params.userProductId, query),
  );

  registerEndpoint(app, flashCardEndpoints.updateBrowsedCard, async ({ auth, params, body }) =>
    browse.update(me(auth), params.userProductId, params.cardId, body),
  );

  registerEndpoint(app, flashCardEndpoints.reviewLogCsv, async ({ auth, params, reply }) => {
    const csv = await browse.reviewLogCsv(me(auth), params.userProductId);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.filename}"`);
    // A stream, not the contract's string: Fastify pipes it past the JSON serializer, a page of
    // the log at a time, so a long history is never held whole.
    return Readable.from(csv.chunks) as never;
  });
}
