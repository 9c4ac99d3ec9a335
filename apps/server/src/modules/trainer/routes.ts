import { trainerEndpoints } from '@boardready/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../plugins/endpoints';
import { shippedBooks } from '../books/book-content';
import type { Exam } from './exams';
import { trainerService } from './service';

/**
 * The Personal Trainer's calls (issue 25): the interview, the Study Board, a unit's work. They act
 * for the account acted as; a staff member assuming a learner writes for them, audited.
 */
export async function trainerRoutes(
  app: FastifyInstance,
  opts: { db: Database; exams?: Exam[] | undefined },
) {
  const service = trainerService(opts.db, await shippedBooks(), opts.exams);
  const actorOf = (auth: { account: { id: number } }, request: { id: unknown }) => ({
    // the person at the keyboard; the plan belongs to the account acted as
    accountId: auth.account.id,
    requestId: String(request.id),
  });
  registerEndpoint(app, trainerEndpoints.trainerProfile, async ({ auth }) =>
    service.profile(auth.actingAccount.id),
  );
  registerEndpoint(app, trainerEndpoints.saveTrainerProfile, async ({ auth, body, request }) =>
    service.saveProfile(actorOf(auth, request), auth.actingAccount.id, body),
  );
  registerEndpoint(app, trainerEndpoints.studyBoard, async ({ auth }) =>
    service.board(auth.actingAccount.id),
  );
  registerEndpoint(app, trainerEndpoints.myProgress, async ({ auth }) =>
    service.progress(auth.actingAccount.id),
  );
  registerEndpoint(app, trainerEndpoints.startStudyUnit, async ({ auth, params, request }) =>
    service.start(actorOf(auth, request), auth.actingAccount.id, params.studyUnitId),
  );
  registerEndpoint(app, trainerEndpoints.skipStudyUnit, async ({ auth, params, request }) =>
    service.skip(actorOf(auth, request), auth.actingAccount.id, params.studyUnitId),
  );
  registerEndpoint(app, trainerEndpoints.postponeStudyUnit, async ({ auth, params, request }) =>
    service.postpone(actorOf(auth, request), auth.actingAccount.id, params.studyUnitId),
  );
}
