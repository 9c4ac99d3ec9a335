import { z } from 'zod';
import { idValue } from './endpoint';
import { MAX_HIGHLIGHT_OFFSET, MAX_HIGHLIGHTS } from './qa-highlight-rules';
import {
  ANSWER_CONFIDENCES,
  FLAG_COMMENT_REQUIRED,
  MAX_FLAG_COMMENT,
  MAX_NOTE_LENGTH,
  NOTE_TOO_LONG,
} from './qa-rules';

export { FLAG_COMMENT_REQUIRED, MAX_FLAG_COMMENT } from './qa-rules';

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
/** Retrieval: the questions due for spaced retrieval (issue 24). */
/** Assignment: a residency program's fixed question set (MedCentral, decision 1402). */
export const sessionType = z.enum([
  'UserDefined',
  'BookTopic',
  'Duplicate',
  'Retrieval',
  'Assignment',
]);
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

/** A stem's highlights as a mark sends them (a Q&A item's and a self-assessment answer's). */
export const highlightList = z
  .array(highlightRange)
  .max(MAX_HIGHLIGHTS, `A question holds at most ${MAX_HIGHLIGHTS} highlights.`);

/** The learner's note on a question, kept in their notebook (decision 0908). */
export const notebookNote = z.string().max(MAX_NOTE_LENGTH, NOTE_TOO_LONG);

/**
 * The marks both players send for the question on screen: strike-outs, stem highlights and the
 * note; each player adds its own mark (the Q&A bookmark, the exam's mark for review).
 */
export const questionMarks = z.object({
  struckKeys: z.array(choiceKey).max(5).optional(),
  highlights: highlightList.optional(),
  note: notebookNote.optional(),
});

export const answerConfidence = z.enum(ANSWER_CONFIDENCES, {
  error: 'confidence is sure, unsure or guessed.',
});

/** One question of a session with the learner's marks; reveal only once the rules allow. */
export const qaSessionQuestion = z.object({
  position: z.number().int(),
  question: qaQuestion,
  selectedKey: choiceKey.nullable(),
  isCorrect: z.boolean().nullable(),
  /** how sure the learner said they were of the answer (issue 24) */
  confidence: answerConfidence.nullable(),
  bookmarked: z.boolean(),
  struckKeys: z.array(choiceKey),
  /** highlighted ranges of the stem's text, sorted and merged */
  highlights: z.array(highlightRange),
  note: z.string(),
  reveal: qaReveal.nullable(),
});
export type QaSessionQuestion = z.infer<typeof qaSessionQuestion>;

/**
 * A running session whole, for studying offline (issue 30, decision 1705): every question as the
 * session's items/:position call answers it, and in tutor mode the reveal an unanswered one will
 * show once answered, so the explanation shows without the network.
 */
export const qaOfflineSession = z.object({
  session: qaSession,
  items: z.array(
    qaSessionQuestion.extend({
      /**
       * Tutor mode, unanswered: what answering will reveal, its choice shares as they stand now
       * (without this answer). Null in test mode and once answered (`reveal` then says it).
       */
      revealOnAnswer: qaReveal.nullable(),
    }),
  ),
});
export type QaOfflineSession = z.infer<typeof qaOfflineSession>;

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
