import { AppError, ErrorCode, errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { memoryService } from '../memory/service';
import { availabilityOf } from '../products/service';
import { answerRepository } from './answer-repository';
import { toSummary } from './dto';
import { poolRepository } from './pool-repository';
import type { SessionAccess } from './session-access';
import { type SessionRow, sessionRepository } from './session-repository';

/**
 * A session's life after it is made: read, listed, renamed, timed, moved through, made active,
 * ended (test mode: scored then), deleted; the account's active session and a product's progress.
 */

export function sessionLifecycle(db: Database, access: SessionAccess) {
  const pools = poolRepository(db);
  const sessions = sessionRepository(db);
  const answers = answerRepository(db);
  const memory = memoryService(db);
  const { productFor, sessionFor, sessionObject, reload, removed } = access;

  async function gradeAnswers(session: SessionRow, now: Date) {
    for (const item of await sessions.answeredItems(session.id)) {
      await memory.gradeQuestion(
        {
          accountId: session.accountId,
          userProductId: session.userProductId,
          questionId: item.questionId,
        },
        {
          isCorrect: item.isCorrect === true,
          confidence: item.confidence,
          source: `qa-session:${session.id}:${item.position}`,
        },
        now,
      );
    }
  }

  return {
    async getSession(accountId: number, sessionId: number, now = new Date()) {
      return sessionObject(await sessionFor(accountId, sessionId, now));
    },

    async list(accountId: number, userProductId: number, now = new Date()) {
      await productFor(accountId, userProductId, now, true);
      const rows = await sessions.listSessions(accountId, userProductId);
      return { sessions: rows.map(toSummary) };
    },

    /** PUT /api/2.0/qa/session: rename, elapsed time, the question on screen; activate. */
    async update(
      accountId: number,
      body: {
        qaSessionId: number;
        name?: string;
        secondsElapsed?: number;
        currentPosition?: number;
      },
      activate: boolean,
      now = new Date(),
    ) {
      const session = await sessionFor(accountId, body.qaSessionId, now);
      if (body.currentPosition !== undefined && body.currentPosition > session.questionCount) {
        // The same code as a missing question, but here it is the body that is wrong: a 400.
        throw new AppError(
          400,
          ErrorCode.questionNotInSession,
          `This session has ${session.questionCount} questions.`,
          { currentPosition: `At most ${session.questionCount}.` },
        );
      }
      if (body.name !== undefined && body.name !== session.name) {
        await sessions.updateSession(session.id, { name: body.name, updatedAt: now });
      }
      if (body.secondsElapsed !== undefined && session.status === 'active') {
        await sessions.recordElapsed(session.id, body.secondsElapsed, now);
      }
      if (body.currentPosition !== undefined) {
        if (body.currentPosition !== session.currentPosition) {
          await sessions.updateSession(session.id, { currentPosition: body.currentPosition });
        }
        await answers.markSeen(accountId, session.id, body.currentPosition, now);
      }
      if (activate && !session.isActive) await sessions.activate(accountId, session.id);
      return reload(session.id);
    },

    /** Not watched: deleting takes the retired questions away with the rest. */
    async remove(accountId: number, sessionId: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now, false);
      await sessions.deleteSession(session.id, now);
      return { deleted: true as const };
    },

    /** QA-37. An ended session keeps its final time: a late call changes nothing. */
    async recordElapsed(accountId: number, sessionId: number, seconds: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      const secondsElapsed =
        session.status === 'ended'
          ? session.secondsElapsed
          : await sessions.recordElapsed(session.id, seconds, now);
      return { qaSessionId: session.id, secondsElapsed };
    },

    async end(accountId: number, sessionId: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      // Test mode: its answers are scored now that their correctness shows (decision 0802),
      // and their questions graded as memory items (tutor mode grades each answer as it comes).
      if (session.status !== 'ended') {
        await sessions.endSession(session.id, now);
        if (session.viewMode === 'test') await gradeAnswers(session, now);
      }
      return reload(session.id);
    },

    /** The account's active session (own account only); none when its product is unusable. */
    async userCheck(actingAccountId: number, accountId: number, now = new Date()) {
      if (accountId !== actingAccountId) {
        throw errors.notYourAccount();
      }
      const active = await sessions.activeSession(accountId);
      if (!active || availabilityOf(active, now) !== 'usable') return { activeSession: null };
      if (active.holdsRetired) await removed([active.qaSessionId], now);
      return {
        activeSession: { qaSessionId: active.qaSessionId, userProductId: active.userProductId },
      };
    },

    async dashboardProduct(accountId: number, userProductId: number, now = new Date()) {
      const product = await productFor(accountId, userProductId, now, true);
      const [progress, active] = await Promise.all([
        pools.progress(accountId, product.bankId, userProductId),
        sessions.activeSession(accountId),
      ]);
      return {
        userProductId,
        totalQuestions: progress.total,
        answeredQuestions: progress.answered,
        correctQuestions: progress.correct,
        sessionCount: progress.sessions,
        activeQaSessionId:
          active && active.userProductId === userProductId ? active.qaSessionId : null,
      };
    },
  };
}
