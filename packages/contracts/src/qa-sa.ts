import { z } from 'zod';
import { defineEndpoint, idParam, wholeNumberParam } from './endpoint';
import {
  choiceKey,
  qaQuestionFlag,
  qaQuestionFlagInput,
  qaSessionQuestion,
  questionMarks,
} from './qa';

/**
 * Self-assessment exams (qa_sa products, issue 9; decision 0904): fixed forms in timed blocks,
 * always in test mode, one attempt open at a time, kept on the server so a reload resumes it.
 * An item's question uses the Q&A player's shape (`qaSessionQuestion`; `bookmarked` = flagged).
 */

/** A form holds at most this many questions (and blocks); positions run 1…n over all blocks. */
export const MAX_SA_QUESTIONS = 400;
export const MAX_SA_BLOCKS = 20;

export const saBlockState = z.enum(['notStarted', 'running', 'ended']);
export type SaBlockState = z.infer<typeof saBlockState>;

export const saAttemptStatus = z.enum(['inProgress', 'completed']);

export const saBlock = z.object({
  blockNumber: z.number().int(),
  timeLimitSeconds: z.number().int(),
  /** positions firstPosition … firstPosition + questionCount - 1 */
  firstPosition: z.number().int(),
  questionCount: z.number().int(),
  state: saBlockState,
  /** time used so far (running: until now; ended: when it ended, at most the limit) */
  secondsUsed: z.number().int(),
  answeredCount: z.number().int(),
});
export type SaBlock = z.infer<typeof saBlock>;

export const saAttemptSummary = z.object({
  attemptId: z.number().int(),
  formId: z.number().int(),
  status: saAttemptStatus,
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  questionCount: z.number().int(),
  /** null until completed (test mode: nothing is scored before the end) */
  correctCount: z.number().int().nullable(),
  /** questions scored: the form's, less those removed after review (decision 0905); null until completed */
  scoredCount: z.number().int().nullable(),
  scorePercent: z.number().nullable(),
});
export type SaAttemptSummary = z.infer<typeof saAttemptSummary>;

/** An attempt as the exam player needs it: where the learner is and how much time is left. */
export const saAttempt = saAttemptSummary.extend({
  userProductId: z.number().int(),
  formTitle: z.string(),
  currentBlock: z.number().int(),
  /** seconds left in the running block; null when no block runs */
  secondsRemaining: z.number().int().nullable(),
  blocks: z.array(saBlock),
  items: z.array(
    z.object({
      position: z.number().int(),
      blockNumber: z.number().int(),
      answered: z.boolean(),
      flagged: z.boolean(),
      /** staff retired the question: removed after review, not shown and not scored (decision 0905) */
      withdrawn: z.boolean(),
    }),
  ),
});
export type SaAttempt = z.infer<typeof saAttempt>;

export const saForm = z.object({
  formId: z.number().int(),
  title: z.string(),
  questionCount: z.number().int(),
  passingPercent: z.number().int(),
  blocks: z.array(
    z.object({
      blockNumber: z.number().int(),
      questionCount: z.number().int(),
      timeLimitSeconds: z.number().int(),
    }),
  ),
  /** the attempt in progress, if any (one at a time per product) */
  openAttemptId: z.number().int().nullable(),
  /** newest first */
  attempts: z.array(saAttemptSummary),
});
export type SaForm = z.infer<typeof saForm>;

