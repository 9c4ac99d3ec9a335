import {
  type ChoiceKey,
  MAX_SESSION_QUESTIONS,
  type QaSession,
  type QaSessionQuestion,
  type QuestionFilter,
  questionFilter,
  type TopicNode,
  type ViewMode,
} from '@boardready/contracts';
import { AppError, ErrorCode, errors } from '@boardready/contracts/errors';
import { mergeHighlights } from '@boardready/contracts/qa-highlight-rules';
import type { Database } from '../../db/client';
import type { QaStoredFilters } from '../../db/schema';
import { audit } from '../audit/audit';
import { assertUsable, availabilityOf } from '../products/service';
import { revealsAnswer, revealsCorrectness, toSession, toSessionQuestion, toSummary } from './dto';
import {
  type MarkChanges,
  type Pool,
  type ProductAccess,
  type QaRepository,
  qaRepository,
  type SessionRow,
} from './repository';

const sessionNotFound = () => errors.sessionNotFound();
const sessionEnded = () => errors.sessionEnded();
/** Spec §7/§8: the watched calls' 422 once the retired questions are out (decision 0902). */
const questionsRemoved = () => errors.qaQuestionsRemoved();

const listOf = (ids: number[]) => ids.join(', ');

export interface CreateInput extends QuestionFilter {
  name: string;
  numberOfQuestions: number;
  durationSeconds: number | null;
  viewMode: ViewMode;
}

/**
 * The caller's usable Q&A product and its bank; 404 for anyone else's, 403 when unusable.
 * `watched`: a spec §7 watched call on the product (its sessions, its progress summary), so any
 * of the caller's sessions on it holding a retired question is pruned and the call answers 422.
 */
export async function qaProductFor(
  repo: Pick<QaRepository, 'productAccess' | 'sessionsHoldingRetired' | 'pruneRetired'>,
  accountId: number,
  userProductId: number,
  now: Date,
  watched = false,
) {
  const product = await repo.productAccess(accountId, userProductId);
  if (!product) throw errors.productNotFound();
  assertUsable(product, now);
  if (product.bankId === null) {
    throw errors.noQuestionBank();
  }
  if (watched) {
    const stale = await repo.sessionsHoldingRetired(accountId, userProductId);
    if (stale.length > 0) {
      await repo.pruneRetired(stale, now);
      throw questionsRemoved();
    }
  }
  return product as ProductAccess & { bankId: number };
}

