import type { ChoiceKey } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { type HighlightRange, mergeHighlights } from '@boardready/contracts/qa-highlight-rules';
import type { Database } from '../../db/client';
import { notebookRepository } from '../notebook/repository';
import { type AttemptAccess, withdrawnIn } from './attempt-access';
import { qaSaRepository } from './repository';

/**
 * An attempt's questions: shown, answered, marked (for review, strike-outs, highlights) while
 * their block runs.
 */

export function attemptAnswers(db: Database, access: AttemptAccess, clock: () => Date) {
  const repo = qaSaRepository(db);
  const notebook = notebookRepository(db);
  const { attemptFor, settle, positionCheck, openItem, questionOf } = access;

  return {
    async item(accountId: number, attemptId: number, position: number) {
      const now = clock();
      const { attempt, form } = await attemptFor(accountId, attemptId, now);
      positionCheck(form, position);
      let item: Awaited<ReturnType<typeof openItem>>;
      if (attempt.status === 'completed') {
        item = (await repo.formItems(form.id))[position - 1]!;
        if (withdrawnIn(attempt)(item)) throw errors.questionWithdrawn();
      } else item = await openItem(attempt, form, position, now);
      const answer = (await repo.answer(attempt.id, position))!;
      return questionOf(attempt, form, item.questionId, answer);
    },

    async answer(accountId: number, attemptId: number, position: number, key: ChoiceKey | null) {
      const now = clock();
      const found = await attemptFor(accountId, attemptId, now);
      const attempt = await settle(found.attempt, found.form, now);
      const item = await openItem(attempt, found.form, position, now);
      const kept = (await repo.answer(attempt.id, position))!;
      const { question } = await repo.question(item.questionId, kept.questionVersion);
      if (key !== null && !question.choices.some((c) => c.key === key)) {
        throw errors.invalidChoice(`This question has no choice ${key}.`, {
          fields: { choiceKey: `Choose one of ${question.choices.map((c) => c.key).join(', ')}.` },
        });
      }
      const answer = await repo.updateAnswer(attempt.id, position, {
        selectedKey: key,
        answeredAt: key === null ? null : now,
      });
      return questionOf(attempt, found.form, item.questionId, answer);
    },

    /**
     * The exam's own marks (mark for review, strike-outs) in the running block; the note goes to
     * the learner's notebook (decision 0908), in the running block or in a completed attempt's
     * review, never on a question of a block not yet reached.
     */
    async mark(
      accountId: number,
      attemptId: number,
      position: number,
      body: {
        flagged?: boolean;
        struckKeys?: ChoiceKey[];
        highlights?: HighlightRange[];
        note?: string;
      },
    ) {
      const sitting =
        body.flagged !== undefined ||
        body.struckKeys !== undefined ||
        body.highlights !== undefined;
      if (!sitting && body.note === undefined) {
        throw errors.nothingToChange('Give flagged, struckKeys, highlights or note.');
      }
      const now = clock();
      const found = await attemptFor(accountId, attemptId, now);
      let attempt = found.attempt;
      let questionId: number;
      if (!sitting && attempt.status === 'completed') {
        positionCheck(found.form, position);
        const item = (await repo.formItems(found.form.id))[position - 1]!;
        if (withdrawnIn(attempt)(item)) throw errors.questionWithdrawn();
        questionId = item.questionId;
      } else {
        attempt = await settle(attempt, found.form, now);
        questionId = (await openItem(attempt, found.form, position, now)).questionId;
      }
      const answer = sitting
        ? await repo.updateAnswer(attempt.id, position, {
            ...(body.flagged !== undefined ? { flagged: body.flagged } : {}),
            ...(body.struckKeys !== undefined ? { struckKeys: [...new Set(body.struckKeys)] } : {}),
            ...(body.highlights !== undefined
              ? { highlights: mergeHighlights(body.highlights) }
              : {}),
          })
        : (await repo.answer(attempt.id, position))!;
      if (body.note !== undefined)
        await notebook.save(accountId, questionId, { note: body.note }, now);
      return questionOf(attempt, found.form, questionId, answer);
    },
  };
}
