import type { ChoiceKey } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { mergeHighlights } from '@boardready/contracts/qa-highlight-rules';
import type { Database } from '../../db/client';
import type { AnswerConfidence } from '../../db/schema';
import { memoryService } from '../memory/service';
import { answerRepository, type MarkChanges } from './answer-repository';
import { revealsCorrectness, toReveal } from './dto';
import type { SessionAccess } from './session-access';

/** The player's work on a question: showing it, answering it, marking it (bookmark, strike-outs, highlights, note). */

export function answerAndMark(db: Database, access: SessionAccess) {
  const answers = answerRepository(db);
  const memory = memoryService(db);
  const { sessionFor, itemFor, sessionQuestion, sessionQuestions } = access;

  return {
    async question(accountId: number, sessionId: number, position: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      return sessionQuestion(session, position);
    },

    /**
     * A running session whole for studying offline (decision 1705): each question as `question`
     * answers it and, in tutor mode, the reveal an unanswered one will show once answered (its
     * choice shares as they stand, without this answer). Retired questions never reach the pack:
     * as every watched call, it prunes them and answers 422 first. An ended session has nothing
     * left to answer: 409.
     */
    async offline(accountId: number, sessionId: number, now = new Date()) {
      const session = await sessionFor(accountId, sessionId, now);
      if (session.status === 'ended') {
        throw errors.sessionEnded(
          'This session has ended; its answers are final and there is nothing to take offline.',
        );
      }
      const pack = await sessionQuestions(session);
      return {
        session: pack.session,
        items: pack.questions.map(({ row, choiceCounts, view }) => ({
          ...view,
          revealOnAnswer:
            session.viewMode === 'tutor' && row.item.selectedKey === null
              ? toReveal(row.question, choiceCounts)
              : null,
        })),
      };
    },

    /**
     * Saved at once; tutor mode takes one answer, test mode may change it until the end. A tutor
     * answer is final, so it grades the question's memory item now (test mode: at the end).
     */
    async answer(
      accountId: number,
      sessionId: number,
      position: number,
      key: ChoiceKey,
      confidence: AnswerConfidence | undefined,
      now = new Date(),
    ) {
      const session = await sessionFor(accountId, sessionId, now);
      if (session.status === 'ended') throw errors.sessionEnded();
      const row = await itemFor(session, position);
      const { question } = row;
      if (!question.choices.some((c) => c.key === key)) {
        throw errors.invalidChoice(
          `Choice ${key} is not one of this question's choices (${question.choices.map((c) => c.key).join(', ')}).`,
          { fields: { choiceKey: 'Not a choice of this question.' } },
        );
      }
      const { outcome, item } = await answers.answer({
        accountId,
        item: row.item,
        key,
        confidence: confidence ?? null,
        correctKey: question.correctKey,
        changeable: session.viewMode === 'test',
        // test mode: scored when the session ends, its correctness hidden until then
        scored: revealsCorrectness(session),
        now,
      });
      if (outcome === 'ended') throw errors.sessionEnded();
      if (outcome === 'contended') {
        throw errors.answerConflict();
      }
      if (outcome === 'locked') {
        throw errors.alreadyAnswered();
      }
      if (outcome === 'saved' && session.viewMode === 'tutor') {
        await memory.gradeQuestion(
          { accountId, userProductId: session.userProductId, questionId: question.id },
          {
            isCorrect: key === question.correctKey,
            confidence: confidence ?? null,
            source: `qa-session:${session.id}:${position}`,
          },
          now,
        );
      }
      return sessionQuestion(session, position, { ...row, item: { ...row.item, ...item } });
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
      await answers.mark(
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
  };
}
