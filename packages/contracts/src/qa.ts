import { z } from 'zod';
import { defineEndpoint, idParam, idValue, limitParam, wholeNumberParam } from './endpoint';
import { productSpecialty } from './products';
import { MAX_HIGHLIGHT_OFFSET, MAX_HIGHLIGHTS } from './qa-highlight-rules';
import { FLAG_COMMENT_REQUIRED, MAX_FLAG_COMMENT } from './qa-rules';

export { FLAG_COMMENT_REQUIRED, MAX_FLAG_COMMENT, QA_REMOVED_CODE } from './qa-rules';

/**
 * Q&A question banks and sessions (spec §1, §3 QaSession, §4 activating, §7 calls).
 * Paths the spec names are kept exactly; the rest follow its versioned style and, where §7
 * lists a watched 422 shape, sit under that shape. Decision 0802 explains the shapes.
 */

export const choiceKey = z.enum(['A', 'B', 'C', 'D', 'E']);
export type ChoiceKey = z.infer<typeof choiceKey>;

/** Tutor shows each answer's explanation at once; test reveals them when the session ends. */
export const viewMode = z.enum(['tutor', 'test']);
export type ViewMode = z.infer<typeof viewMode>;

/** QA-07: the spec's "fixed enumeration value for user-defined sessions" is 'UserDefined'. */
export const sessionType = z.enum(['UserDefined', 'BookTopic', 'Duplicate']);
export type SessionType = z.infer<typeof sessionType>;

export const MAX_SESSION_QUESTIONS = 200;
/** A timed session lasts at most 12 hours; elapsed time is capped at 24 hours. */
export const MAX_SESSION_DURATION_SECONDS = 12 * 60 * 60;
export const MAX_SECONDS_ELAPSED = 24 * 60 * 60;
const MAX_TOPIC_FILTER = 500;

/** The question pool filters shared by the create request and the live count. */
export const questionFilter = z
  .object({
    /** the filter's contentTopicIds; empty = every topic */
    topicIds: z.array(idValue).max(MAX_TOPIC_FILTER).default([]),
    /** the filter's skippedOnly: seen in an earlier session, never answered */
    includeSkipped: z.boolean().default(false),
    /** the filter's unansweredOnly: never shown to this learner */
    includeNotViewed: z.boolean().default(false),
    /** the filter's bookmarkedOnly */
    includeBookmarked: z.boolean().default(false),
    /** the filter's incorrectOnly: last answer was wrong */
    includeIncorrect: z.boolean().default(false),
    curatedReviewQuestionsOnly: z.boolean().default(false),
    /** pediatrics MOC learning objective ids; non-empty sets mocaPedsQuestionsOnly */
    mocaLearningObjectives: z.array(idValue).max(MAX_TOPIC_FILTER).default([]),
  })
  .strict();
export type QuestionFilter = z.infer<typeof questionFilter>;

/** Spec §3 "QaSession create request (version 3)". */
export const qaSessionCreateRequest = questionFilter
  .extend({
    userProductId: idValue,
    sessionType: z.literal('UserDefined').default('UserDefined'),
    name: z.string().trim().min(1, 'Give the session a name.').max(100),
    /** always false (spec §9) */
    isMobile: z.literal(false).default(false),
    numberOfQuestions: z
      .number()
      .int()
      .min(1, 'Choose at least 1 question.')
      .max(MAX_SESSION_QUESTIONS, `A session holds at most ${MAX_SESSION_QUESTIONS} questions.`),
    /** null = untimed */
    durationSeconds: z
      .number()
      .int()
      .min(60, 'A timed session lasts at least 1 minute.')
      .max(MAX_SESSION_DURATION_SECONDS, 'A timed session lasts at most 12 hours.')
      .nullable()
      .default(null),
    /** true when mocaLearningObjectives is non-empty (QA-19); the server recomputes it */
    mocaPedsQuestionsOnly: z.boolean().default(false),
    viewMode,
  })
  .strict();
export type QaSessionCreateRequest = z.input<typeof qaSessionCreateRequest>;

export const itemState = z.enum(['unseen', 'seen', 'answered']);

/** One question's place in a session, as the navigator shows it. */
export const qaSessionItem = z.object({
  position: z.number().int(),
  questionId: z.number().int(),
  state: itemState,
  /** null until answered, and in test mode until the session ends */
  isCorrect: z.boolean().nullable(),
  bookmarked: z.boolean(),
  hasNote: z.boolean(),
});
export type QaSessionItem = z.infer<typeof qaSessionItem>;

/** The version 2 QaSession object: qaSessionId and secondsElapsed (spec §3) and the rest. */
export const qaSession = z.object({
  qaSessionId: z.number().int(),
  secondsElapsed: z.number().int(),
  userProductId: z.number().int(),
  name: z.string(),
  sessionType,
  viewMode,
  durationSeconds: z.number().int().nullable(),
  status: z.enum(['active', 'ended']),
  /** the session the learner is in now (spec §4 activating) */
  isActive: z.boolean(),
  /** asked for; numberOfQuestions may be lower when fewer matched */
  requestedNumberOfQuestions: z.number().int(),
  numberOfQuestions: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  currentPosition: z.number().int(),
  filters: questionFilter,
  createdAt: z.string(),
  updatedAt: z.string(),
  endedAt: z.string().nullable(),
  items: z.array(qaSessionItem),
});
export type QaSession = z.infer<typeof qaSession>;

