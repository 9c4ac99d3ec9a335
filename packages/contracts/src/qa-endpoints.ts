import { z } from 'zod';
import { defineEndpoint, idParam, idValue, limitParam, wholeNumberParam } from './endpoint';
import { productSpecialty } from './products';
import {
  answerConfidence,
  choiceKey,
  MAX_SECONDS_ELAPSED,
  MAX_SESSION_QUESTIONS,
  qaOfflineSession,
  qaQuestionFlag,
  qaQuestionFlagInput,
  qaSession,
  qaSessionCreateRequest,
  qaSessionQuestion,
  qaSessionSummary,
  qaSessionUpdate,
  questionFilter,
  questionMarks,
  topicNode,
} from './qa';

/**
 * The Q&A calls (spec §7): sessions, their questions, the create form's topic tree and count,
 * question flags and the staff's retire and flag list. Schemas live in qa.ts; decision 0802.
 */
const activationQuery = z
  .object({
    activate: z.enum(['true', 'false']).optional(),
    populatequestionids: z.enum(['true', 'false']).optional(),
    /** spec §7: every call carries a random requestId */
    requestId: z.uuid().optional(),
  })
  .strict();

const sessionIdParams = z.object({ qaSessionId: idParam }).strict();
const sessionItemParams = z
  .object({
    qaSessionId: idParam,
    position: wholeNumberParam(
      1,
      MAX_SESSION_QUESTIONS,
      `A position is a whole number from 1 to ${MAX_SESSION_QUESTIONS}, written in digits only.`,
    ),
  })
  .strict();
const userProductParams = z.object({ userProductId: idParam }).strict();

