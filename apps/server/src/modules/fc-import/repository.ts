import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  fcCards,
  fcDeckProducts,
  fcDecks,
  fcNoteQuestions,
  fcNotes,
  fcNoteTopics,
  memoryItems,
  qaBanks,
  qaQuestions,
  qaTopics,
} from '../../db/schema';
import { chunks, qaImportRepository } from '../qa-import/repository';

export type NoteRow = typeof fcNotes.$inferInsert;
export type CardRow = typeof fcCards.$inferInsert;
export interface ExistingNote {
  id: number;
  code: string;
  version: number;
  status: 'published' | 'retired';
  contentHash: string;
  sourceFile: string;
  sortOrder: number;
  bookSection: string | null;
  topicCodes: string[];
  questionCodes: string[];
}
export interface ExistingCard {
  id: number;
  noteId: number;
  ordinal: number;
  status: 'published' | 'retired';
  sortOrder: number;
}

/**
 * `{1,2,3}`: one array parameter instead of a parameter per value; for values without commas,
 * quotes or braces (ids, numbers, statuses).
 */
const arrayLiteral = (values: (number | string)[]) => `{${values.join(',')}}`;

const groupCodes = (links: { noteId: number; code: string }[]) => {
  const map = new Map<number, string[]>();
  for (const link of links) map.set(link.noteId, [...(map.get(link.noteId) ?? []), link.code]);
  return map;
};

