import type { QaSessionQuestion, SaAttempt } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { notebookRepository } from '../notebook/repository';
import { productRepository } from '../products/repository';
import { assertUsable } from '../products/service';
import { toSessionQuestion } from '../qa/dto';
import { type AnswerRow, type AttemptRow, type FormRow, qaSaRepository } from './repository';
import { blockClocks, scorePercent } from './scoring';

/**
 * How every self-assessment call reaches an attempt and shows it: the learner's product or
 * attempt (another learner's: 404), the attempt with its blocks' clocks, a block that ran out
 * recorded before anything else is written, the running block's question (decision 0904).
 */

/** Questions a completed attempt was scored on: the form's less those withdrawn (0905). */
export const scoredCountOf = (a: AttemptRow) => a.questionCount - a.withdrawnPositions.length;

export const summaryOf = (a: AttemptRow) => {
  const scored = a.status === 'completed' && a.correctCount !== null;
  return {
    attemptId: a.id,
    formId: a.formId,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    completedAt: a.completedAt?.toISOString() ?? null,
    questionCount: a.questionCount,
    correctCount: scored ? a.correctCount : null,
    scoredCount: scored ? scoredCountOf(a) : null,
    scorePercent: scored ? scorePercent(a.correctCount!, scoredCountOf(a)) : null,
  };
};

/**
 * Is the question at a position withdrawn? While the attempt runs: retired now; once completed:
 * as it was when scored (a later retirement never changes a result already given).
 */
export function withdrawnIn(attempt: AttemptRow) {
  const scoredWithout = new Set(attempt.withdrawnPositions);
  return (item: { position: number; retired: boolean }) =>
    attempt.status === 'completed' ? scoredWithout.has(item.position) : item.retired;
}

