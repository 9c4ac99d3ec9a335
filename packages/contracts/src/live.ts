import { z } from 'zod';
import { defineEndpoint, idParam, wholeNumberParam } from './endpoint';
import {
  LIVE_ANSWER_MAX_LENGTH,
  LIVE_QUESTION_MAX_LENGTH,
  LIVE_QUESTION_STATUSES,
  LIVE_RECORDING_MAX_BYTES,
  LIVE_RECORDING_MAX_MS,
  LIVE_RECORDING_TYPES,
  LIVE_SESSION_STATUSES,
} from './live-rules';

/**
 * Live streams (issue 29, decision 1603): a live product's schedule of sessions, each with an
 * .ics file to add it to a calendar, an HLS stream while it is live, a live Q&A (learners ask and
 * upvote; staff answer and hide; everyone sees changes as they happen, over server-sent events),
 * and a replay once its recording is there. Everything a learner calls is their own usable live
 * product: another's is never found (404), an ended one refused as every product screen refuses it.
 */

const requestOnly = z.object({ requestId: z.uuid().optional() }).strict();
const productParams = z.object({ userProductId: idParam }).strict();
const sessionParams = z.object({ userProductId: idParam, liveSessionId: idParam }).strict();
const questionParams = sessionParams.extend({ questionId: idParam }).strict();
const staffSessionParams = z.object({ liveSessionId: idParam }).strict();
const staffQuestionParams = z.object({ questionId: idParam }).strict();
const moment = z.iso.datetime({ offset: true });

/** (The rule that computes it is live-rules.ts' liveSessionStatus.) */
const sessionStatus = z.enum(LIVE_SESSION_STATUSES);
export const liveQuestionStatus = z.enum(LIVE_QUESTION_STATUSES);

/** A session as the schedule lists it; times are instants (the SPA shows them in the learner's zone). */
export const liveSessionSummary = z.object({
  liveSessionId: z.number().int(),
  title: z.string(),
  presenter: z.string(),
  description: z.string(),
  startsAt: moment,
  endsAt: moment,
  status: sessionStatus,
  /** ended and its recording is there to watch */
  hasReplay: z.boolean(),
});
export type LiveSessionSummary = z.infer<typeof liveSessionSummary>;

export const liveSchedule = z.object({
  userProductId: z.number().int(),
  productName: z.string(),
  /** every session of the product, earliest first */
  sessions: z.array(liveSessionSummary),
});
export type LiveSchedule = z.infer<typeof liveSchedule>;

/** A question as learners see it: who asked is not shown to other learners. */
export const liveQuestion = z.object({
  questionId: z.number().int(),
  text: z.string(),
  status: liveQuestionStatus,
  upvotes: z.number().int().min(0),
  askedAt: moment,
  answer: z.string().nullable(),
  answeredAt: moment.nullable(),
});
export type LiveQuestion = z.infer<typeof liveQuestion>;

/** The caller's own view of a question: whether they asked it and upvoted it. */
export const learnerLiveQuestion = liveQuestion.extend({
  mine: z.boolean(),
  votedByMe: z.boolean(),
});
export type LearnerLiveQuestion = z.infer<typeof learnerLiveQuestion>;

/** The replay: a recording played in the lecture player (HTTP ranges, as media). */
export const liveReplay = z.object({
  fileUrl: z.string(),
  mimeType: z.string(),
  durationSeconds: z.number().min(0),
});

export const liveSessionDetail = liveSessionSummary.extend({
  userProductId: z.number().int(),
  productName: z.string(),
  /** the HLS playlist's address while the session is live; null before and after */
  streamUrl: z.string().nullable(),
  /** the .ics file of the session */
  calendarUrl: z.string(),
  /** the server-sent events of its Q&A (new questions, votes, answers, hidden ones) */
  eventsUrl: z.string(),
  replay: liveReplay.nullable(),
  /** the questions learners see (not hidden), in compareLiveQuestions order */
  questions: z.array(learnerLiveQuestion),
});
export type LiveSessionDetail = z.infer<typeof liveSessionDetail>;

/**
 * One server-sent event of a session's Q&A (the `data:` line, JSON). `question` carries the
 * question as everyone sees it after a change (asked, upvoted, answered); `hidden` takes one away.
 * A learner's own flags (mine, votedByMe) stay with their screen: the same event goes to everyone.
 */
export const liveQuestionEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), question: liveQuestion }),
  z.object({ type: z.literal('hidden'), questionId: z.number().int() }),
]);
export type LiveQuestionEvent = z.infer<typeof liveQuestionEvent>;

export const liveQuestionText = z.strictObject({
  text: z
    .string({ error: 'Write your question.' })
    .trim()
    .min(1, 'Write your question.')
    .max(
      LIVE_QUESTION_MAX_LENGTH,
      `A question is at most ${LIVE_QUESTION_MAX_LENGTH} characters: keep it short for the speaker.`,
    ),
});

