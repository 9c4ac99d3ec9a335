import { adminRecordEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { auditRepository } from '../audit/audit-repository';
import { feedbackService } from './service';

/**
 * Admin: the audit log's actions (its filter) and the triage of learners' reports on questions
 * (issue 26). The mail outbox and the audit log themselves are the mail and audit modules' reads.
 */
export async function adminRecordRoutes(app: FastifyInstance, opts: { db: Database }) {
  const E = adminRecordEndpoints;
  const feedback = feedbackService(opts.db);
  registerEndpoint(app, E.auditActions, async () => ({
    actions: await auditRepository(opts.db).actions(),
  }));
  registerEndpoint(app, E.questionFeedback, ({ query }) => feedback.list(query));
  registerEndpoint(app, E.questionFeedbackDetail, ({ params }) =>
    feedback.detail(params.questionId),
  );
  registerEndpoint(app, E.triageQuestionFeedback, ({ params, body, auth, request }) =>
    feedback.triage(params.questionId, body, {
      accountId: auth.account.id,
      requestId: String(request.id),
    }),
  );
}
