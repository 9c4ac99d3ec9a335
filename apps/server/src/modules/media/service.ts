import {
  buildPath,
  type Interlink,
  isFinished,
  type MediaLecture,
  type MediaLibrary,
  type MediaPosition,
  mediaEndpoints,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { Book } from '../books/book-content';
import { interlinkService } from '../books/interlinks-service';
import { lectureCaptions, lectureFile, placeInLecture } from './lecture-files';
import { assertMediaProduct, mediaAccess } from './media-access';
import type { StoredFile } from './media-http';
import { mediaRepository } from './repository';

/** The captions' language: the demo lectures are in English, the manifest names no other yet. */
const CAPTIONS_LANGUAGE = 'en';

type LibraryRow = Awaited<ReturnType<ReturnType<typeof mediaRepository>['lecturesOf']>>[number];

/** A lecture as the library lists it, with the learner's place (none yet: 0, not finished). */
function summary(row: LibraryRow) {
  return {
    mediaId: row.id,
    title: row.title,
    kind: row.kind,
    speaker: row.speaker,
    topicName: row.topicName,
    durationSeconds: row.durationSeconds,
    chapterCount: row.chapterCount,
    positionSeconds: row.positionSeconds ?? 0,
    finished: row.finished ?? false,
  };
}

/**
 * Where to go on: the last lecture played and not finished, else the first not finished; none
 * when every lecture is watched.
 */
export function continueMediaId(rows: LibraryRow[]): number | null {
  let last: LibraryRow | undefined;
  for (const row of rows) {
    if (row.playedAt === null || row.finished || (row.positionSeconds ?? 0) <= 0) continue;
    if (!last || row.playedAt > last.playedAt!) last = row;
  }
  return (last ?? rows.find((row) => !row.finished))?.id ?? null;
}

export function mediaService(db: Database, books: Book[]) {
  const repo = mediaRepository(db);
  const { mediaProductFor } = mediaAccess(db);
  const links = interlinkService(db, books);

  /** The lecture's file row, in the caller's usable media product; 404 when not in its library. */
  async function fileRow(accountId: number, userProductId: number, mediaId: number, now: Date) {
    const product = await repo.productAndFile(accountId, userProductId, mediaId);
    assertMediaProduct(product, now);
    if (!product.lecture) throw errors.lectureNotFound();
    return product.lecture;
  }

  return {
    async library(
      accountId: number,
      userProductId: number,
      now = new Date(),
    ): Promise<MediaLibrary> {
      const product = await mediaProductFor(accountId, userProductId, now);
      const rows = await repo.lecturesOf(product.code, accountId);
      return {
        userProductId,
        productName: product.shortName,
        lectures: rows.map(summary),
        continueMediaId: continueMediaId(rows),
      };
    },

    async lecture(
      accountId: number,
      userProductId: number,
      mediaId: number,
      now = new Date(),
    ): Promise<MediaLecture> {
      const product = await mediaProductFor(accountId, userProductId, now);
      const row = await repo.lectureOf(product.code, mediaId, accountId);
      if (!row) throw errors.lectureNotFound();
      const order = (await repo.lecturesOf(product.code, accountId)).map((r) => r.id);
      const at = order.indexOf(row.id);
      // Chapters often share a topic: each topic's links are read once.
      const topicLinks = new Map<string, Promise<Interlink[]>>();
      const linksOf = (topic: string) => {
        let found = topicLinks.get(topic);
        if (!found) {
          found = links.ofTopic(accountId, row.bankCode, topic, now);
          topicLinks.set(topic, found);
        }
        return found;
      };
      const chapters = await Promise.all(
        row.chapters.map(async (chapter) => ({
          startSeconds: chapter.startSeconds,
          title: chapter.title,
          topicName: chapter.topicName,
          links: chapter.topic ? await linksOf(chapter.topic) : [],
        })),
      );
      const pathParams = { userProductId, mediaId: row.id };
      return {
        ...summary(row),
        userProductId,
        productName: product.shortName,
        description: row.description,
        mimeType: row.mimeType,
        fileUrl: buildPath(mediaEndpoints.file.path, pathParams),
        captionsUrl: row.captionsKey ? buildPath(mediaEndpoints.captions.path, pathParams) : null,
        captionsLanguage: CAPTIONS_LANGUAGE,
        chapters,
        transcript: row.transcript,
        previousMediaId: order[at - 1] ?? null,
        nextMediaId: order[at + 1] ?? null,
      };
    },

    async file(
      accountId: number,
      userProductId: number,
      mediaId: number,
      now = new Date(),
    ): Promise<StoredFile> {
      return lectureFile(await fileRow(accountId, userProductId, mediaId, now));
    },

    /** The captions; their Last-Modified is the row's last write (any change of them is one). */
    async captions(
      accountId: number,
      userProductId: number,
      mediaId: number,
      now = new Date(),
    ): Promise<StoredFile> {
      return lectureCaptions(await fileRow(accountId, userProductId, mediaId, now));
    },

    /**
     * The learner's place: from 0 to the lecture's length (a player's rounding past the end is
     * the end), else 400 and nothing written. Finished by media-rules.ts, and for good.
     */
    async savePosition(
      accountId: number,
      userProductId: number,
      mediaId: number,
      positionSeconds: number,
      now = new Date(),
    ): Promise<MediaPosition> {
      const row = await fileRow(accountId, userProductId, mediaId, now);
      const position = placeInLecture(positionSeconds, row.durationSeconds);
      const saved = await repo.savePosition(
        accountId,
        mediaId,
        position,
        isFinished(position, row.durationSeconds),
        now,
      );
      return { mediaId, ...saved };
    },
  };
}
