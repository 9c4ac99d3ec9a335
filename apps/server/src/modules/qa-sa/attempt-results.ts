import type { SaForm, SaResults } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { type AttemptAccess, scoredCountOf, summaryOf } from './attempt-access';
import { qaSaRepository } from './repository';
import { passLikelihood, percentileRank, scorePercent } from './scoring';

/** A product's forms with the learner's attempts, and a completed attempt's results. */

export function attemptResults(db: Database, access: AttemptAccess, clock: () => Date) {
  const repo = qaSaRepository(db);
  const { productFor, attemptFor } = access;

  return {
    async overview(accountId: number, userProductId: number): Promise<{ forms: SaForm[] }> {
      const product = await productFor(accountId, userProductId, clock());
      const [forms, attempts] = await Promise.all([
        repo.forms(product.productId),
        repo.attempts(userProductId),
      ]);
      return {
        forms: forms.map((form) => {
          const mine = attempts.filter((a) => a.formId === form.id);
          return {
            formId: form.id,
            title: form.title,
            questionCount: form.questionCount,
            passingPercent: form.passingPercent,
            blocks: form.blocks.map((b, i) => ({
              blockNumber: i + 1,
              questionCount: b.questionCount,
              timeLimitSeconds: b.timeLimitSeconds,
            })),
            openAttemptId: mine.find((a) => a.status === 'inProgress')?.id ?? null,
            attempts: mine.map(summaryOf),
          };
        }),
      };
    },

    async results(accountId: number, attemptId: number): Promise<SaResults> {
      const now = clock();
      const { attempt, form } = await attemptFor(accountId, attemptId, now);
      if (attempt.status !== 'completed' || attempt.correctCount === null) {
        throw errors.attemptNotCompleted();
      }
      const [key, answers, others] = await Promise.all([
        repo.attemptKey(attempt),
        repo.answers(attempt.id),
        repo.otherTakersScores(form.id, accountId),
      ]);
      const withdrawn = new Set(attempt.withdrawnPositions);
      const scoredKey = key.filter((k) => !withdrawn.has(k.position));
      const topics = await repo.topicNames([...new Set(scoredKey.map((k) => k.topicId))]);
      const topicName = new Map(topics.map((t) => [t.id, t.name]));
      const selected = new Map(answers.map((a) => [a.position, a.selectedKey]));
      const items = key.map((k) => {
        const selectedKey = selected.get(k.position) ?? null;
        return {
          position: k.position,
          blockNumber: k.blockNumber,
          selectedKey,
          correctKey: k.correctKey,
          isCorrect: selectedKey === k.correctKey,
          topicName: topicName.get(k.topicId) ?? '',
          withdrawn: withdrawn.has(k.position),
        };
      });
      const scoredCount = scoredCountOf(attempt);
      const score = scorePercent(attempt.correctCount, scoredCount);
      return {
        attemptId: attempt.id,
        formId: form.id,
        formTitle: form.title,
        completedAt: attempt.completedAt!.toISOString(),
        correctCount: attempt.correctCount,
        questionCount: attempt.questionCount,
        scoredCount,
        scorePercent: score,
        percentile: percentileRank({ correct: attempt.correctCount, scored: scoredCount }, others),
        takerCount: others.length + 1,
        passingPercent: form.passingPercent,
        passLikelihood: passLikelihood(score, form.passingPercent),
        topics: [...topics]
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((topic) => {
            const mine = scoredKey.filter((k) => k.topicId === topic.id);
            const correctCount = mine.filter(
              (k) => selected.get(k.position) === k.correctKey,
            ).length;
            return {
              topicId: topic.id,
              name: topic.name,
              correctCount,
              questionCount: mine.length,
              percent: scorePercent(correctCount, mine.length),
            };
          }),
        blocks: form.blocks.map((b, i) => ({
          blockNumber: i + 1,
          timeLimitSeconds: b.timeLimitSeconds,
          secondsUsed: attempt.blockSeconds[i] ?? 0,
        })),
        items,
      };
    },
  };
}
