import { LIVE_QUESTION_STATUSES } from '@boardready/contracts/live-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { moment, ownerAccountId, stamp } from './columns';
import { products } from './products';

/**
 * Live streams (issue 29, decision 1603): the sessions staff schedule for a live product, each
 * streamed from the streaming service's HLS address and, once its recording is delivered into
 * media storage, played again as a replay; and each session's live Q&A: learners' questions,
 * their upvotes, staff answers.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    /** the live product of the catalogue whose holders see the session */
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    title: text('title').notNull(),
    presenter: text('presenter').notNull(),
    description: text('description').notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    /** where the streaming service serves the session's HLS playlist */
    streamUrl: text('stream_url').notNull(),
    /** the recording in media storage, once delivered: key, type, size, sha256, length */
    recordingKey: text('recording_key'),
    recordingMimeType: text('recording_mime_type'),
    recordingBytes: bigint('recording_bytes', { mode: 'number' }),
    recordingHash: text('recording_hash'),
    recordingSeconds: doublePrecision('recording_seconds'),
    /** when the recording was stored: its Last-Modified */
    recordedAt: moment('recorded_at'),
    /** the staff member who scheduled it (none for the demo data) */
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    // a product's schedule, and the staff's list, both by start
    index('live_sessions_product_starts_idx').on(t.productCode, t.startsAt),
    index('live_sessions_starts_idx').on(t.startsAt),
    check('live_sessions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // a recording is all there or not at all
    check(
      'live_sessions_recording_whole',
      sql`(${t.recordingKey} is null) = (${t.recordingMimeType} is null)
        and (${t.recordingKey} is null) = (${t.recordingBytes} is null)
        and (${t.recordingKey} is null) = (${t.recordingHash} is null)
        and (${t.recordingKey} is null) = (${t.recordingSeconds} is null)
        and (${t.recordingKey} is null) = (${t.recordedAt} is null)`,
    ),
  ],
);

/** A learner's question to a session; staff answer it (it stays answerable) or hide it. */
export const liveQuestions = pgTable(
  'live_questions',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    /** who asked: shown to staff only */
    accountId: ownerAccountId(),
    text: text('text').notNull(),
    status: text('status', { enum: LIVE_QUESTION_STATUSES }).notNull().default('open'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => accounts.id, { onDelete: 'set null' }),
    answeredAt: moment('answered_at'),
    askedAt: stamp('asked_at'),
  },
  (t) => [
    // a session's questions; an asker's last minute in it (the rate limit)
    index('live_questions_session_asker_idx').on(t.sessionId, t.accountId, t.askedAt),
    index('live_questions_account_idx').on(t.accountId),
    check(
      'live_questions_answered',
      sql`${t.status} <> 'answered' or (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
  ],
);

/** One upvote per learner per question: the primary key makes a second one impossible. */
export const liveQuestionVotes = pgTable(
  'live_question_votes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    accountId: ownerAccountId(),
    votedAt: stamp('voted_at'),
  },
  (t) => [
    primaryKey({ name: 'live_question_votes_pkey', columns: [t.questionId, t.accountId] }),
    index('live_question_votes_account_idx').on(t.accountId),
  ],
);