export const saTopicResult = z.object({
  topicId: z.number().int(),
  name: z.string(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  percent: z.number(),
});

export const saResults = z.object({
  attemptId: z.number().int(),
  formId: z.number().int(),
  formTitle: z.string(),
  completedAt: z.string(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  /** questionCount less the questions removed after review (decision 0905); the score's base */
  scoredCount: z.number().int(),
  scorePercent: z.number(),
  /** 0–100: the share of takers of this form scoring lower, ties counted half (decision 0904) */
  percentile: z.number().int(),
  /** takers in the comparison (each taker's first completed attempt, this one included) */
  takerCount: z.number().int(),
  passingPercent: z.number().int(),
  /** an estimate (0–1), from a logistic model on the percent score (decision 0904) */
  passLikelihood: z.number(),
  topics: z.array(saTopicResult),
  blocks: z.array(
    z.object({
      blockNumber: z.number().int(),
      timeLimitSeconds: z.number().int(),
      secondsUsed: z.number().int(),
    }),
  ),
  items: z.array(
    z.object({
      position: z.number().int(),
      blockNumber: z.number().int(),
      selectedKey: choiceKey.nullable(),
      correctKey: choiceKey,
      isCorrect: z.boolean(),
      topicName: z.string(),
      /** removed after review: not scored, not in the topics, no review (decision 0905) */
      withdrawn: z.boolean(),
    }),
  ),
});
export type SaResults = z.infer<typeof saResults>;

const userProductParams = z.object({ userProductId: idParam }).strict();
const attemptParams = z.object({ attemptId: idParam }).strict();
const blockParams = z
  .object({
    attemptId: idParam,
    blockNumber: wholeNumberParam(
      1,
      MAX_SA_BLOCKS,
      `A block number is a whole number from 1 to ${MAX_SA_BLOCKS}, written in digits only.`,
    ),
  })
  .strict();
const itemParams = z
  .object({
    attemptId: idParam,
    position: wholeNumberParam(
      1,
      MAX_SA_QUESTIONS,
      `A position is a whole number from 1 to ${MAX_SA_QUESTIONS}, written in digits only.`,
    ),
  })
  .strict();
const emptyBody = z.object({}).strict();

export const qaSaEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sa/userproducts/:userProductId',
    summary: "A self-assessment product's forms with the learner's attempts (the sa-overview).",
    access: 'signedIn',
    params: userProductParams,
    response: z.object({ forms: z.array(saForm) }),
  }),
  startAttempt: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sa/forms/:formId/attempts',
    summary:
      "Start an attempt at a form of one of the learner's products, and its first block; 409 while another is open.",
    access: 'signedIn',
    params: z.object({ formId: idParam }).strict(),
    body: emptyBody,
    status: 201,
    response: saAttempt,
  }),
  getAttempt: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sa/attempts/:attemptId',
    summary: 'An attempt: its blocks, the current one and the time left (a reload resumes here).',
    access: 'signedIn',
    params: attemptParams,
    response: saAttempt,
  }),
  startBlock: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sa/attempts/:attemptId/blocks/:blockNumber/start',
    summary: 'Start the next block after the break between blocks; its clock starts now.',
    access: 'signedIn',
    idempotent: true,
    params: blockParams,
    body: emptyBody,
    response: saAttempt,
  }),
  endBlock: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sa/attempts/:attemptId/blocks/:blockNumber/end',
    summary:
      'End the running block (its answers are final); ending the last one scores the attempt.',
    access: 'signedIn',
    idempotent: true,
    params: blockParams,
    body: emptyBody,
    response: saAttempt,
  }),
  getItem: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sa/attempts/:attemptId/items/:position',
    summary:
      'A question of the running block; once the attempt is completed, with its answer and explanation (the review).',
    access: 'signedIn',
    params: itemParams,
    response: qaSessionQuestion,
  }),
  answerItem: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/qa/sa/attempts/:attemptId/items/:position/answer',
    summary: 'Save (or clear, with null) the answer to a question of the running block.',
    access: 'signedIn',
    idempotent: true,
    params: itemParams,
    body: z.object({ choiceKey: choiceKey.nullable() }).strict(),
    response: qaSessionQuestion,
  }),
  markItem: defineEndpoint({
    method: 'PATCH',
    path: '/api/3.0/qa/sa/attempts/:attemptId/items/:position',
    summary:
      "Mark a question for review (flagged), strike out choices or highlight the stem's text, in the running block; keep a note on it (the learner's notebook), also in review.",
    access: 'signedIn',
    idempotent: true,
    params: itemParams,
    // the note also in a completed attempt's review
    body: questionMarks.extend({ flagged: z.boolean().optional() }).strict(),
    response: qaSessionQuestion,
  }),
  getItemReport: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sa/attempts/:attemptId/items/:position/report',
    summary:
      "The learner's own problem report on this question, if any (the Q&A question flag, decision 0907).",
    access: 'signedIn',
    params: itemParams,
    response: z.object({ flag: qaQuestionFlag.nullable() }),
  }),
  reportItem: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/qa/sa/attempts/:attemptId/items/:position/report',
    summary:
      'Report a problem with a question of the running block or of a completed attempt (one report per learner and question, shared with Q&A; again replaces the comment).',
    access: 'signedIn',
    idempotent: true,
    params: itemParams,
    body: qaQuestionFlagInput,
    response: z.object({ flag: qaQuestionFlag }),
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sa/attempts/:attemptId/results',
    summary:
      'The score, percentile, estimated pass likelihood, topics and every answer of a completed attempt.',
    access: 'signedIn',
    params: attemptParams,
    response: saResults,
  }),
};