export function attemptAccess(db: Database) {
  const repo = qaSaRepository(db);
  const notebook = notebookRepository(db);
  const productRepo = productRepository(db);

  async function productFor(accountId: number, userProductId: number, now: Date) {
    const product = await productRepo.ownedProduct(accountId, userProductId);
    if (!product) throw errors.productNotFound();
    assertUsable(product, now);
    return product;
  }

  async function attemptFor(accountId: number, attemptId: number, now: Date) {
    const row = await repo.ownedAttempt(accountId, attemptId);
    if (!row) throw errors.attemptNotFound();
    assertUsable(row, now);
    const form = (await repo.form(row.attempt.formId))!;
    return { attempt: row.attempt, form };
  }

  async function attemptObject(attempt: AttemptRow, form: FormRow, now: Date): Promise<SaAttempt> {
    const [items, answers] = await Promise.all([repo.formItems(form.id), repo.answers(attempt.id)]);
    const clocks = blockClocks(attempt, form.blocks, now);
    let first = 1;
    const blocks = form.blocks.map((block, i) => {
      const blockNumber = i + 1;
      const firstPosition = first;
      first += block.questionCount;
      const inBlock = answers.filter(
        (a) => a.position >= firstPosition && a.position < firstPosition + block.questionCount,
      );
      return {
        blockNumber,
        timeLimitSeconds: block.timeLimitSeconds,
        firstPosition,
        questionCount: block.questionCount,
        state: clocks[i]!.state,
        secondsUsed: clocks[i]!.secondsUsed,
        answeredCount: inBlock.filter((a) => a.selectedKey !== null).length,
      };
    });
    const running = blocks.find((b) => b.state === 'running');
    const byPosition = new Map(answers.map((a) => [a.position, a]));
    const withdrawn = withdrawnIn(attempt);
    return {
      ...summaryOf(attempt),
      userProductId: attempt.userProductId,
      formTitle: form.title,
      currentBlock: attempt.currentBlock,
      secondsRemaining: running ? running.timeLimitSeconds - running.secondsUsed : null,
      blocks,
      items: items.map((item) => ({
        position: item.position,
        blockNumber: item.blockNumber,
        answered: byPosition.get(item.position)?.selectedKey != null,
        flagged: byPosition.get(item.position)?.flagged ?? false,
        withdrawn: withdrawn(item),
      })),
    };
  }

  /**
   * Scores the attempt: the last block has ended. Questions retired by now are not scored; each
   * question is scored as the version the attempt keeps (decision 1305).
   */
  async function complete(attempt: AttemptRow, blockSeconds: number[], now: Date) {
    const [key, answers] = await Promise.all([repo.attemptKey(attempt), repo.answers(attempt.id)]);
    const selected = new Map(answers.map((a) => [a.position, a.selectedKey]));
    const scored = key.filter((k) => !k.retired);
    const correctCount = scored.filter((k) => selected.get(k.position) === k.correctKey).length;
    return repo.updateAttempt(attempt, {
      status: 'completed',
      blockStartedAt: null,
      blockSeconds,
      correctCount,
      withdrawnPositions: key.filter((k) => k.retired).map((k) => k.position),
      completedAt: now,
    });
  }

  /** Ends block `blockNumber` (the current one, running or run out) and moves on or scores. */
  async function finishBlock(attempt: AttemptRow, form: FormRow, blockNumber: number, now: Date) {
    const clock = blockClocks(attempt, form.blocks, now)[blockNumber - 1]!;
    const blockSeconds = [...attempt.blockSeconds];
    blockSeconds[blockNumber - 1] = clock.secondsUsed;
    if (blockNumber === form.blocks.length) return complete(attempt, blockSeconds, now);
    return repo.updateAttempt(attempt, {
      currentBlock: blockNumber + 1,
      blockStartedAt: null,
      blockSeconds,
    });
  }

  /** Records a block that ran out of time before anything else is written. */
  async function settle(attempt: AttemptRow, form: FormRow, now: Date): Promise<AttemptRow> {
    if (attempt.status !== 'inProgress') return attempt;
    const clock = blockClocks(attempt, form.blocks, now)[attempt.currentBlock - 1];
    if (!clock?.expired) return attempt;
    await finishBlock(attempt, form, attempt.currentBlock, now);
    return repo.attempt(attempt.id);
  }

  function positionCheck(form: FormRow, position: number) {
    if (position > form.questionCount) {
      throw errors.questionNotInForm(
        `This form has no question ${position}; it has ${form.questionCount}.`,
      );
    }
  }

  /** The running block's question at `position`, or 409 (another block, or time is up). */
  async function openItem(attempt: AttemptRow, form: FormRow, position: number, now: Date) {
    positionCheck(form, position);
    if (attempt.status === 'completed') {
      throw errors.attemptCompleted();
    }
    const items = await repo.formItems(form.id);
    const item = items[position - 1]!;
    const clock = blockClocks(attempt, form.blocks, now)[item.blockNumber - 1]!;
    if (item.blockNumber !== attempt.currentBlock || clock.state !== 'running') {
      throw errors.blockNotOpen(
        clock.state === 'notStarted' || item.blockNumber > attempt.currentBlock
          ? `Question ${position} is in block ${item.blockNumber}, which has not started.`
          : `Block ${item.blockNumber} has ended; its answers are final.`,
      );
    }
    if (item.retired) throw errors.questionWithdrawn();
    return item;
  }

  /** The question at `answer`'s position as the version the attempt keeps (decision 1305). */
  async function questionOf(
    attempt: AttemptRow,
    form: FormRow,
    questionId: number,
    answer: AnswerRow,
  ): Promise<QaSessionQuestion> {
    const [{ question, topics }, marks] = await Promise.all([
      repo.question(questionId, answer.questionVersion),
      notebook.marks(attempt.accountId, questionId),
    ]);
    const completed = attempt.status === 'completed';
    const choiceCounts = completed
      ? await repo.choiceCounts(form.id, answer.position, answer.questionVersion)
      : [];
    return toSessionQuestion({
      // always test mode: the key and explanation once the attempt is completed
      session: { viewMode: 'test', status: completed ? 'ended' : 'active' },
      item: {
        position: answer.position,
        selectedKey: answer.selectedKey,
        isCorrect: completed ? answer.selectedKey === question.correctKey : null,
        // the exam's "mark for review" (per attempt), not the notebook's bookmark (decision 0908)
        bookmarked: answer.flagged,
        struckKeys: answer.struckKeys,
        highlights: answer.highlights,
        // the note is the learner's, from the notebook
        note: marks.note,
      },
      question,
      topics,
      choiceCounts,
    });
  }

  return {
    productFor,
    attemptFor,
    attemptObject,
    finishBlock,
    settle,
    positionCheck,
    openItem,
    questionOf,
  };
}

export type AttemptAccess = ReturnType<typeof attemptAccess>;
