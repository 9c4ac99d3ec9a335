import { and, arrayContains, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { mediaLectures, mediaPositions, products, userProducts } from '../../db/schema';

/** A lecture as the sync writes it: the manifest's, without the row's own columns. */
export type MediaLectureValues = Omit<
  typeof mediaLectures.$inferInsert,
  'id' | 'fileChangedAt' | 'hiddenAt' | 'updatedAt'
>;

/** What every learner's call reads of a lecture: the library's columns and the file's. */
const lectureColumns = {
  id: mediaLectures.id,
  title: mediaLectures.title,
  kind: mediaLectures.kind,
  speaker: mediaLectures.speaker,
  topic: mediaLectures.topic,
  topicName: mediaLectures.topicName,
  durationSeconds: mediaLectures.durationSeconds,
  chapterCount: sql<number>`jsonb_array_length(${mediaLectures.chapters})::int`,
  positionSeconds: mediaPositions.positionSeconds,
  finished: mediaPositions.finished,
  playedAt: mediaPositions.updatedAt,
};

/** A visible lecture of a library opened by this catalogue product. */
const inProduct = (productCode: string) =>
  and(arrayContains(mediaLectures.productCodes, [productCode]), isNull(mediaLectures.hiddenAt));

/** The learner's place, joined beside the lecture (none before they start). */
const placeOf = (accountId: number) =>
  and(eq(mediaPositions.lectureId, mediaLectures.id), eq(mediaPositions.accountId, accountId));

/** The user product of the caller and a lecture of its library: see productAndFile below. */
function prepareProductAndFile(db: Database) {
  return db
    .select({
      typeCode: products.typeCode,
      startsAt: userProducts.startsAt,
      endsAt: userProducts.endsAt,
      lecture: {
        durationSeconds: mediaLectures.durationSeconds,
        fileKey: mediaLectures.fileKey,
        mimeType: mediaLectures.mimeType,
        byteSize: mediaLectures.byteSize,
        fileHash: mediaLectures.fileHash,
        fileChangedAt: mediaLectures.fileChangedAt,
        captionsKey: mediaLectures.captionsKey,
        captionsSize: mediaLectures.captionsSize,
        captionsHash: mediaLectures.captionsHash,
        updatedAt: mediaLectures.updatedAt,
      },
    })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .leftJoin(
      mediaLectures,
      and(
        eq(mediaLectures.id, sql.placeholder('lectureId')),
        sql`${mediaLectures.productCodes} @> array[${products.code}]`,
        isNull(mediaLectures.hiddenAt),
      ),
    )
    .where(
      and(
        eq(userProducts.id, sql.placeholder('userProductId')),
        eq(userProducts.accountId, sql.placeholder('accountId')),
      ),
    )
    .prepare('media_product_and_file');
}

export function mediaRepository(db: Database) {
  const productAndFile = preparedOnce(() => prepareProductAndFile(db));
  return {
    /** The library's lectures in manifest order, each with the learner's place. */
    async lecturesOf(productCode: string, accountId: number) {
      return db
        .select(lectureColumns)
        .from(mediaLectures)
        .leftJoin(mediaPositions, placeOf(accountId))
        .where(inProduct(productCode))
        .orderBy(asc(mediaLectures.sortOrder), asc(mediaLectures.id));
    },

    /** One lecture of the library, whole, with the learner's place; undefined if not in it. */
    async lectureOf(productCode: string, lectureId: number, accountId: number) {
      const [row] = await db
        .select({
          ...lectureColumns,
          bankCode: mediaLectures.bankCode,
          description: mediaLectures.description,
          mimeType: mediaLectures.mimeType,
          captionsKey: mediaLectures.captionsKey,
          chapters: mediaLectures.chapters,
          transcript: mediaLectures.transcript,
        })
        .from(mediaLectures)
        .leftJoin(mediaPositions, placeOf(accountId))
        .where(and(eq(mediaLectures.id, lectureId), inProduct(productCode)));
      return row;
    },

    /**
     * The caller's user product (undefined when it is not theirs) with what the file, captions
     * and place calls need of one lecture of its library (null when the library has no such
     * visible lecture): one prepared statement, as a player's seeking sends these many times a
     * minute (the rule is media-access.ts's, applied to this row).
     */
    async productAndFile(accountId: number, userProductId: number, lectureId: number) {
      const [row] = await productAndFile().execute({ accountId, userProductId, lectureId });
      return row;
    },

    /** Writes the learner's place; a lecture once finished stays finished. */
    async savePosition(
      accountId: number,
      lectureId: number,
      positionSeconds: number,
      finished: boolean,
      now: Date,
    ) {
      const [row] = await db
        .insert(mediaPositions)
        .values({ accountId, lectureId, positionSeconds, finished, updatedAt: now })
        .onConflictDoUpdate({
          target: [mediaPositions.accountId, mediaPositions.lectureId],
          set: {
            positionSeconds,
            finished: sql`${mediaPositions.finished} or excluded.finished`,
            updatedAt: now,
          },
        })
        .returning({
          positionSeconds: mediaPositions.positionSeconds,
          finished: mediaPositions.finished,
        });
      return row!;
    },

    // --- the sync of the manifests (media-sync.ts) ---

    /** Every lecture row, hidden ones too, with what the sync compares. */
    async storedLectures() {
      return db
        .select({
          id: mediaLectures.id,
          libraryCode: mediaLectures.libraryCode,
          slug: mediaLectures.slug,
          contentHash: mediaLectures.contentHash,
          hidden: sql<boolean>`${mediaLectures.hiddenAt} is not null`,
        })
        .from(mediaLectures);
    },

    /**
     * Writes lectures by (library, slug), shown again if they were hidden; the file's change
     * time moves only when its bytes did (its hash).
     */
    async writeLectures(rows: MediaLectureValues[], now: Date) {
      if (rows.length === 0) return;
      await db
        .insert(mediaLectures)
        .values(rows.map((row) => ({ ...row, fileChangedAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [mediaLectures.libraryCode, mediaLectures.slug],
          set: {
            productCodes: sql`excluded.product_codes`,
            bankCode: sql`excluded.bank_code`,
            title: sql`excluded.title`,
            kind: sql`excluded.kind`,
            speaker: sql`excluded.speaker`,
            topic: sql`excluded.topic`,
            topicName: sql`excluded.topic_name`,
            description: sql`excluded.description`,
            fileKey: sql`excluded.file_key`,
            mimeType: sql`excluded.mime_type`,
            byteSize: sql`excluded.byte_size`,
            fileChangedAt: sql`case when ${mediaLectures.fileHash} = excluded.file_hash then ${mediaLectures.fileChangedAt} else excluded.file_changed_at end`,
            fileHash: sql`excluded.file_hash`,
            captionsKey: sql`excluded.captions_key`,
            captionsSize: sql`excluded.captions_size`,
            captionsHash: sql`excluded.captions_hash`,
            durationSeconds: sql`excluded.duration_seconds`,
            chapters: sql`excluded.chapters`,
            transcript: sql`excluded.transcript`,
            sortOrder: sql`excluded.sort_order`,
            contentHash: sql`excluded.content_hash`,
            hiddenAt: sql`null`,
            updatedAt: now,
          },
        });
    },

    /** Hides lectures a release no longer ships (their learners' places stay). */
    async hideLectures(ids: number[], now: Date) {
      if (ids.length === 0) return;
      await db
        .update(mediaLectures)
        .set({ hiddenAt: now, updatedAt: now })
        .where(and(inArray(mediaLectures.id, ids), isNull(mediaLectures.hiddenAt)));
    },
  };
}
