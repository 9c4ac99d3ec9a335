import { contentManagerEndpoints as E } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { previewService } from './preview';
import { type Actor, contentManagerService } from './service';

/**
 * Content management: Q&A drafts, review, publishing, versions, Preview Q&A (issue 26, decision
 * 1305). Retiring a question is the Q&A staff endpoint (qa.retireQuestion, decision 0902).
 */
export async function contentManagerRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = contentManagerService(opts.db);
  const previews = previewService(opts.db);
  const actor = (
    auth: { account: { id: number }; actingAccount: { id: number } },
    requestId: unknown,
  ): Actor => ({
    accountId: auth.actingAccount.id,
    signedInId: auth.account.id,
    requestId: String(requestId),
  });
  const me = (auth: { actingAccount: { id: number } }) => auth.actingAccount.id;

  registerEndpoint(app, E.listDrafts, async ({ auth }) => service.listDrafts(me(auth)));
  registerEndpoint(app, E.listBanks, async () => service.listBanks());
  registerEndpoint(app, E.searchQuestions, async ({ query }) =>
    service.searchQuestions(query.search, query.limit),
  );
  registerEndpoint(app, E.getQuestion, async ({ params }) => service.question(params.questionId));
  registerEndpoint(app, E.getQuestionVersion, async ({ params }) =>
    service.questionVersion(params.questionId, params.version),
  );
  registerEndpoint(app, E.createDraft, async ({ auth, body, request }) =>
    service.createDraft(actor(auth, request.id), body),
  );
  registerEndpoint(app, E.getDraft, async ({ auth, params }) =>
    service.draft(me(auth), params.draftId),
  );
  registerEndpoint(app, E.saveDraft, async ({ auth, params, body, request }) =>
    service.saveDraft(actor(auth, request.id), params.draftId, body),
  );
  registerEndpoint(app, E.submitDraft, async ({ auth, params, body, request }) =>
    service.submitDraft(actor(auth, request.id), params.draftId, body.lockVersion),
  );
  registerEndpoint(app, E.commentDraft, async ({ auth, params, body, request }) =>
    service.commentDraft(actor(auth, request.id), params.draftId, body.body),
  );
  registerEndpoint(app, E.approveDraft, async ({ auth, params, body, request }) =>
    service.reviewDraft(actor(auth, request.id), params.draftId, 'approved', body.comment ?? ''),
  );
  registerEndpoint(app, E.sendBackDraft, async ({ auth, params, body, request }) =>
    service.reviewDraft(actor(auth, request.id), params.draftId, 'sent_back', body.comment),
  );
  registerEndpoint(app, E.publishDraft, async ({ auth, params, request }) =>
    service.publishDraft(actor(auth, request.id), params.draftId),
  );
  registerEndpoint(app, E.discardDraft, async ({ auth, params, request }) =>
    service.discardDraft(actor(auth, request.id), params.draftId),
  );
  registerEndpoint(app, E.preview, async ({ query }) => previews.preview(query));
}