export const qaSessionSummary = qaSession.omit({ items: true, filters: true });
export type QaSessionSummary = z.infer<typeof qaSessionSummary>;

/** PUT /api/2.0/qa/session body: the fields a learner may change. */
export const qaSessionUpdate = z
  .object({
    qaSessionId: idValue,
    name: z.string().trim().min(1, 'Give the session a name.').max(100).optional(),
    secondsElapsed: z.number().int().min(0).max(MAX_SECONDS_ELAPSED).optional(),
    /** the question on screen; showing it marks it seen */
    currentPosition: z.number().int().min(1).max(MAX_SESSION_QUESTIONS).optional(),
  })
  .strict();

const activationQuery = z
  .object({
    activate: z.enum(['true', 'false']).optional(),
    populatequestionids: z.enum(['true', 'false']).optional(),
    /** spec §7: every call carries a random requestId */
    requestId: z.uuid().optional(),
  })
  .strict();

export const qaQuestion = z.object({
  questionId: z.number().int(),
  /** sanitized on display; a restricted HTML subset (decision 0801) */
  stemHtml: z.string(),
  leadIn: z.string(),
  choices: z.array(z.object({ key: choiceKey, text: z.string() })),
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const qaReveal = z.object({
  correctKey: choiceKey,
  explanationSummary: z.string(),
  choiceExplanations: z.partialRecord(choiceKey, z.string()),
  educationalObjective: z.string(),
  references: z.array(z.string()),
  /** share (0–1) of all learners' first answers per choice */
  choiceShares: z.partialRecord(choiceKey, z.number()),
});

/** A highlighted range of a stem's text: [start, end) in characters (qa-highlight-rules.ts). */
export const highlightRange = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().max(MAX_HIGHLIGHT_OFFSET, 'A highlight must lie within the question.'),
  })
  .strict()
  .refine((r) => r.end > r.start, { message: 'A highlight ends after it starts.', path: ['end'] });

/** One question of a session with the learner's marks; reveal only once the rules allow. */
export const qaSessionQuestion = z.object({
  position: z.number().int(),
  question: qaQuestion,
  selectedKey: choiceKey.nullable(),
  isCorrect: z.boolean().nullable(),
  bookmarked: z.boolean(),
  struckKeys: z.array(choiceKey),
  /** highlighted ranges of the stem's text, sorted and merged */
  highlights: z.array(highlightRange),
  note: z.string(),
  reveal: qaReveal.nullable(),
});
export type QaSessionQuestion = z.infer<typeof qaSessionQuestion>;

/** A learner's flag on a question: "this seems wrong or outdated" (issue 9). */
export const qaQuestionFlagInput = z
  .object({
    comment: z
      .string()
      .trim()
      .min(1, FLAG_COMMENT_REQUIRED)
      .max(MAX_FLAG_COMMENT, `A comment holds at most ${MAX_FLAG_COMMENT} characters.`),
  })
  .strict();
export const qaQuestionFlag = z.object({
  questionId: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QaQuestionFlag = z.infer<typeof qaQuestionFlag>;

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

export interface TopicNode {
  id: number;
  name: string;
  /** published questions in this topic and its children */
  questionCount: number;
  children: TopicNode[];
}
export const topicNode: z.ZodType<TopicNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    questionCount: z.number().int(),
    children: z.array(topicNode),
  }),
);

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
  endSession: defineEndpoint({
    method: 'POST',
    path: '/api/3.0/qa/sessions/:qaSessionId/end',
    summary: 'End a session: test mode reveals its answers; the score is final.',
    watched: true,
    access: 'signedIn',
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
  answerQuestion: defineEndpoint({
    method: 'PUT',
    path: '/api/3.0/qa/sessions/:qaSessionId/items/:position/answer',
    summary: 'Save an answer the moment it is given (tutor: once; test: changeable until the end).',
    watched: true,
    access: 'signedIn',
    params: sessionItemParams,
    body: z.object({ choiceKey }).strict(),
    response: qaSessionQuestion,
  }),
  markQuestion: defineEndpoint({
    method: 'PATCH',
    path: '/api/3.0/qa/sessions/:qaSessionId/items/:position',
    summary:
      "Bookmark, strike out choices, highlight the stem's text or keep a note on a question.",
    watched: true,
    access: 'signedIn',
    params: sessionItemParams,
    body: z
      .object({
        bookmarked: z.boolean().optional(),
        struckKeys: z.array(choiceKey).max(5).optional(),
        highlights: z
          .array(highlightRange)
          .max(MAX_HIGHLIGHTS, `A question holds at most ${MAX_HIGHLIGHTS} highlights.`)
          .optional(),
        note: z.string().max(2000, 'A note holds at most 2000 characters.').optional(),
      })
      .strict(),
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