export const liveVote = z.object({
  questionId: z.number().int(),
  upvotes: z.number().int().min(0),
  votedByMe: z.boolean(),
});

/** Staff: a question with who asked it, hidden ones included. */
export const staffLiveQuestion = liveQuestion.extend({
  askedBy: z.object({ accountId: z.number().int(), name: z.string(), email: z.string() }),
});
export type StaffLiveQuestion = z.infer<typeof staffLiveQuestion>;

/** A session's stored recording, as staff see it. */
export const liveRecording = z.object({
  mimeType: z.string(),
  bytes: z.number().int().min(1),
  durationSeconds: z.number().min(0),
  storedAt: moment,
});
export type LiveRecording = z.infer<typeof liveRecording>;

export const staffLiveSession = liveSessionSummary.extend({
  productCode: z.string(),
  productName: z.string(),
  streamUrl: z.string(),
  openQuestions: z.number().int().min(0),
  /** the recording learners replay once the session has ended; null until one is delivered */
  recording: liveRecording.nullable(),
});
export type StaffLiveSession = z.infer<typeof staffLiveSession>;

export const staffLiveSessionDetail = staffLiveSession.extend({
  eventsUrl: z.string(),
  /** every question, hidden ones included, in compareLiveQuestions order */
  questions: z.array(staffLiveQuestion),
});
export type StaffLiveSessionDetail = z.infer<typeof staffLiveSessionDetail>;

/**
 * A staff member's event stream adds who asked (`question` carries a staffLiveQuestion) and shows
 * hidden ones as a status rather than taking them away.
 */
export const staffLiveQuestionEvent = z.object({
  type: z.literal('question'),
  question: staffLiveQuestion,
});
export type StaffLiveQuestionEvent = z.infer<typeof staffLiveQuestionEvent>;

/** Scheduling a session (staff). The stream address is where the streaming service serves its HLS. */
export const liveSessionInput = z.strictObject({
  productCode: z.string().min(1).max(40),
  title: z.string().trim().min(1, 'Give the session a title.').max(200),
  presenter: z.string().trim().min(1, 'Name the presenter.').max(200),
  description: z.string().trim().max(2_000),
  startsAt: moment,
  endsAt: moment,
  /** an https:// address, or a path on this site (the demo stream's) */
  streamUrl: z
    .string()
    .trim()
    .min(1)
    .max(2_000)
    .regex(
      /^(https:\/\/[^\s/]+\/[^\s]*|\/[^\s/][^\s]*)$/,
      'Give the stream as an https:// address or a path on this site.',
    ),
});

export const liveAnswer = z.strictObject({
  answer: z
    .string({ error: 'Write the answer.' })
    .trim()
    .min(1, 'Write the answer.')
    .max(LIVE_ANSWER_MAX_LENGTH, `An answer is at most ${LIVE_ANSWER_MAX_LENGTH} characters.`),
});

/** The recording's length, as the one who sends it read it (the player shows the file's own). */
const recordingQuery = z.strictObject({
  durationMs: wholeNumberParam(
    1,
    LIVE_RECORDING_MAX_MS,
    `Give the recording's length in milliseconds, from 1 to ${LIVE_RECORDING_MAX_MS}, in digits only.`,
  ),
  requestId: z.uuid().optional(),
});

const LEARNER = '/api/3.0/live/userproducts/:userProductId';
const STAFF = '/api/3.0/admin/live';

