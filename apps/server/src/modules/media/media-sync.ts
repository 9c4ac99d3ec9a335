import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { MediaLibraryContent } from './media-content';
import { type MediaLectureValues, mediaRepository } from './repository';

/**
 * The manifests in the database (decision 1601), each time the server starts: a lecture's row is
 * written only when what the manifest says of it changed (its content hash), and a lecture the
 * libraries no longer have is hidden, never deleted, so learners' places survive a release that
 * drops it and come back with one that restores it. An unchanged release writes nothing, and
 * several servers starting on one database agree.
 */

/** The rows the libraries make, in manifest order. */
export function lectureRows(libraries: MediaLibraryContent[]): MediaLectureValues[] {
  return libraries.flatMap((library) =>
    library.lectures.map((lecture, sortOrder) => {
      const row = {
        libraryCode: library.code,
        slug: lecture.slug,
        productCodes: library.productCodes,
        bankCode: library.bankCode,
        title: lecture.title,
        kind: lecture.kind,
        speaker: lecture.speaker,
        topic: lecture.topic,
        topicName: lecture.topicName,
        description: lecture.description,
        fileKey: lecture.file.key,
        mimeType: lecture.mimeType,
        byteSize: lecture.file.size,
        fileHash: lecture.file.hash,
        captionsKey: lecture.captions?.key ?? null,
        captionsSize: lecture.captions?.size ?? null,
        captionsHash: lecture.captions?.hash ?? null,
        durationSeconds: lecture.durationSeconds,
        chapters: lecture.chapters,
        transcript: lecture.transcript,
        sortOrder,
      };
      const contentHash = createHash('sha256').update(JSON.stringify(row)).digest('hex');
      return { ...row, contentHash };
    }),
  );
}

export async function syncMediaLectures(
  db: Database,
  libraries: MediaLibraryContent[],
  now = new Date(),
) {
  const repo = mediaRepository(db);
  const rows = lectureRows(libraries);
  const key = (row: { libraryCode: string; slug: string }) => `${row.libraryCode}/${row.slug}`;
  const stored = new Map((await repo.storedLectures()).map((row) => [key(row), row]));
  const changed = rows.filter((row) => {
    const before = stored.get(key(row));
    return !before || before.hidden || before.contentHash !== row.contentHash;
  });
  const current = new Set(rows.map(key));
  const gone = [...stored.values()]
    .filter((row) => !row.hidden && !current.has(key(row)))
    .map((row) => row.id);
  await repo.writeLectures(changed, now);
  await repo.hideLectures(gone, now);
  return { written: changed.length, hidden: gone.length };
}
