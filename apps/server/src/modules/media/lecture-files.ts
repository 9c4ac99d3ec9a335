import { errors } from '@boardready/contracts/errors';
import type { StoredFile } from './media-http';

/** Players round a lecture's end up a little: a place this far past it is still the end. */
export const POSITION_TOLERANCE_SECONDS = 0.5;

/** What a media_lectures row says of its file and captions in storage. */
export interface LectureFileRow {
  fileKey: string;
  byteSize: number;
  mimeType: string;
  fileHash: string;
  fileChangedAt: Date;
  captionsKey: string | null;
  captionsSize: number | null;
  captionsHash: string | null;
  updatedAt: Date;
}

/** A lecture's file as storage serves it (a media lecture, a course's video lesson). */
export function lectureFile(row: LectureFileRow): StoredFile {
  return {
    key: row.fileKey,
    size: row.byteSize,
    contentType: row.mimeType,
    hash: row.fileHash,
    changedAt: row.fileChangedAt,
  };
}

/** A lecture's captions; their Last-Modified is the row's last write (any change of them is one). */
export function lectureCaptions(row: LectureFileRow): StoredFile {
  if (!row.captionsKey || !row.captionsHash || !row.captionsSize) {
    throw errors.captionsNotFound();
  }
  return {
    key: row.captionsKey,
    size: row.captionsSize,
    contentType: 'text/vtt; charset=utf-8',
    hash: row.captionsHash,
    changedAt: row.updatedAt,
  };
}

/**
 * A player's place in a lecture of this length: from 0 to the end (a player's rounding past the
 * end is the end), else 400 before anything is written.
 */
export function placeInLecture(positionSeconds: number, durationSeconds: number): number {
  if (positionSeconds > durationSeconds + POSITION_TOLERANCE_SECONDS) {
    throw errors.positionBeyondLength();
  }
  return Math.min(positionSeconds, durationSeconds);
}
