import { qaEndpoints } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { RETRIEVAL_SESSION_SIZE } from '@boardready/contracts/qa-rules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { parameterFitterFor } from '../memory/parameter-fit';
import { qaService } from './service';

/**
 * Q&A sessions (spec §7 calls, decision 0802). Every call acts for the account acted as and goes
 * through the service, which loads the session or product through that account.
 */
export async function qaRoutes(app: FastifyInstance, opts: { db: Database }) {
  const service = qaService(opts.db);
  const fitter = parameterFitterFor(opts.db);
  const me = (auth: { actingAccount: { id: number } }) => auth.actingAccount.id;

  registerEndpoint(app, qaEndpoints.getSession, async ({ auth, params }) =>
    service.getSession(me(auth), params.qaSessionId),
  );

  // QA-29 / QA-33: POST creates; with ?activate=true the new session is also the active one.
  registerEndpoint(app, qaEndpoints.createSessionV2, async ({ auth, query, body }) =>
    service.create(me(auth), body.userProductId, body, { activate: query.activate === 'true' }),
  );

  // QA-28 / QA-35
  registerEndpoint(app, qaEndpoints.updateSession, async ({ auth, query, body }) =>
    service.update(me(auth), body, query.activate === 'true'),
  );

  // QA-34: the learner goes straight into the session made from the create form.
  registerEndpoint(app, qaEndpoints.createSession, async ({ auth, params, body }) => {
    if (body.userProductId !== undefined && body.userProductId !== params.userProductId) {
      throw errors.userProductMismatch(undefined, {
        fields: { userProductId: 'Must equal the path userProductId.' },
      });
    }
    return service.create(me(auth), params.userProductId, body, { activate: true });
  });

  registerEndpoint(app, qaEndpoints.listSessions, async ({ auth, params }) =>
    service.list(me(auth), params.userProductId),
  );

  registerEndpoint(app, qaEndpoints.deleteSession, async ({ auth, params }) =>
    service.remove(me(auth), params.qaSessionId),
  );

  registerEndpoint(app, qaEndpoints.recordSecondsElapsed, async ({ auth, params }) =>
    service.recordElapsed(me(auth), params.qaSessionId, params.secondsElapsed),
  );

  registerEndpoint(app, qaEndpoints.duplicateSession, async ({ auth, params, body }) =>
    service.duplicate(me(auth), params.qaSessionId, body),
  );

  registerEndpoint(app, qaEndpoints.createBookTopicSession, async ({ auth, params }) =>
    service.createBookTopicSession(me(auth), params.userProductId, params.coreContentTopicId),
  );

  registerEndpoint(app, qaEndpoints.retrievalDue, async ({ auth, params }) =>
    service.retrievalDue(me(auth), params.userProductId),
  );

  registerEndpoint(app, qaEndpoints.createRetrievalSession, async ({ auth, params, body }) =>
    service.createRetrievalSession(
      me(auth),
      params.userProductId,
      body.numberOfQuestions ?? RETRIEVAL_SESSION_SIZE,
    ),
  );

  registerEndpoint(app, qaEndpoints.endSession, async ({ auth, params }) => {
    const session = await service.end(me(auth), params.qaSessionId);
    fitter.afterGrade(app, me(auth));
    return session;
  });

  registerEndpoint(app, qaEndpoints.getSessionQuestion, async ({ auth, params }) =>
    service.question(me(auth), params.qaSessionId, params.position),
  );

  registerEndpoint(app, qaEndpoints.offlineSession, async ({ auth, params }) =>
    service.offline(me(auth), params.qaSessionId),
  );

  // an answer, and a test-mode session's end, may grade questions as memory items
  registerEndpoint(app, qaEndpoints.answerQuestion, async ({ auth, params, body }) => {
    const question = await service.answer(
      me(auth),
      params.qaSessionId,
      params.position,
      body.choiceKey,
      body.confidence,
    );
    fitter.afterGrade(app, me(auth));
    return question;
  });

  registerEndpoint(app, qaEndpoints.markQuestion, async ({ auth, params, body }) =>
    service.mark(me(auth), params.qaSessionId, params.position, body),
  );

  registerEndpoint(app, qaEndpoints.topicTree, async ({ auth, params }) =>
    service.topicTree(me(auth), params.userProductId),
  );

  registerEndpoint(app, qaEndpoints.countQuestions, async ({ auth, params, body }) =>
    service.count(me(auth), params.userProductId, body),
  );

  registerEndpoint(app, qaEndpoints.userCheck, async ({ auth, params }) =>
    service.userCheck(me(auth), params.accountId),
  );

  registerEndpoint(app, qaEndpoints.dashboardProduct, async ({ auth, params }) =>
    service.dashboardProduct(me(auth), params.userProductId),
  );

  registerEndpoint(app, qaEndpoints.getQuestionFlag, async ({ auth, params }) =>
    service.questionFlag(me(auth), params.qaSessionId, params.position),
  );

  registerEndpoint(app, qaEndpoints.flagQuestion, async ({ auth, params, body }) =>
    service.flagQuestion(me(auth), params.qaSessionId, params.position, body.comment),
  );

  // Staff (content manager): retiring is content management, not an account's data.
  registerEndpoint(app, qaEndpoints.retireQuestion, async ({ auth, params, request }) =>
    service.retireQuestion(
      { id: params.questionId },
      { accountId: auth.account.id, requestId: String(request.id) },
    ),
  );

  registerEndpoint(app, qaEndpoints.listQuestionFlags, async ({ query }) =>
    service.listFlags(query.limit),
  );
}
