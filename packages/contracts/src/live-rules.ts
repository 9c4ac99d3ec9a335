/**
 * Live streams (issue 29, decision 1603): the rules the live page, the staff's moderation screen
 * and the server share. Zod-free, as the SPA's screens import them before zod loads.
 */

/** A live question's length: something to ask, and no essays (issue 29 refuses 10 000). */
export const LIVE_QUESTION_MAX_LENGTH = 500;
/** A staff member's answer to a live question. */
export const LIVE_ANSWER_MAX_LENGTH = 2_000;
/** Questions one learner may post to one session a minute (429 beyond). */
export const LIVE_QUESTIONS_PER_MINUTE = 5;

/** The session's state at a moment, from its scheduled start and end. */
export const LIVE_SESSION_STATUSES = ['upcoming', 'live', 'ended'] as const;
export type LiveSessionStatus = (typeof LIVE_SESSION_STATUSES)[number];

/** Before its start a session is upcoming; from its start to its end live; after that ended. */
export function liveSessionStatus(
  startsAt: Date | string,
  endsAt: Date | string,
  now: Date,
): LiveSessionStatus {
  if (now.getTime() < new Date(startsAt).getTime()) return 'upcoming';
  return now.getTime() < new Date(endsAt).getTime() ? 'live' : 'ended';
}

/**
 * A session's recording, delivered by staff or the streaming service once it has started
 * (decision 1603): the types a browser plays, by the Content-Type the file is sent with.
 */
export const LIVE_RECORDING_TYPES = {
  'video/webm': 'WebM',
  'video/mp4': 'MP4',
  'audio/mpeg': 'MP3',
  'audio/mp4': 'M4A',
} as const;
export type LiveRecordingType = keyof typeof LIVE_RECORDING_TYPES;
/** 8 GiB: a three-hour session at a good 720p bitrate, with room to spare. */
export const LIVE_RECORDING_MAX_BYTES = 8 * 1024 ** 3;
/** Twelve hours, in milliseconds: no session is longer. */
export const LIVE_RECORDING_MAX_MS = 12 * 3_600_000;

/** A question's state: open until staff answer it; hidden ones only staff see. */
export const LIVE_QUESTION_STATUSES = ['open', 'answered', 'hidden'] as const;
export type LiveQuestionStatus = (typeof LIVE_QUESTION_STATUSES)[number];

/**
 * The order learners see questions in: open ones first, most upvoted first, then oldest first;
 * answered ones after them, the latest answer first.
 */
export function compareLiveQuestions(
  a: { status: LiveQuestionStatus; upvotes: number; askedAt: string; answeredAt: string | null },
  b: { status: LiveQuestionStatus; upvotes: number; askedAt: string; answeredAt: string | null },
): number {
  const answered = (q: typeof a) => (q.status === 'answered' ? 1 : 0);
  if (answered(a) !== answered(b)) return answered(a) - answered(b);
  if (answered(a)) return (b.answeredAt ?? '').localeCompare(a.answeredAt ?? '');
  if (a.upvotes !== b.upvotes) return b.upvotes - a.upvotes;
  return a.askedAt.localeCompare(b.askedAt);
}

/**
 * The demo stream (decision 1603): a locally made HLS stream whose playlist advances with the
 * clock, so that a demo or test session really plays live. Segment length in seconds, and how
 * many segments a live playlist lists.
 */
export const DEMO_STREAM_SEGMENT_SECONDS = 4;
export const DEMO_STREAM_PLAYLIST_SEGMENTS = 5;
