import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  fcDeckProducts,
  fcDecks,
  fcNotes,
  products,
  qaBankProducts,
  qaBanks,
  qaMocObjectives,
  qaQuestions,
  qaSaFormItems,
  qaSaForms,
  qaTopics,
} from '../../db/schema';

/**
 * What an export reads of a bank or a deck (every row the content format holds), the packages
 * list, the catalogue the checks use, and each item's state before and after an import (what the
 * dry run reports item by item).
 */

/** The content statuses; anything else (a workflow's own) is not part of the content format. */
const CONTENT_STATUSES = ['published', 'retired'] as const;

/** An item of a bank or deck as an import leaves it. */
export interface ItemState {
  code: string;
  version: number;
  status: string;
  sourceFile: string;
  updatedAt: Date;
}

export function contentPackageRepository(db: Database) {
  return {
    /** The product catalogue as the content checks read it (content/catalog/products.json's shape). */
    catalog() {
      return db
        .select({ code: products.code, typeCode: products.typeCode, specialty: products.specialty })
        .from(products)
        .orderBy(asc(products.code));
    },

    async banks() {
      const questionCounts = db
        .select({
          bankId: qaQuestions.bankId,
          published: sql<number>`count(*) filter (where ${qaQuestions.status} = 'published')`
            .mapWith(Number)
            .as('published'),
          retired: sql<number>`count(*) filter (where ${qaQuestions.status} = 'retired')`
            .mapWith(Number)
            .as('retired'),
        })
        .from(qaQuestions)
        .groupBy(qaQuestions.bankId)
        .as('question_counts');
      const formCounts = db
        .select({ bankId: qaSaForms.bankId, forms: count().as('forms') })
        .from(qaSaForms)
        .groupBy(qaSaForms.bankId)
        .as('form_counts');
      return db
        .select({
          code: qaBanks.code,
          title: qaBanks.title,
          specialty: qaBanks.specialty,
          importedAt: qaBanks.importedAt,
          published: sql<number>`coalesce(${questionCounts.published}, 0)`.mapWith(Number),
          retired: sql<number>`coalesce(${questionCounts.retired}, 0)`.mapWith(Number),
          forms: sql<number>`coalesce(${formCounts.forms}, 0)`.mapWith(Number),
        })
        .from(qaBanks)
        .leftJoin(questionCounts, eq(questionCounts.bankId, qaBanks.id))
        .leftJoin(formCounts, eq(formCounts.bankId, qaBanks.id))
        .orderBy(asc(qaBanks.code));
    },

    async decks() {
      const noteCounts = db
        .select({
          deckId: fcNotes.deckId,
          published: sql<number>`count(*) filter (where ${fcNotes.status} = 'published')`
            .mapWith(Number)
            .as('published'),
          retired: sql<number>`count(*) filter (where ${fcNotes.status} = 'retired')`
            .mapWith(Number)
            .as('retired'),
        })
        .from(fcNotes)
        .groupBy(fcNotes.deckId)
        .as('note_counts');
      return db
        .select({
          code: fcDecks.code,
          title: fcDecks.title,
          specialty: fcDecks.specialty,
          importedAt: fcDecks.importedAt,
          bankCode: qaBanks.code,
          published: sql<number>`coalesce(${noteCounts.published}, 0)`.mapWith(Number),
          retired: sql<number>`coalesce(${noteCounts.retired}, 0)`.mapWith(Number),
        })
        .from(fcDecks)
        .innerJoin(qaBanks, eq(qaBanks.id, fcDecks.bankId))
        .leftJoin(noteCounts, eq(noteCounts.deckId, fcDecks.id))
        .orderBy(asc(fcDecks.code));
    },

    async bank(code: string) {
      const [row] = await db.select().from(qaBanks).where(eq(qaBanks.code, code));
      return row;
    },

    async bankProductCodes(bankId: number): Promise<string[]> {
      const rows = await db
        .select({ code: products.code })
        .from(qaBankProducts)
        .innerJoin(products, eq(products.id, qaBankProducts.productId))
        .where(eq(qaBankProducts.bankId, bankId))
        .orderBy(asc(products.code));
      return rows.map((r) => r.code);
    },

    topics(bankId: number) {
      return db
        .select({
          id: qaTopics.id,
          code: qaTopics.code,
          name: qaTopics.name,
          parentId: qaTopics.parentId,
        })
        .from(qaTopics)
        .where(eq(qaTopics.bankId, bankId))
        .orderBy(asc(qaTopics.sortOrder), asc(qaTopics.id));
    },

    objectives(bankId: number) {
      return db
        .select({ code: qaMocObjectives.code, text: qaMocObjectives.text })
        .from(qaMocObjectives)
        .where(eq(qaMocObjectives.bankId, bankId))
        .orderBy(asc(qaMocObjectives.sortOrder), asc(qaMocObjectives.id));
    },

    /** The bank's published and retired questions with the codes of their topics and objectives. */
    questions(bankId: number) {
      return db
        .select({
          code: qaQuestions.code,
          version: qaQuestions.version,
          status: qaQuestions.status,
          curatedReview: qaQuestions.curatedReview,
          stemHtml: qaQuestions.stemHtml,
          leadIn: qaQuestions.leadIn,
          choices: qaQuestions.choices,
          correctKey: qaQuestions.correctKey,
          explanationSummary: qaQuestions.explanationSummary,
          educationalObjective: qaQuestions.educationalObjective,
          references: qaQuestions.references,
          contentHash: qaQuestions.contentHash,
          sourceFile: qaQuestions.sourceFile,
          // spelled out: drizzle leaves the table off a one-table select's columns, which would
          // make the subquery's "id" its own
          topicCodes: sql<string[]>`coalesce((
            select array_agg(t.code order by t.sort_order)
            from qa_question_topics qt join qa_topics t on t.id = qt.topic_id
            where qt.question_id = "qa_questions"."id"), '{}')`,
          objectiveCodes: sql<string[]>`coalesce((
            select array_agg(o.code order by o.sort_order)
            from qa_question_moc_objectives qo join qa_moc_objectives o on o.id = qo.objective_id
            where qo.question_id = "qa_questions"."id"), '{}')`,
        })
        .from(qaQuestions)
        .where(
          and(eq(qaQuestions.bankId, bankId), inArray(qaQuestions.status, [...CONTENT_STATUSES])),
        )
        .orderBy(
          asc(qaQuestions.sourceFile),
          asc(sql`length(${qaQuestions.code})`),
          asc(qaQuestions.code),
        );
    },

    /** The bank's self-assessment forms, each with its product and its questions in order. */
    async forms(bankId: number) {
      const forms = await db
        .select({
          id: qaSaForms.id,
          code: qaSaForms.code,
          title: qaSaForms.title,
          productCode: products.code,
          passingPercent: qaSaForms.passingPercent,
          blocks: qaSaForms.blocks,
        })
        .from(qaSaForms)
        .innerJoin(products, eq(products.id, qaSaForms.productId))
        .where(eq(qaSaForms.bankId, bankId))
        .orderBy(asc(qaSaForms.code));
      if (forms.length === 0) return [];
      const items = await db
        .select({
          formId: qaSaFormItems.formId,
          blockNumber: qaSaFormItems.blockNumber,
          code: qaQuestions.code,
        })
        .from(qaSaFormItems)
        .innerJoin(qaQuestions, eq(qaQuestions.id, qaSaFormItems.questionId))
        .where(
          inArray(
            qaSaFormItems.formId,
            forms.map((f) => f.id),
          ),
        )
        .orderBy(asc(qaSaFormItems.formId), asc(qaSaFormItems.position));
      return forms.map((form) => ({
        ...form,
        items: items.filter((item) => item.formId === form.id),
      }));
    },

    async deck(code: string) {
      const [row] = await db
        .select({
          id: fcDecks.id,
          code: fcDecks.code,
          title: fcDecks.title,
          specialty: fcDecks.specialty,
          bookCode: fcDecks.bookCode,
          bankCode: qaBanks.code,
        })
        .from(fcDecks)
        .innerJoin(qaBanks, eq(qaBanks.id, fcDecks.bankId))
        .where(eq(fcDecks.code, code));
      return row;
    },

    async deckProductCodes(deckId: number): Promise<string[]> {
      const rows = await db
        .select({ code: products.code })
        .from(fcDeckProducts)
        .innerJoin(products, eq(products.id, fcDeckProducts.productId))
        .where(eq(fcDeckProducts.deckId, deckId))
        .orderBy(asc(products.code));
      return rows.map((r) => r.code);
    },

    /** The deck's notes in the deck's order, with the codes of their topics and questions. */
    notes(deckId: number) {
      return db
        .select({
          code: fcNotes.code,
          version: fcNotes.version,
          status: fcNotes.status,
          kind: fcNotes.kind,
          frontHtml: fcNotes.frontHtml,
          backHtml: fcNotes.backHtml,
          extraHtml: fcNotes.extraHtml,
          bookSection: fcNotes.bookSection,
          contentHash: fcNotes.contentHash,
          sourceFile: fcNotes.sourceFile,
          topicCodes: sql<string[]>`coalesce((
            select array_agg(t.code order by t.sort_order)
            from fc_note_topics nt join qa_topics t on t.id = nt.topic_id
            where nt.note_id = "fc_notes"."id"), '{}')`,
          questionCodes: sql<string[]>`coalesce((
            select array_agg(q.code order by q.code)
            from fc_note_questions nq join qa_questions q on q.id = nq.question_id
            where nq.note_id = "fc_notes"."id"), '{}')`,
        })
        .from(fcNotes)
        .where(and(eq(fcNotes.deckId, deckId), inArray(fcNotes.status, [...CONTENT_STATUSES])))
        .orderBy(asc(fcNotes.sortOrder), asc(fcNotes.id));
    },

    /** Each question (note) of the bank (deck) of this code, as it stands: none when there is none. */
    async itemStates(kind: 'bank' | 'deck', code: string): Promise<ItemState[]> {
      if (kind === 'bank') {
        return db
          .select({
            code: qaQuestions.code,
            version: qaQuestions.version,
            status: qaQuestions.status,
            sourceFile: qaQuestions.sourceFile,
            updatedAt: qaQuestions.updatedAt,
          })
          .from(qaQuestions)
          .innerJoin(qaBanks, eq(qaBanks.id, qaQuestions.bankId))
          .where(eq(qaBanks.code, code));
      }
      return db
        .select({
          code: fcNotes.code,
          version: fcNotes.version,
          status: fcNotes.status,
          sourceFile: fcNotes.sourceFile,
          updatedAt: fcNotes.updatedAt,
        })
        .from(fcNotes)
        .innerJoin(fcDecks, eq(fcDecks.id, fcNotes.deckId))
        .where(eq(fcDecks.code, code));
    },
  };
}