export const qaEndpoints = {
  getSession: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/qa/session/:qaSessionId',
    summary: 'Fetch a session with its navigator items (QA-32).',
    watched: true,
    access: 'signedIn',
    params: sessionIdParams,
    response: qaSession,
  }),
  createSessionV2: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/qa/session',
    summary:
      'Create a session from a session object (QA-33); with ?activate=true it also becomes the active one (QA-29).',
    access: 'signedIn',
    query: activationQuery,
    body: qaSessionCreateRequest,
    status: 201,
    response: qaSession,
  }),
  updateSession: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/qa/session',
    summary:
      'Update a session: name, elapsed time, the question on screen (QA-35); ?activate=true activates it (QA-28).',
    watched: true,
    access: 'signedIn',
    idempotent: true,
    query: activationQuery,
    body: qaSessionUpdate,
    response: qaSession,
  }),
  createSession: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sessions/userproducts/:userProductId',
    summary: 'Create a session from the version 3 request (QA-34); answers the new session.',
    access: 'signedIn',
    params: userProductParams,
    body: qaSessionCreateRequest.omit({ userProductId: true }).extend({
      userProductId: idValue.optional(),
    }),
    status: 201,
    response: qaSession,
  }),
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sessions/userproducts/:userProductId',
    summary: "The learner's sessions of a Q&A product, newest first.",
    watched: true,
    access: 'signedIn',
    params: userProductParams,
    response: z.object({ sessions: z.array(qaSessionSummary) }),
  }),
  deleteSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/3.0/qa/sessions/:qaSessionId',
    summary: 'Delete a session (QA-36); the answers stay in the learner history.',
    access: 'signedIn',
    params: sessionIdParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  recordSecondsElapsed: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/qa/session/:qaSessionId/secondselapsed/:secondsElapsed',
    summary: 'Record the elapsed time of a session (QA-37).',
    watched: true,
    access: 'signedIn',
    writesOnGet: true,
    params: z
      .object({
        qaSessionId: idParam,
        secondsElapsed: wholeNumberParam(
          0,
          MAX_SECONDS_ELAPSED,
          `Seconds elapsed are a whole number from 0 to ${MAX_SECONDS_ELAPSED}, written in digits only.`,
        ),
      })
      .strict(),
    response: z.object({ qaSessionId: z.number().int(), secondsElapsed: z.number().int() }),
  }),
  duplicateSession: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sessions/:qaSessionId/duplicate',
    summary: 'Duplicate a session (QA-38): the same questions fresh, or only those answered wrong.',
    watched: true,
    access: 'signedIn',
    params: sessionIdParams,
    /** QA-39: the duplication options */
    body: z
      .object({
        questions: z.enum(['all', 'incorrect']).default('all'),
        name: z.string().trim().min(1).max(100).optional(),
      })
      .strict(),
    status: 201,
    response: qaSession,
  }),
  createBookTopicSession: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sessions/userproducts/:userProductId/corecontenttopics/:coreContentTopicId',
    summary: "A session of a book topic's questions (QA-40); answers its id.",
    access: 'signedIn',
    params: z.object({ userProductId: idParam, coreContentTopicId: idParam }).strict(),
    body: z.object({}).strict(),
    status: 201,
    response: z.object({ qaSessionId: z.number().int() }),
  }),
  retrievalDue: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sessions/userproducts/:userProductId/retrieval',
    summary:
      'How many questions of the product are due now for spaced retrieval (missed, or answered unsure or guessed).',
    access: 'signedIn',
    params: userProductParams,
    response: z.object({
      dueNow: z.number().int(),
      /** the product's other questions on the schedule, not due yet */
      waiting: z.number().int(),
      /** when the first of those comes due */
      nextDue: z.iso.datetime({ offset: true }).nullable(),
    }),
  }),
  createRetrievalSession: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sessions/userproducts/:userProductId/retrieval',
    summary:
      'A tutor-mode session of the questions due now for spaced retrieval, soonest due first (at most numberOfQuestions, default 20); answering grades them.',
    access: 'signedIn',
    params: userProductParams,
    body: z
      .object({
        numberOfQuestions: z
          .number({
            error: `numberOfQuestions is a whole number from 1 to ${MAX_SESSION_QUESTIONS}.`,
          })
          .int(`numberOfQuestions is a whole number from 1 to ${MAX_SESSION_QUESTIONS}.`)
          .min(1, `numberOfQuestions is a whole number from 1 to ${MAX_SESSION_QUESTIONS}.`)
          .max(
            MAX_SESSION_QUESTIONS,
            `numberOfQuestions is a whole number from 1 to ${MAX_SESSION_QUESTIONS}.`,
          )
          .optional(),
      })
      .strict(),
    status: 201,
    response: z.object({ qaSessionId: z.number().int() }),
  }),
  endSession: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sessions/:qaSessionId/end',
    summary: 'End a session: test mode reveals its answers; the score is final.',
    watched: true,
    access: 'signedIn',
    idempotent: true,
    params: sessionIdParams,
    body: z.object({}).strict(),
    response: qaSession,
  }),
  getSessionQuestion: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sessions/:qaSessionId/items/:position',
    summary: "One question of a session with the learner's marks (and its explanation when due).",
    watched: true,
    access: 'signedIn',
    params: sessionItemParams,
    response: qaSessionQuestion,
  }),
  offlineSession: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sessions/:qaSessionId/offline',
    summary:
      'A running session whole, to study it offline: every question as items/{n} answers it and, in tutor mode, what answering an unanswered one will reveal (decision 1705).',
    // it reads every question of the session: a retired one is pruned and answered 422 first
    watched: true,
    access: 'signedIn',
    params: sessionIdParams,
    response: qaOfflineSession,
  }),
  answerQuestion: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/qa/sessions/:qaSessionId/items/:position/answer',
    summary: 'Save an answer the moment it is given (tutor: once; test: changeable until the end).',
    watched: true,
    access: 'signedIn',
    idempotent: true,
    params: sessionItemParams,
    body: z.object({ choiceKey, confidence: answerConfidence.optional() }).strict(),
    response: qaSessionQuestion,
  }),
  markQuestion: defineEndpoint({
    method: 'PATCH',
    path: '/api/3.0/qa/sessions/:qaSessionId/items/:position',
    summary:
      "Bookmark, strike out choices, highlight the stem's text or keep a note on a question.",
    watched: true,
    access: 'signedIn',
    idempotent: true,
    params: sessionItemParams,
    body: questionMarks.extend({ bookmarked: z.boolean().optional() }).strict(),
    response: qaSessionQuestion,
  }),
  topicTree: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/qa/userproduct/:userProductId/corecontenttopic',
    summary: "The product's core-content topic tree with published question counts.",
    watched: true,
    access: 'signedIn',
    params: userProductParams,
    response: z.object({
      specialty: productSpecialty,
      topics: z.array(topicNode),
      mocaLearningObjectives: z.array(
        z.object({ id: z.number().int(), text: z.string(), questionCount: z.number().int() }),
      ),
    }),
  }),
  countQuestions: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/qa/userproduct/:userProductId/question/count',
    summary: 'How many questions a filter would give (the live count of the create form).',
    watched: true,
    access: 'signedIn',
    params: userProductParams,
    body: questionFilter,
    response: z.object({ available: z.number().int() }),
  }),
  userCheck: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/qa/user/:accountId/check',
    summary: "The user's active Q&A session, if any (own account only).",
    watched: true,
    access: 'signedIn',
    params: z.object({ accountId: idParam }).strict(),
    response: z.object({
      activeSession: z
        .object({ qaSessionId: z.number().int(), userProductId: z.number().int() })
        .nullable(),
    }),
  }),
  dashboardProduct: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/product/dashboardproduct/qa/:userProductId',
    summary: "A Q&A product's progress for the dashboard.",
    watched: true,
    access: 'signedIn',
    params: userProductParams,
    response: z.object({
      userProductId: z.number().int(),
      totalQuestions: z.number().int(),
      answeredQuestions: z.number().int(),
      correctQuestions: z.number().int(),
      sessionCount: z.number().int(),
      activeQaSessionId: z.number().int().nullable(),
    }),
  }),
  getQuestionFlag: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/sessions/:qaSessionId/items/:position/flag',
    summary: "The learner's own flag on this question, if any.",
    watched: true,
    access: 'signedIn',
    params: sessionItemParams,
    response: z.object({ flag: qaQuestionFlag.nullable() }),
  }),
  flagQuestion: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/qa/sessions/:qaSessionId/items/:position/flag',
    summary:
      'Flag the question as wrong or outdated with a comment (one flag per learner and question; again replaces the comment).',
    watched: true,
    access: 'signedIn',
    idempotent: true,
    params: sessionItemParams,
    body: qaQuestionFlagInput,
    response: z.object({ flag: qaQuestionFlag }),
  }),
  retireQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/qa/questions/:questionId/retire',
    summary:
      'Retire a published question (staff: content manager); sessions holding it answer 422 once and are pruned.',
    access: { staff: 'contentManager' },
    params: z.object({ questionId: idParam }).strict(),
    body: z.object({}).strict(),
    response: z.object({
      questionId: z.number().int(),
      code: z.string(),
      status: z.literal('retired'),
      /** false when it was already retired */
      changed: z.boolean(),
    }),
  }),
  listQuestionFlags: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/qa/questionflags',
    summary: "Learners' flags on questions, newest first (staff: content manager).",
    access: { staff: 'contentManager' },
    query: z.object({
      limit: limitParam(100, 500),
    }),
    response: z.object({
      flags: z.array(
        qaQuestionFlag.extend({
          questionCode: z.string(),
          questionStatus: z.enum(['published', 'retired']),
          accountId: z.number().int(),
          accountEmail: z.string(),
        }),
      ),
    }),
  }),
};
