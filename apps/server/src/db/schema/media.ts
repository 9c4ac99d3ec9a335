import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { moment, ownerAccountId, stamp } from './columns';

/**
 * Media libraries (issue 29, decision 1601): the lectures of content/media, synced from the
 * manifests at start (modules/media/media-sync.ts), and each learner's place in each. A lecture
 * is named by its library's code and its permanent slug; its id is what the API calls mediaId.
 * A lecture a release removes is hidden, not deleted, so the learners' places survive.
 */

export const mediaKinds = ['video', 'audio'] as const;

/** A chapter as the manifest gives it, with its topic's name as the bank names it. */
export interface MediaChapterRow {
  startSeconds: number;
  title: string;
  /** a topic id of the library's bank (bank.yaml), or null */
  topic: string | null;
  topicName: string | null;
}

/** One cue of the captions, as the transcript lists it. */
export interface TranscriptCueRow {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export const mediaLectures = pgTable(
  'media_lectures',
  {
    id: serial('id').primaryKey(),
    /** the library's code (media.yaml `code`) */
    libraryCode: text('library_code').notNull(),
    slug: text('slug').notNull(),
    /** the catalogue products that open the library (media.yaml `products`) */
    productCodes: text('product_codes').array().notNull(),
    /** the question bank whose topics the lecture and its chapters name */
    bankCode: text('bank_code').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: mediaKinds }).notNull(),
    speaker: text('speaker').notNull(),
    topic: text('topic').notNull(),
    topicName: text('topic_name').notNull(),
    description: text('description').notNull(),
    /** the file in media storage (media-storage.ts), its type, size and content hash */
    fileKey: text('file_key').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    fileHash: text('file_hash').notNull(),
    /** when the file's bytes last changed: Last-Modified, the same on every server */
    fileChangedAt: stamp('file_changed_at'),
    /** the captions (WebVTT) in media storage, when the lecture has them; their Last-Modified is updated_at */
    captionsKey: text('captions_key'),
    captionsSize: integer('captions_size'),
    captionsHash: text('captions_hash'),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    chapters: jsonb('chapters').$type<MediaChapterRow[]>().notNull(),
    transcript: jsonb('transcript').$type<TranscriptCueRow[]>().notNull(),
    /** the lecture's place in its library's manifest */
    sortOrder: integer('sort_order').notNull(),
    /** the manifest's lecture as last synced: rewritten only when it differs */
    contentHash: text('content_hash').notNull(),
    /** set when a release no longer ships it: hidden from learners, places kept */
    hiddenAt: moment('hidden_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    unique('media_lectures_library_slug_key').on(t.libraryCode, t.slug),
    index('media_lectures_library_idx').on(t.libraryCode, t.sortOrder),
    check('media_lectures_duration', sql`${t.durationSeconds} > 0`),
    check('media_lectures_size', sql`${t.byteSize} > 0`),
  ],
);

/** A learner's place in a lecture, kept for every device; once finished it stays finished. */
export const mediaPositions = pgTable(
  'media_positions',
  {
    accountId: ownerAccountId(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => mediaLectures.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    finished: boolean('finished').notNull().default(false),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    primaryKey({ name: 'media_positions_pkey', columns: [t.accountId, t.lectureId] }),
    // the learner's last played lecture (the library's "continue")
    index('media_positions_recent_idx').on(t.accountId, t.updatedAt),
    check('media_positions_position', sql`${t.positionSeconds} >= 0`),
  ],
);
