import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookHighlights,
  bookReadingPlaces,
  bookSectionsRead,
  bookSectionTexts,
} from '../../db/schema';

export type SectionTextRow = Omit<typeof bookSectionTexts.$inferInsert, 'document'>;

/** ts_headline's marks around a matched word: characters the search text never holds. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MinWords=12, MaxWords=30, MaxFragments=2, FragmentDelimiter=" … "`;

/** What a learner keeps of a book (its place, the sections read, highlights) and the search index. */
export function bookStudyRepository(db: Database) {
  const ofBook = (accountId: number, bookCode: string) => ({
    place: and(
      eq(bookReadingPlaces.accountId, accountId),
      eq(bookReadingPlaces.bookCode, bookCode),
    ),
    read: and(eq(bookSectionsRead.accountId, accountId), eq(bookSectionsRead.bookCode, bookCode)),
    highlights: and(eq(bookHighlights.accountId, accountId), eq(bookHighlights.bookCode, bookCode)),
  });

  return {
    // --- the search index (search-index.ts keeps it in step with content/books)

    async sectionTextHashes() {
      return db
        .select({
          bookCode: bookSectionTexts.bookCode,
          sectionId: bookSectionTexts.sectionId,
          contentHash: bookSectionTexts.contentHash,
        })
        .from(bookSectionTexts);
    },

    /** Writes the given sections' rows, replacing what was there. */
    async writeSectionTexts(rows: SectionTextRow[]) {
      if (rows.length === 0) return;
      await db
        .insert(bookSectionTexts)
        .values(rows)
        .onConflictDoUpdate({
          target: [bookSectionTexts.bookCode, bookSectionTexts.sectionId],
          set: {
            sectionTitle: sql`excluded.section_title`,
            chapterTitle: sql`excluded.chapter_title`,
            readingOrder: sql`excluded.reading_order`,
            body: sql`excluded.body`,
            searchText: sql`excluded.search_text`,
            contentHash: sql`excluded.content_hash`,
          },
        });
    },

    async removeSectionTexts(keys: { bookCode: string; sectionId: string }[]) {
      for (const key of keys) {
        await db
          .delete(bookSectionTexts)
          .where(
            and(
              eq(bookSectionTexts.bookCode, key.bookCode),
              eq(bookSectionTexts.sectionId, key.sectionId),
            ),
          );
      }
    },

    /**
     * The sections of these books that match a web-search style query ("beta blocker",
     * -digoxin, "heart failure"), best first: title matches weigh more than text matches.
     * The snippet's matches are between MATCH_START and MATCH_END.
     */
    async search(bookCodes: string[], query: string, limit: number) {
      if (bookCodes.length === 0) return [];
      const tsQuery = sql`websearch_to_tsquery('english', ${query})`;
      return db
        .select({
          bookCode: bookSectionTexts.bookCode,
          sectionId: bookSectionTexts.sectionId,
          sectionTitle: bookSectionTexts.sectionTitle,
          chapterTitle: bookSectionTexts.chapterTitle,
          snippet: sql<string>`ts_headline('english', ${bookSectionTexts.searchText}, ${tsQuery}, ${HEADLINE_OPTIONS})`,
        })
        .from(bookSectionTexts)
        .where(
          and(
            inArray(bookSectionTexts.bookCode, bookCodes),
            sql`${bookSectionTexts.document} @@ ${tsQuery}`,
          ),
        )
        .orderBy(
          desc(sql`ts_rank(${bookSectionTexts.document}, ${tsQuery})`),
          asc(bookSectionTexts.bookCode),
          asc(bookSectionTexts.readingOrder),
        )
        .limit(limit);
    },

    // --- the learner's place and the sections read

    async place(accountId: number, bookCode: string) {
      const [row] = await db
        .select({ lastSectionId: bookReadingPlaces.lastSectionId })
        .from(bookReadingPlaces)
        .where(ofBook(accountId, bookCode).place);
      return row?.lastSectionId ?? null;
    },

    async sectionsRead(accountId: number, bookCode: string) {
      const rows = await db
        .select({ sectionId: bookSectionsRead.sectionId })
        .from(bookSectionsRead)
        .where(ofBook(accountId, bookCode).read);
      return rows.map((row) => row.sectionId);
    },

    /** The account's place and sections read in each of these books. */
    async progressOfBooks(accountId: number, bookCodes: string[]) {
      if (bookCodes.length === 0) return { places: [], read: [] };
      const places = await db
        .select({
          bookCode: bookReadingPlaces.bookCode,
          lastSectionId: bookReadingPlaces.lastSectionId,
        })
        .from(bookReadingPlaces)
        .where(
          and(
            eq(bookReadingPlaces.accountId, accountId),
            inArray(bookReadingPlaces.bookCode, bookCodes),
          ),
        );
      const read = await db
        .select({ bookCode: bookSectionsRead.bookCode, sectionId: bookSectionsRead.sectionId })
        .from(bookSectionsRead)
        .where(
          and(
            eq(bookSectionsRead.accountId, accountId),
            inArray(bookSectionsRead.bookCode, bookCodes),
          ),
        );
      return { places, read };
    },

    /** The learner is in this section (and has read it when finished): idempotent. */
    async recordReading(
      accountId: number,
      bookCode: string,
      sectionId: string,
      finished: boolean,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(bookReadingPlaces)
          .values({ accountId, bookCode, lastSectionId: sectionId, updatedAt: now })
          .onConflictDoUpdate({
            target: [bookReadingPlaces.accountId, bookReadingPlaces.bookCode],
            set: { lastSectionId: sectionId, updatedAt: now },
          });
        if (finished) {
          await tx
            .insert(bookSectionsRead)
            .values({ accountId, bookCode, sectionId, readAt: now })
            .onConflictDoNothing();
        }
      });
    },

    // --- highlights and notes

    async highlights(accountId: number, bookCode: string) {
      return db
        .select()
        .from(bookHighlights)
        .where(ofBook(accountId, bookCode).highlights)
        .orderBy(asc(bookHighlights.id));
    },

    async highlightCount(accountId: number, bookCode: string) {
      const [row] = await db
        .select({ total: count() })
        .from(bookHighlights)
        .where(ofBook(accountId, bookCode).highlights);
      return row?.total ?? 0;
    },

    async addHighlight(row: typeof bookHighlights.$inferInsert) {
      const [created] = await db.insert(bookHighlights).values(row).returning();
      return created!;
    },

    /** The account's highlight in this book with its note changed; undefined when there is none such. */
    async setNote(
      accountId: number,
      bookCode: string,
      highlightId: number,
      note: string | null,
      now: Date,
    ) {
      const [row] = await db
        .update(bookHighlights)
        .set({ note, updatedAt: now })
        .where(and(ofBook(accountId, bookCode).highlights, eq(bookHighlights.id, highlightId)))
        .returning();
      return row;
    },

    async removeHighlight(accountId: number, bookCode: string, highlightId: number) {
      const [row] = await db
        .delete(bookHighlights)
        .where(and(ofBook(accountId, bookCode).highlights, eq(bookHighlights.id, highlightId)))
        .returning({ id: bookHighlights.id });
      return row?.id;
    },
  };
}

export type BookHighlightRow = typeof bookHighlights.$inferSelect;
