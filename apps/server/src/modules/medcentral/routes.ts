import { medCentralEndpoints as E } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import type { AuthContext } from '../../plugins/session';
import { shippedBooks } from '../books/book-content';
import { medCentralService } from './service';

/**
 * MedCentral (issue 27, decision 1402): a residency program's announcements and assignments.
 * Every call acts for the account acted as; its rights are the program's (program-access.ts).
 */
export async function medCentralRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { announcements, assignments, taking } = medCentralService(opts.db, await shippedBooks());
  const actorOf = (auth: AuthContext, request: { id: unknown }) => ({
    account: auth.actingAccount,
    requestId: String(request.id),
  });

  registerEndpoint(app, E.programs, ({ auth }) => taking.programs(auth.actingAccount));
  registerEndpoint(app, E.programHome, ({ auth, params }) =>
    taking.home(auth.actingAccount, params.organizationId),
  );
  registerEndpoint(app, E.createAnnouncement, ({ auth, params, body, request }) =>
    announcements.create(actorOf(auth, request), params.organizationId, body),
  );
  registerEndpoint(app, E.updateAnnouncement, ({ auth, params, body, request }) =>
    announcements.update(actorOf(auth, request), params.announcementId, body),
  );
  registerEndpoint(app, E.archiveAnnouncement, ({ auth, params, request }) =>
    announcements.archive(actorOf(auth, request), params.announcementId),
  );
  registerEndpoint(app, E.assignments, ({ auth, params }) =>
    assignments.list(auth.actingAccount, params.organizationId),
  );
  registerEndpoint(app, E.assignableContent, ({ auth, params }) =>
    assignments.assignable(auth.actingAccount, params.organizationId),
  );
  registerEndpoint(app, E.createAssignment, ({ auth, params, body, request }) =>
    assignments.create(actorOf(auth, request), params.organizationId, body),
  );
  registerEndpoint(app, E.assignment, ({ auth, params }) =>
    assignments.detail(auth.actingAccount, params.assignmentId),
  );
  registerEndpoint(app, E.updateAssignment, ({ auth, params, body, request }) =>
    assignments.update(actorOf(auth, request), params.assignmentId, body),
  );
  registerEndpoint(app, E.closeAssignment, ({ auth, params, body, request }) =>
    assignments.close(actorOf(auth, request), params.assignmentId, body.lockVersion),
  );
  registerEndpoint(app, E.startAssignment, ({ auth, params, request }) =>
    taking.start(actorOf(auth, request), params.assignmentId),
  );
}