/** Reads and writes of the deck import; one instance per transaction. */
export function fcImportRepository(db: Database) {
  return {
    async findDeck(code: string) {
      const [row] = await db.select().from(fcDecks).where(eq(fcDecks.code, code));
      return row;
    },

    async insertDeck(values: typeof fcDecks.$inferInsert) {
      const [row] = await db.insert(fcDecks).values(values).returning();
      return row!;
    },

    async updateDeck(id: number, values: Partial<typeof fcDecks.$inferInsert>) {
      await db.update(fcDecks).set(values).where(eq(fcDecks.id, id));
    },

    async bankId(code: string) {
      const [row] = await db.select({ id: qaBanks.id }).from(qaBanks).where(eq(qaBanks.code, code));
      return row?.id;
    },

    productsByCode: qaImportRepository(db).productsByCode,

    async deckProducts(deckId: number) {
      return db
        .select({ productId: fcDeckProducts.productId })
        .from(fcDeckProducts)
        .where(eq(fcDeckProducts.deckId, deckId));
    },

    /** Products among `productIds` that another deck serves, with that deck's code. */
    async productsServedElsewhere(productIds: number[], deckId: number | null) {
      if (productIds.length === 0) return [];
      return db
        .select({ productId: fcDeckProducts.productId, deckCode: fcDecks.code })
        .from(fcDeckProducts)
        .innerJoin(fcDecks, eq(fcDecks.id, fcDeckProducts.deckId))
        .where(
          and(
            inArray(fcDeckProducts.productId, productIds),
            deckId === null ? undefined : ne(fcDeckProducts.deckId, deckId),
          ),
        );
    },

    async linkProducts(deckId: number, productIds: number[]) {
      if (productIds.length === 0) return;
      await db
        .insert(fcDeckProducts)
        .values(productIds.map((productId) => ({ deckId, productId })))
        .onConflictDoNothing();
    },

    async unlinkProducts(deckId: number, productIds: number[]) {
      if (productIds.length === 0) return;
      await db
        .delete(fcDeckProducts)
        .where(
          and(eq(fcDeckProducts.deckId, deckId), inArray(fcDeckProducts.productId, productIds)),
        );
    },

    /** Notes with these codes that belong to another deck. */
    async codesInOtherDecks(codes: string[], deckId: number | null) {
      const out: { code: string; deckCode: string }[] = [];
      for (const part of chunks(codes, 5000)) {
        out.push(
          ...(await db
            .select({ code: fcNotes.code, deckCode: fcDecks.code })
            .from(fcNotes)
            .innerJoin(fcDecks, eq(fcDecks.id, fcNotes.deckId))
            .where(
              and(
                inArray(fcNotes.code, part),
                deckId === null ? undefined : ne(fcNotes.deckId, deckId),
              ),
            )),
        );
      }
      return out;
    },

    /** The deck's notes with their links as codes, to compare with the source. */
    async notes(deckId: number): Promise<ExistingNote[]> {
      const rows = await db
        .select({
          id: fcNotes.id,
          code: fcNotes.code,
          version: fcNotes.version,
          status: fcNotes.status,
          contentHash: fcNotes.contentHash,
          sourceFile: fcNotes.sourceFile,
          sortOrder: fcNotes.sortOrder,
          bookSection: fcNotes.bookSection,
        })
        .from(fcNotes)
        .where(eq(fcNotes.deckId, deckId));
      const topics = groupCodes(
        await db
          .select({ noteId: fcNoteTopics.noteId, code: qaTopics.code })
          .from(fcNoteTopics)
          .innerJoin(fcNotes, eq(fcNotes.id, fcNoteTopics.noteId))
          .innerJoin(qaTopics, eq(qaTopics.id, fcNoteTopics.topicId))
          .where(eq(fcNotes.deckId, deckId)),
      );
      const questions = groupCodes(
        await db
          .select({ noteId: fcNoteQuestions.noteId, code: qaQuestions.code })
          .from(fcNoteQuestions)
          .innerJoin(fcNotes, eq(fcNotes.id, fcNoteQuestions.noteId))
          .innerJoin(qaQuestions, eq(qaQuestions.id, fcNoteQuestions.questionId))
          .where(eq(fcNotes.deckId, deckId)),
      );
      return rows.map((row) => ({
        ...row,
        topicCodes: topics.get(row.id) ?? [],
        questionCodes: questions.get(row.id) ?? [],
      }));
    },

    async cards(deckId: number): Promise<ExistingCard[]> {
      return db
        .select({
          id: fcCards.id,
          noteId: fcCards.noteId,
          ordinal: fcCards.ordinal,
          status: fcCards.status,
          sortOrder: fcCards.sortOrder,
        })
        .from(fcCards)
        .where(eq(fcCards.deckId, deckId));
    },

    /** The bank's topics, code → row id. */
    async topicIds(bankId: number) {
      const rows = await db
        .select({ id: qaTopics.id, code: qaTopics.code })
        .from(qaTopics)
        .where(eq(qaTopics.bankId, bankId));
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    /** Of these question codes, those of the bank, code → row id. */
    async questionIds(bankId: number, codes: string[]) {
      const map = new Map<string, number>();
      for (const part of chunks(codes, 5000)) {
        const rows = await db
          .select({ id: qaQuestions.id, code: qaQuestions.code })
          .from(qaQuestions)
          .where(and(eq(qaQuestions.bankId, bankId), inArray(qaQuestions.code, part)));
        for (const row of rows) map.set(row.code, row.id);
      }
      return map;
    },

    async insertNotes(rows: NoteRow[]) {
      const out: { id: number; code: string }[] = [];
      for (const part of chunks(rows)) {
        out.push(
          ...(await db
            .insert(fcNotes)
            .values(part)
            .returning({ id: fcNotes.id, code: fcNotes.code })),
        );
      }
      return out;
    },

    async updateNote(id: number, values: Partial<NoteRow>) {
      await db.update(fcNotes).set(values).where(eq(fcNotes.id, id));
    },

    /** The topic and question links of these notes, replaced by `topics` and `questions`. */
    async setNoteLinks(
      noteIds: number[],
      topics: { noteId: number; topicId: number }[],
      questions: { noteId: number; questionId: number }[],
    ) {
      for (const part of chunks(noteIds, 5000)) {
        await db.delete(fcNoteTopics).where(inArray(fcNoteTopics.noteId, part));
        await db.delete(fcNoteQuestions).where(inArray(fcNoteQuestions.noteId, part));
      }
      for (const part of chunks(topics, 2000)) await db.insert(fcNoteTopics).values(part);
      for (const part of chunks(questions, 2000)) await db.insert(fcNoteQuestions).values(part);
    },

    async insertCards(rows: CardRow[]) {
      for (const part of chunks(rows, 2000)) await db.insert(fcCards).values(part);
    },

    /** Each card's status and sort order, in one statement. */
    async updateCards(rows: { id: number; status: 'published' | 'retired'; sortOrder: number }[]) {
      if (rows.length === 0) return;
      await db.execute(sql`
        update ${fcCards} c set status = v.status, sort_order = v.sort_order
        from unnest(
          ${arrayLiteral(rows.map((row) => row.id))}::int[],
          ${arrayLiteral(rows.map((row) => row.status))}::text[],
          ${arrayLiteral(rows.map((row) => row.sortOrder))}::int[]
        ) as v(id, status, sort_order)
        where c.id = v.id`);
    },

    /** Of these cards, those a learner studies (a memory item holds them): never deleted. */
    async cardsStudied(cardIds: number[]): Promise<Set<number>> {
      const studied = new Set<number>();
      for (const part of chunks(cardIds, 5000)) {
        const rows = await db
          .selectDistinct({ cardId: memoryItems.cardId })
          .from(memoryItems)
          .where(inArray(memoryItems.cardId, part));
        for (const row of rows) if (row.cardId !== null) studied.add(row.cardId);
      }
      return studied;
    },

    async retireNotes(noteIds: number[], now: Date) {
      if (noteIds.length === 0) return;
      await db
        .update(fcNotes)
        .set({ status: 'retired', updatedAt: now })
        .where(inArray(fcNotes.id, noteIds));
      await db.update(fcCards).set({ status: 'retired' }).where(inArray(fcCards.noteId, noteIds));
    },

    /** Notes and their cards; their links go with them. */
    async deleteNotes(noteIds: number[]) {
      if (noteIds.length === 0) return;
      await db.delete(fcCards).where(inArray(fcCards.noteId, noteIds));
      await db.delete(fcNotes).where(inArray(fcNotes.id, noteIds));
    },
  };
}
