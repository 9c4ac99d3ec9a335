import type { SaAttempt } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { assertUsable } from '../products/service';
import type { AttemptAccess } from './attempt-access';
import { qaSaRepository } from './repository';
import { blockClocks } from './scoring';

/** An attempt's course: started (one open attempt a product), read, its blocks started and ended. */

export function attemptBlocks(db: Database, access: AttemptAccess, clock: () => Date) {
  const repo = qaSaRepository(db);
  const { attemptFor, attemptObject, settle, finishBlock } = access;

  return {
    async start(accountId: number, formId: number): Promise<SaAttempt> {
      const now = clock();
      const form = await repo.form(formId);
      // The learner's own product of the form: without one, the form is as good as absent.
      const product = form && (await repo.productOf(accountId, form.productId));
      if (!form || !product) throw errors.formNotFound();
      assertUsable(product, now);
      const userProductId = product.userProductId;
      const refuse = () => errors.attemptOpen();
      if (await repo.openAttempt(userProductId)) throw refuse();
      try {
        const attempt = await repo.insertAttempt({
          accountId,
          userProductId,
          formId,
          currentBlock: 1,
          blockStartedAt: now,
          blockSeconds: form.blocks.map(() => 0),
          questionCount: form.questionCount,
          startedAt: now,
        });
        return attemptObject(attempt, form, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse();
        throw error;
      }
    },

    async get(accountId: number, attemptId: number): Promise<SaAttempt> {
      const now = clock();
      const { attempt, form } = await attemptFor(accountId, attemptId, now);
      return attemptObject(attempt, form, now);
    },

    async startBlock(accountId: number, attemptId: number, blockNumber: number) {
      const now = clock();
      const found = await attemptFor(accountId, attemptId, now);
      const attempt = await settle(found.attempt, found.form, now);
      const clocks = blockClocks(attempt, found.form.blocks, now);
      if (blockNumber > clocks.length) {
        throw errors.blockNotFound(`This form has no block ${blockNumber}.`);
      }
      const state = attempt.status === 'completed' ? 'ended' : clocks[blockNumber - 1]!.state;
      if (state === 'running') return attemptObject(attempt, found.form, now);
      if (state === 'ended' || blockNumber !== attempt.currentBlock) {
        throw errors.blockNotNext(
          state === 'ended'
            ? `Block ${blockNumber} has ended.`
            : `Block ${attempt.currentBlock} comes first.`,
        );
      }
      await repo.updateAttempt(attempt, { blockStartedAt: now });
      return attemptObject(await repo.attempt(attempt.id), found.form, now);
    },

    async endBlock(accountId: number, attemptId: number, blockNumber: number) {
      const now = clock();
      const { attempt, form } = await attemptFor(accountId, attemptId, now);
      if (blockNumber > form.blocks.length) {
        throw errors.blockNotFound(`This form has no block ${blockNumber}.`);
      }
      const clocks = blockClocks(attempt, form.blocks, now);
      const state = attempt.status === 'completed' ? 'ended' : clocks[blockNumber - 1]!.state;
      // Ending an ended block again (a retry, or the timer of a second tab) changes nothing.
      if (state === 'ended' && !clocks[blockNumber - 1]!.expired) {
        return attemptObject(attempt, form, now);
      }
      if (state === 'notStarted') {
        throw errors.blockNotStarted(`Block ${blockNumber} has not started.`);
      }
      await finishBlock(attempt, form, blockNumber, now);
      return attemptObject(await repo.attempt(attempt.id), form, now);
    },
  };
}