export const liveEndpoints = {
  schedule: defineEndpoint({
    method: 'GET',
    path: LEARNER,
    summary: "A live product's sessions: upcoming, live now and ended (with their replays).",
    access: 'signedIn',
    params: productParams,
    query: requestOnly,
    response: liveSchedule,
  }),
  session: defineEndpoint({
    method: 'GET',
    path: `${LEARNER}/sessions/:liveSessionId`,
    summary: 'One session: its stream while live, its replay once ended, and its Q&A.',
    access: 'signedIn',
    params: sessionParams,
    query: requestOnly,
    response: liveSessionDetail,
  }),
  /** Not JSON: text/calendar. */
  calendar: defineEndpoint({
    method: 'GET',
    path: `${LEARNER}/sessions/:liveSessionId/calendar.ics`,
    summary: 'The session as an iCalendar (.ics) event, to add to a calendar.',
    access: 'signedIn',
    params: sessionParams,
    response: z.string().meta({ description: 'text/calendar' }),
  }),
  /** Not JSON: text/event-stream of liveQuestionEvent. */
  events: defineEndpoint({
    method: 'GET',
    path: `${LEARNER}/sessions/:liveSessionId/events`,
    summary: "The session's Q&A as it changes, as server-sent events (liveQuestionEvent).",
    access: 'signedIn',
    params: sessionParams,
    response: z.string().meta({ description: 'text/event-stream' }),
  }),
  /** Not JSON: the recording's bytes with HTTP ranges, as a media lecture's file. */
  replay: defineEndpoint({
    method: 'GET',
    path: `${LEARNER}/sessions/:liveSessionId/replay`,
    summary: "An ended session's recording, with HTTP range requests.",
    access: 'signedIn',
    params: sessionParams,
    response: z.string().meta({ description: 'the recording' }),
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: `${LEARNER}/sessions/:liveSessionId/questions`,
    summary: 'Asks a question (text only, rate-limited) of an upcoming or live session.',
    access: 'signedIn',
    params: sessionParams,
    query: requestOnly,
    body: liveQuestionText,
    status: 201,
    response: learnerLiveQuestion,
  }),
  upvote: defineEndpoint({
    method: 'PUT',
    path: `${LEARNER}/sessions/:liveSessionId/questions/:questionId/vote`,
    summary: 'Upvotes a question (once per learner; again is no change).',
    access: 'signedIn',
    params: questionParams,
    query: requestOnly,
    response: liveVote,
  }),
  withdrawVote: defineEndpoint({
    method: 'DELETE',
    path: `${LEARNER}/sessions/:liveSessionId/questions/:questionId/vote`,
    summary: "Takes the learner's upvote back.",
    access: 'signedIn',
    params: questionParams,
    query: requestOnly,
    response: liveVote,
  }),
  /** Not JSON: the demo stream's HLS playlist, advancing with the clock (decision 1603). */
  demoPlaylist: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/live/demo-stream/index.m3u8',
    summary: 'The demo live stream: an HLS media playlist whose window advances in real time.',
    access: 'signedIn',
    response: z.string().meta({ description: 'application/vnd.apple.mpegurl' }),
  }),
  demoSegment: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/live/demo-stream/:segment',
    summary: "One of the demo stream's MPEG-TS segments.",
    access: 'signedIn',
    params: z
      .object({ segment: z.string().regex(/^segment-\d{1,3}\.ts$/, 'No such segment.') })
      .strict(),
    response: z.string().meta({ description: 'video/mp2t' }),
  }),

  staffSessions: defineEndpoint({
    method: 'GET',
    path: `${STAFF}/sessions`,
    summary: 'Every live session of every product, latest first, with its open questions.',
    access: { staff: 'admin' },
    query: requestOnly,
    response: z.object({ sessions: z.array(staffLiveSession) }),
  }),
  staffSession: defineEndpoint({
    method: 'GET',
    path: `${STAFF}/sessions/:liveSessionId`,
    summary: "One session's Q&A for moderation: every question with who asked it.",
    access: { staff: 'admin' },
    params: staffSessionParams,
    query: requestOnly,
    response: staffLiveSessionDetail,
  }),
  /** Not JSON: text/event-stream of staffLiveQuestionEvent. */
  staffEvents: defineEndpoint({
    method: 'GET',
    path: `${STAFF}/sessions/:liveSessionId/events`,
    summary: "The session's Q&A as it changes, for moderation (who asked, hidden ones).",
    access: { staff: 'admin' },
    params: staffSessionParams,
    response: z.string().meta({ description: 'text/event-stream' }),
  }),
  scheduleSession: defineEndpoint({
    method: 'POST',
    path: `${STAFF}/sessions`,
    summary: 'Schedules a live session of a live product.',
    access: { staff: 'admin' },
    query: requestOnly,
    body: liveSessionInput,
    status: 201,
    response: staffLiveSession,
  }),
  /** Not JSON: the body is the file itself (WebM, MP4, MP3 or M4A), streamed to media storage. */
  uploadRecording: defineEndpoint({
    method: 'PUT',
    path: `${STAFF}/sessions/:liveSessionId/recording`,
    summary:
      "Stores a started session's recording (the file as the body), replacing any before; learners replay it once the session has ended.",
    access: { staff: 'admin' },
    params: staffSessionParams,
    query: recordingQuery,
    upload: { mimeTypes: Object.keys(LIVE_RECORDING_TYPES), maxBytes: LIVE_RECORDING_MAX_BYTES },
    response: staffLiveSession,
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: `${STAFF}/questions/:questionId/answer`,
    summary: 'Answers a question; learners see the answer at once.',
    access: { staff: 'admin' },
    params: staffQuestionParams,
    query: requestOnly,
    body: liveAnswer,
    response: staffLiveQuestion,
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: `${STAFF}/questions/:questionId/hide`,
    summary: 'Hides a question from learners (off-topic, abusive, a repeat).',
    access: { staff: 'admin' },
    params: staffQuestionParams,
    query: requestOnly,
    response: staffLiveQuestion,
  }),
};
