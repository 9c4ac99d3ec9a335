import type {
  ChoiceKey,
  QaSessionQuestion,
  SaAttempt,
  SaForm,
  SaResults,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { productRepository } from '../products/repository';
import { assertUsable } from '../products/service';
import { toSessionQuestion } from '../qa/dto';
import {
  type AnswerRow,
  type AttemptRow,
  type FormRow,
  isUniqueViolation,
  qaSaRepository,
} from './repository';
import { blockClocks, passLikelihood, percentileRank, scorePercent } from './scoring';

/**
 * Self-assessment attempts (decision 0904). Every call loads the product or the attempt through
 * the acting account (another learner's: 404). Test mode throughout: nothing about correctness
 * leaves the server before the attempt is completed. A block whose time ran out counts as ended
 * at once; the next write records it (a GET writes nothing).
 */

const attemptNotFound = () => errors.attemptNotFound();

/** Questions a completed attempt was scored on: the form's less those withdrawn (0905). */
const scoredCountOf = (a: AttemptRow) => a.questionCount - a.withdrawnPositions.length;

const questionWithdrawn = () => errors.questionWithdrawn();

const summaryOf = (a: AttemptRow) => {
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
function withdrawnIn(attempt: AttemptRow) {
  const scoredWithout = new Set(attempt.withdrawnPositions);
  return (item: { position: number; retired: boolean }) =>
    attempt.status === 'completed' ? scoredWithout.has(item.position) : item.retired;
}

export function qaSaService(db: Database, clock: () => Date = () => new Date()) {
  const repo = qaSaRepository(db);
  const productRepo = productRepository(db);

  async function productFor(accountId: number, userProductId: number, now: Date) {
    const product = await productRepo.ownedProduct(accountId, userProductId);
    if (!product) throw errors.productNotFound();
    assertUsable(product, now);
    return product;
  }

  async function attemptFor(accountId: number, attemptId: number, now: Date) {
    const row = await repo.ownedAttempt(accountId, attemptId);
    if (!row) throw attemptNotFound();
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

  /** Scores the attempt: the last block has ended. Questions retired by now are not scored. */
  async function complete(attempt: AttemptRow, form: FormRow, blockSeconds: number[], now: Date) {
    const [key, answers] = await Promise.all([repo.formKey(form.id), repo.answers(attempt.id)]);
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
    if (blockNumber === form.blocks.length) return complete(attempt, form, blockSeconds, now);
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
    if (item.retired) throw questionWithdrawn();
    return item;
  }

  async function questionOf(
    attempt: AttemptRow,
    form: FormRow,
    questionId: number,
    answer: AnswerRow,
  ): Promise<QaSessionQuestion> {
    const { question, topics } = await repo.question(questionId);
    const completed = attempt.status === 'completed';
    const choiceCounts = completed ? await repo.choiceCounts(form.id, answer.position) : [];
    return toSessionQuestion({
      // always test mode: the key and explanation once the attempt is completed
      session: { viewMode: 'test', status: completed ? 'ended' : 'active' },
      item: {
        position: answer.position,
        selectedKey: answer.selectedKey,
        isCorrect: completed ? answer.selectedKey === question.correctKey : null,
        bookmarked: answer.flagged,
        struckKeys: answer.struckKeys,
        // exam forms keep no highlights or notes (yet): the player offers neither
        highlights: [],
        note: '',
      },
      question,
      topics,
      choiceCounts,
    });
  }

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

    async item(accountId: number, attemptId: number, position: number) {
      const now = clock();
      const { attempt, form } = await attemptFor(accountId, attemptId, now);
      positionCheck(form, position);
      let item: Awaited<ReturnType<typeof openItem>>;
      if (attempt.status === 'completed') {
        item = (await repo.formItems(form.id))[position - 1]!;
        if (withdrawnIn(attempt)(item)) throw questionWithdrawn();
      } else item = await openItem(attempt, form, position, now);
      const answer = (await repo.answer(attempt.id, position))!;
      return questionOf(attempt, form, item.questionId, answer);
    },

    async answer(accountId: number, attemptId: number, position: number, key: ChoiceKey | null) {
      const now = clock();
      const found = await attemptFor(accountId, attemptId, now);
      const attempt = await settle(found.attempt, found.form, now);
      const item = await openItem(attempt, found.form, position, now);
      const { question } = await repo.question(item.questionId);
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

    async mark(
      accountId: number,
      attemptId: number,
      position: number,
      body: { flagged?: boolean; struckKeys?: ChoiceKey[] },
    ) {
      if (body.flagged === undefined && body.struckKeys === undefined) {
        throw errors.nothingToChange('Give flagged or struckKeys.');
      }
      const now = clock();
      const found = await attemptFor(accountId, attemptId, now);
      const attempt = await settle(found.attempt, found.form, now);
      const item = await openItem(attempt, found.form, position, now);
      const answer = await repo.updateAnswer(attempt.id, position, {
        ...(body.flagged !== undefined ? { flagged: body.flagged } : {}),
        ...(body.struckKeys !== undefined ? { struckKeys: [...new Set(body.struckKeys)] } : {}),
      });
      return questionOf(attempt, found.form, item.questionId, answer);
    },

    async results(accountId: number, attemptId: number): Promise<SaResults> {
      const now = clock();
      const { attempt, form } = await attemptFor(accountId, attemptId, now);
      if (attempt.status !== 'completed' || attempt.correctCount === null) {
        throw errors.attemptNotCompleted();
      }
      const [key, answers, others] = await Promise.all([
        repo.formKey(form.id),
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