export function qaService(db: Database) {
  const repo = qaRepository(db);

  /** Prunes the sessions and answers the watched 422 (decision 0902). */
  async function removed(sessionIds: number[], now: Date): Promise<never> {
    await repo.pruneRetired(sessionIds, now);
    throw questionsRemoved();
  }

  const productFor = (accountId: number, userProductId: number, now: Date, watched = false) =>
    qaProductFor(repo, accountId, userProductId, now, watched);

  /**
   * The caller's session on a usable product; 404 for anyone else's, 403 when unusable, and the
   * watched 422 (after pruning) when it holds a retired question.
   */
  async function sessionFor(accountId: number, sessionId: number, now: Date, watched = true) {
    const row = await repo.ownedSession(accountId, sessionId);
    if (!row) throw sessionNotFound();
    assertUsable(row, now);
    if (watched && row.holdsRetired) await removed([row.session.id], now);
    return row.session;
  }

  async function sessionObject(session: SessionRow): Promise<QaSession> {
    return toSession(session, await repo.items(session.id));
  }

  async function reload(sessionId: number): Promise<QaSession> {
    return sessionObject(await repo.session(sessionId));
  }

  /** The filter checked against the bank (unknown ids → 400 naming them) and made a pool. */
  async function poolFor(product: ProductAccess & { bankId: number }, filter: QuestionFilter) {
    const topicIds = [...new Set(filter.topicIds)];
    const objectiveIds = [...new Set(filter.mocaLearningObjectives)];
    let leafTopicIds: number[] | null = null;
    if (topicIds.length > 0) {
      const topics = await repo.topics(product.bankId);
      const known = new Set(topics.map((t) => t.id));
      const unknown = topicIds.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw errors.unknownTopics(
          `These topics are not in this question bank: ${listOf(unknown)}.`,
          { fields: { topicIds: `Unknown topic ids: ${listOf(unknown)}.` } },
        );
      }
      // A top-level topic stands for its children: questions are tagged with leaf topics.
      const chosen = new Set(topicIds);
      leafTopicIds = topics
        .filter((t) => chosen.has(t.id) || (t.parentId !== null && chosen.has(t.parentId)))
        .map((t) => t.id);
    }
    if (objectiveIds.length > 0) {
      const known = new Set((await repo.objectives(product.bankId)).map((o) => o.id));
      const unknown = objectiveIds.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw errors.unknownObjectives(
          `These MOC learning objectives are not in this question bank: ${listOf(unknown)}.`,
          {
            fields: {
              mocaLearningObjectives: `Unknown learning objective ids: ${listOf(unknown)}.`,
            },
          },
        );
      }
    }
    const pool: Pool = {
      bankId: product.bankId,
      accountId: product.accountId,
      leafTopicIds,
      curatedOnly: filter.curatedReviewQuestionsOnly,
      // QA-19: mocaPedsQuestionsOnly follows the list; the server does not trust the flag.
      objectiveIds: objectiveIds.length > 0 ? objectiveIds : null,
      skipped: filter.includeSkipped,
      notViewed: filter.includeNotViewed,
      bookmarked: filter.includeBookmarked,
      incorrect: filter.includeIncorrect,
    };
    const stored: QaStoredFilters = {
      topicIds,
      includeSkipped: filter.includeSkipped,
      includeNotViewed: filter.includeNotViewed,
      includeBookmarked: filter.includeBookmarked,
      includeIncorrect: filter.includeIncorrect,
      curatedReviewQuestionsOnly: filter.curatedReviewQuestionsOnly,
      mocaLearningObjectives: objectiveIds,
    };
    return { pool, stored };
  }

  async function itemFor(session: SessionRow, position: number) {
    const row = await repo.item(session.id, position);
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
    const choiceCounts = revealsAnswer(session, item) ? await repo.choiceCounts(question.id) : [];
    return toSessionQuestion({ session, item, question, topics, choiceCounts });
  }

  async function create(
    accountId: number,
    userProductId: number,
    input: CreateInput,
    options: { activate: boolean; now?: Date },
  ): Promise<QaSession> {
    const now = options.now ?? new Date();
    const product = await productFor(accountId, userProductId, now);
    const { pool, stored } = await poolFor(product, input);
    const questions = await repo.samplePool(pool, input.numberOfQuestions);
    if (questions.length === 0) throw errors.noMatchingQuestions();
    const created = await repo.createSession(
      {
        accountId,
        userProductId,
        name: input.name,
        sessionType: 'UserDefined',
        viewMode: input.viewMode,
        durationSeconds: input.durationSeconds,
        requestedCount: input.numberOfQuestions,
        questionCount: questions.length,
        filters: stored,
        createdAt: now,
        updatedAt: now,
      },
      questions,
      options.activate,
    );
    return toSession(created.session, created.items);
  }

  return {
    create,

    async getSession(accountId: number, sessionId: number, now = new Date()) {
      return sessionObject(await sessionFor(accountId, sessionId, now));
    },

    async list(accountId: number, userProductId: number, now = new Date()) {
      await productFor(accountId, userProductId, now, true);
      const rows = await repo.listSessions(accountId, userProductId);
      return { sessions: rows.map(toSummary) };
    },

    async count(
      accountId: number,
      userProductId: number,
      filter: QuestionFilter,
      now = new Date(),
    ) {
      const product = await productFor(accountId, userProductId, now, true);
      const { pool } = await poolFor(product, filter);
      return { available: await repo.countPool(pool) };
    },

    async topicTree(accountId: number, userProductId: number, now = new Date()) {
      const product = await productFor(accountId, userProductId, now, true);
      const [topics, counts, objectives, objectiveCounts, specialty] = await Promise.all([
        repo.topics(product.bankId),
        repo.topicCounts(product.bankId),
        repo.objectives(product.bankId),
        repo.objectiveCounts(product.bankId),
        repo.bankSpecialty(product.bankId),
      ]);
      const node = (t: { id: number; name: string }): TopicNode => ({
        id: t.id,
        name: t.name,
        questionCount: counts.get(t.id) ?? 0,
        children: topics.filter((c) => c.parentId === t.id).map(node),
      });
      return {
        specialty: specialty ?? product.specialty,
        topics: topics.filter((t) => t.parentId === null).map(node),
        mocaLearningObjectives: objectives.map((o) => ({
          id: o.id,
          text: o.text,
          questionCount: objectiveCounts.get(o.id) ?? 0,
        })),
      };
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
        await repo.updateSession(session.id, { name: body.name, updatedAt: now });
      }
      if (body.secondsElapsed !== undefined && session.status === 'active') {
        await repo.recordElapsed(session.id, body.secondsElapsed, now);
      }
      if (body.currentPosition !== undefined) {
        if (body.currentPosition !== session.currentPosition) {
          await repo.updateSession(session.id, { currentPosition: body.currentPosition });
        }
        await repo.markSeen(accountId, session.id, body.currentPosition, now);
      }
      if (activate && !session.isActive) await repo.activate(accountId, session.id);
      return reload(session.id);
    },

    /** Not watched: deleting takes the retired questions away with the rest. */
    async remove(accountId: number, sessionId: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now, false);
      await repo.deleteSession(session.id, now);
      return { deleted: true as const };
    },

    /** QA-37. An ended session keeps its final time: a late call changes nothing. */
    async recordElapsed(accountId: number, sessionId: number, seconds: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      const secondsElapsed =
        session.status === 'ended'
          ? session.secondsElapsed
          : await repo.recordElapsed(session.id, seconds, now);
      return { qaSessionId: session.id, secondsElapsed };
    },

    async end(accountId: number, sessionId: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      // Test mode: its answers are scored now that their correctness shows (decision 0802).
      if (session.status !== 'ended') await repo.endSession(session.id, now);
      return reload(session.id);
    },

    /** QA-38/39: the same questions fresh, or only those answered wrong; retired ones drop out. */
    async duplicate(
      accountId: number,
      sessionId: number,
      options: { questions: 'all' | 'incorrect'; name?: string | undefined },
      now = new Date(),
    ) {
      const session = await sessionFor(accountId, sessionId, now);
      let items = await repo.items(session.id);
      if (options.questions === 'incorrect') {
        if (!revealsCorrectness(session)) {
          throw errors.sessionNotEnded();
        }
        items = items.filter((item) => item.isCorrect === false);
        if (items.length === 0) {
          throw errors.noIncorrectQuestions();
        }
      }
      const versions = await repo.publishedVersions(items.map((item) => item.questionId));
      const questions = items
        .filter((item) => versions.has(item.questionId))
        .map((item) => ({ id: item.questionId, version: versions.get(item.questionId)! }));
      if (questions.length === 0) {
        throw errors.noMatchingQuestions(
          'The questions of this session have all been removed from the question bank.',
        );
      }
      const suffix = options.questions === 'incorrect' ? ' (incorrect)' : ' (copy)';
      const name = options.name ?? `${session.name.slice(0, 100 - suffix.length)}${suffix}`;
      const created = await repo.createSession(
        {
          accountId,
          userProductId: session.userProductId,
          name,
          sessionType: 'Duplicate',
          viewMode: session.viewMode,
          durationSeconds: session.durationSeconds,
          requestedCount: questions.length,
          questionCount: questions.length,
          filters: session.filters,
          createdAt: now,
          updatedAt: now,
        },
        questions,
        false,
      );
      return toSession(created.session, created.items);
    },

    /** QA-40: every published question of a book topic (and its children), tutor mode, untimed. */
    async createBookTopicSession(
      accountId: number,
      userProductId: number,
      topicId: number,
      now = new Date(),
    ) {
      const product = await productFor(accountId, userProductId, now);
      const topics = await repo.topics(product.bankId);
      const topic = topics.find((t) => t.id === topicId);
      if (!topic) {
        throw errors.topicNotFound();
      }
      const { pool, stored } = await poolFor(
        product,
        questionFilter.parse({ topicIds: [topic.id] }),
      );
      const questions = await repo.samplePool(pool, MAX_SESSION_QUESTIONS);
      if (questions.length === 0) {
        throw errors.noMatchingQuestions(`The topic ${topic.name} has no questions yet.`);
      }
      const created = await repo.createSession(
        {
          accountId,
          userProductId,
          name: topic.name.slice(0, 100),
          sessionType: 'BookTopic',
          viewMode: 'tutor',
          durationSeconds: null,
          requestedCount: questions.length,
          questionCount: questions.length,
          filters: stored,
          createdAt: now,
          updatedAt: now,
        },
        questions,
        true,
      );
      return { qaSessionId: created.session.id };
    },

    async question(accountId: number, sessionId: number, position: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      return sessionQuestion(session, position);
    },

    /** Saved at once; tutor mode takes one answer, test mode may change it until the end. */
    async answer(
      accountId: number,
      sessionId: number,
      position: number,
      key: ChoiceKey,
      now = new Date(),
    ) {
      const session = await sessionFor(accountId, sessionId, now);
      if (session.status === 'ended') throw sessionEnded();
      const row = await itemFor(session, position);
      const { question } = row;
      if (!question.choices.some((c) => c.key === key)) {
        throw errors.invalidChoice(
          `Choice ${key} is not one of this question's choices (${question.choices.map((c) => c.key).join(', ')}).`,
          { fields: { choiceKey: 'Not a choice of this question.' } },
        );
      }
      const { outcome, item } = await repo.answer({
        accountId,
        item: row.item,
        key,
        correctKey: question.correctKey,
        changeable: session.viewMode === 'test',
        // test mode: scored when the session ends, its correctness hidden until then
        scored: revealsCorrectness(session),
        now,
      });
      if (outcome === 'ended') throw sessionEnded();
      if (outcome === 'contended') {
        throw errors.answerConflict();
      }
      if (outcome === 'locked') {
        throw errors.alreadyAnswered();
      }
      return sessionQuestion(session, position, { ...row, item });
    },

    async mark(
      accountId: number,
      sessionId: number,
      position: number,
      changes: MarkChanges,
      now = new Date(),
    ) {
      const session = await sessionFor(accountId, sessionId, now);
      const { question } = await itemFor(session, position);
      if (
        changes.bookmarked === undefined &&
        changes.struckKeys === undefined &&
        changes.highlights === undefined &&
        changes.note === undefined
      ) {
        throw errors.nothingToChange('Send bookmarked, struckKeys, highlights or note.');
      }
      let struckKeys: ChoiceKey[] | undefined;
      if (changes.struckKeys) {
        const keys = new Set(question.choices.map((c) => c.key));
        const foreign = changes.struckKeys.filter((k) => !keys.has(k));
        if (foreign.length > 0) {
          throw errors.invalidChoice(
            `Choice ${foreign.join(', ')} is not one of this question's choices.`,
            { fields: { struckKeys: 'Not a choice of this question.' } },
          );
        }
        struckKeys = [...new Set(changes.struckKeys)].sort();
      }
      await repo.mark(
        accountId,
        session.id,
        position,
        {
          ...(changes.bookmarked !== undefined ? { bookmarked: changes.bookmarked } : {}),
          ...(struckKeys ? { struckKeys } : {}),
          ...(changes.highlights ? { highlights: mergeHighlights(changes.highlights) } : {}),
          ...(changes.note !== undefined ? { note: changes.note } : {}),
        },
        now,
      );
      return sessionQuestion(session, position);
    },

    /** The account's active session (own account only); none when its product is unusable. */
    async userCheck(actingAccountId: number, accountId: number, now = new Date()) {
      if (accountId !== actingAccountId) {
        throw errors.notYourAccount();
      }
      const active = await repo.activeSession(accountId);
      if (!active || availabilityOf(active, now) !== 'usable') return { activeSession: null };
      if (active.holdsRetired) await removed([active.qaSessionId], now);
      return {
        activeSession: { qaSessionId: active.qaSessionId, userProductId: active.userProductId },
      };
    },

    /** The learner's own flag on the question at this position. */
    async questionFlag(accountId: number, sessionId: number, position: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      const { item } = await itemFor(session, position);
      const flag = await repo.flag(accountId, item.questionId);
      return { flag: flag ? toFlag(flag) : null };
    },

    async flagQuestion(
      accountId: number,
      sessionId: number,
      position: number,
      comment: string,
      now = new Date(),
    ) {
      const session = await sessionFor(accountId, sessionId, now);
      const { item } = await itemFor(session, position);
      return { flag: toFlag(await repo.saveFlag(accountId, item.questionId, comment, now)) };
    },

    async listFlags(limit: number) {
      const rows = await repo.listFlags(limit);
      return {
        flags: rows.map((r) => ({
          ...toFlag(r.flag),
          questionCode: r.questionCode,
          questionStatus: r.questionStatus,
          accountId: r.flag.accountId,
          accountEmail: r.accountEmail,
        })),
      };
    },

    /**
     * Staff retire a question by id or code (audited; the CLI has no actor); sessions holding it
     * are pruned when next touched.
     */
    async retireQuestion(
      where: { id: number } | { code: string },
      actor: { accountId: number; requestId: string } | null,
      now = new Date(),
    ) {
      const result = await repo.retireQuestion(where, now);
      if (!result) throw errors.questionNotFound();
      if (result.changed) {
        await audit(db, {
          action: 'qa.question.retire',
          actorAccountId: actor?.accountId ?? null,
          ...(actor ? { requestId: actor.requestId } : {}),
          details: { questionId: result.questionId, code: result.code, via: actor ? 'api' : 'cli' },
        });
      }
      return { ...result, status: 'retired' as const };
    },

    async dashboardProduct(accountId: number, userProductId: number, now = new Date()) {
      const product = await productFor(accountId, userProductId, now, true);
      const [progress, active] = await Promise.all([
        repo.progress(accountId, product.bankId, userProductId),
        repo.activeSession(accountId),
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

function toFlag(row: { questionId: number; comment: string; createdAt: Date; updatedAt: Date }) {
  return {
    questionId: row.questionId,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type QaService = ReturnType<typeof qaService>;
