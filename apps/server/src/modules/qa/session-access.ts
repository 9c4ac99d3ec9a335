import type { QaSession, QaSessionQuestion } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { assertUsable } from '../products/service';
import { answerRepository } from './answer-repository';
import { bankRepository, type ProductAccess } from './bank-repository';
import { revealsAnswer, toSession, toSessionQuestion } from './dto';
import { type SessionRow, sessionRepository } from './session-repository';

/**
 * How every Q&A call reaches what it works on: the caller's usable product and its bank, the
 * caller's session, a question of it. Spec §7/§8: a watched call that finds a retired question
 * prunes the sessions holding it and answers 422 (decision 0902).
 */

/** A usable Q&A product with its bank. */
export type QaProduct = ProductAccess & { bankId: number };

/**
 * The caller's usable Q&A product and its bank; 404 for anyone else's, 403 when unusable.
 * `watched`: a spec §7 watched call on the product (its sessions, its progress summary), so any
 * of the caller's sessions on it holding a retired question is pruned and the call answers 422.
 */
export async function qaProductFor(
  db: Database,
  accountId: number,
  userProductId: number,
  now: Date,
  watched = false,
): Promise<QaProduct> {
  const product = await bankRepository(db).productAccess(accountId, userProductId);
  if (!product) throw errors.productNotFound();
  assertUsable(product, now);
  if (product.bankId === null) {
    throw errors.noQuestionBank();
  }
  if (watched) {
    const sessions = sessionRepository(db);
    const stale = await sessions.sessionsHoldingRetired(accountId, userProductId);
    if (stale.length > 0) {
      await sessions.pruneRetired(stale, now);
      throw errors.qaQuestionsRemoved();
    }
  }
  return product as QaProduct;
}

export function sessionAccess(db: Database) {
  const sessions = sessionRepository(db);
  const answers = answerRepository(db);

  /** Prunes the sessions and answers the watched 422 (decision 0902). */
  async function removed(sessionIds: number[], now: Date): Promise<never> {
    await sessions.pruneRetired(sessionIds, now);
    throw errors.qaQuestionsRemoved();
  }

  const productFor = (accountId: number, userProductId: number, now: Date, watched = false) =>
    qaProductFor(db, accountId, userProductId, now, watched);

  /**
   * The caller's session on a usable product; 404 for anyone else's, 403 when unusable, and the
   * watched 422 (after pruning) when it holds a retired question.
   */
  async function sessionFor(accountId: number, sessionId: number, now: Date, watched = true) {
    const row = await sessions.ownedSession(accountId, sessionId);
    if (!row) throw errors.sessionNotFound();
    assertUsable(row, now);
    if (watched && row.holdsRetired) await removed([row.session.id], now);
    return row.session;
  }

  async function sessionObject(session: SessionRow): Promise<QaSession> {
    return toSession(session, await sessions.items(session));
  }

  async function reload(sessionId: number): Promise<QaSession> {
    return sessionObject(await sessions.session(sessionId));
  }

  async function itemFor(session: SessionRow, position: number) {
    const row = await answers.item(session.accountId, session.id, position);
    if (!row) {
      throw errors.questionNotInSession(
        `This session has no question ${position}; it has ${session.questionCount}.`,
      );
    }
    return row;
  }

  async function sessionQuestion(
    session: SessionRow,
    position: number,
    row?: Awaited<ReturnType<typeof itemFor>>,
  ): Promise<QaSessionQuestion> {
    const { item, question, topics } = row ?? (await itemFor(session, position));
    const choiceCounts = revealsAnswer(session, item)
      ? await answers.choiceCounts(question.id)
      : [];
    return toSessionQuestion({ session, item, question, topics, choiceCounts });
  }

  /**
   * Every question of a session as sessionQuestion answers each, in two queries whatever the
   * session's size (the items, their choice counts) and a lookup per question republished since
   * (asVersion), with each question's choice counts even where not revealed yet (the offline
   * pack's reveal on answer) and the session object built from the same items.
   */
  async function sessionQuestions(session: SessionRow) {
    const rows = await answers.items(session.accountId, session.id);
    const counts = await answers.choiceCountsOf(rows.map((row) => row.question.id));
    return {
      session: toSession(
        session,
        rows.map((row) => row.item),
      ),
      questions: rows.map((row) => {
        const choiceCounts = counts.get(row.question.id) ?? [];
        const shown = revealsAnswer(session, row.item) ? choiceCounts : [];
        return {
          row,
          choiceCounts,
          view: toSessionQuestion({ session, ...row, choiceCounts: shown }),
        };
      }),
    };
  }

  return {
    removed,
    productFor,
    sessionFor,
    sessionObject,
    reload,
    itemFor,
    sessionQuestion,
    sessionQuestions,
  };
}

export type SessionAccess = ReturnType<typeof sessionAccess>;
