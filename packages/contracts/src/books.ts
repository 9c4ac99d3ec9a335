import { z } from 'zod';
import { defineEndpoint, idParam } from './endpoint';

/**
 * The book reader (decision 1001): a book product's contents, one section at a time, and the
 * interlinks both ways (spec §7, decision 1103): from a section to its questions and cards
 * (QA-30), from a question or a card to its sections, cards and questions (QA-31). Books are
 * content (content/books/<code>/), loaded and checked when the server starts, like the banks.
 */

/** A chapter's or section's permanent id: a slug, as in the content files ('heart-failure'). */
export const bookSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'A section id is a lower-case slug such as heart-failure.');

const userProductParams = z.object({ userProductId: idParam }).strict();

/** A section as the contents and the previous/next links name it. */
export const bookSectionRef = z.object({ id: bookSlug, title: z.string() });
export type BookSectionRef = z.infer<typeof bookSectionRef>;

export const bookContents = z.object({
  userProductId: z.number().int(),
  title: z.string(),
  chapters: z.array(
    z.object({ id: bookSlug, title: z.string(), sections: z.array(bookSectionRef) }),
  ),
});
export type BookContents = z.infer<typeof bookContents>;

export const bookSection = z.object({
  id: bookSlug,
  title: z.string(),
  chapter: z.object({ id: bookSlug, title: z.string() }),
  /** rich text in the question-text HTML subset (decision 0801); the SPA sanitizes it again */
  html: z.string(),
  previous: bookSectionRef.nullable(),
  next: bookSectionRef.nullable(),
});
export type BookSection = z.infer<typeof bookSection>;

/** The product a link leads into: one of the caller's, usable now. */
const linkedProduct = { userProductId: z.number().int(), productName: z.string() };

/**
 * An interlink (QA-24, decisions 1001 and 1103): a link to something the caller can use now, in
 * another of their products, told apart by `kind`.
 * - topicQuestions: a topic of a question bank with its published questions; a session is made
 *   from it with qa.createBookTopicSession(userProductId, coreContentTopicId);
 * - bookSection: a section of a book, opened at /book/:userProductId/:sectionId;
 * - flashCard: a card of a deck (its front, to name it), opened in the deck's browser.
 */
export const topicQuestionsLink = z.object({
  kind: z.literal('topicQuestions'),
  /** the Q&A product the questions come from */
  ...linkedProduct,
  coreContentTopicId: z.number().int(),
  topicName: z.string(),
  questionCount: z.number().int(),
});
export type TopicQuestionsLink = z.infer<typeof topicQuestionsLink>;

export const bookSectionLink = z.object({
  kind: z.literal('bookSection'),
  /** the book product */
  ...linkedProduct,
  sectionId: bookSlug,
  sectionTitle: z.string(),
  chapterTitle: z.string(),
});
export type BookSectionLink = z.infer<typeof bookSectionLink>;

export const flashCardLink = z.object({
  kind: z.literal('flashCard'),
  /** the flash-card product */
  ...linkedProduct,
  cardId: z.number().int(),
  /** the note's permanent id (IM-FC-0001), with #cN for a cloze deletion */
  code: z.string(),
  /** the card's front, rich text (the question banks' subset): shown as plain text in a link */
  frontHtml: z.string(),
});
export type FlashCardLink = z.infer<typeof flashCardLink>;

export const interlink = z.discriminatedUnion('kind', [
  topicQuestionsLink,
  bookSectionLink,
  flashCardLink,
]);
export type Interlink = z.infer<typeof interlink>;
export type InterlinkKind = Interlink['kind'];

export const bookEndpoints = {
  contents: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/book/userproduct/:userProductId',
    summary: "A book product's title and contents: its chapters and their sections.",
    access: 'signedIn',
    params: userProductParams,
    response: bookContents,
  }),
  section: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/book/userproduct/:userProductId/section/:sectionId',
    summary: 'One section of a book product: its text and the sections before and after it.',
    access: 'signedIn',
    params: z.object({ userProductId: idParam, sectionId: bookSlug }).strict(),
    response: bookSection,
  }),
  sectionInterlinks: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/interlink/userproductid/:userProductId/corecontenttopic/:id',
    summary:
      'The interlinks of a book section (spec §7): the question-bank topics it is linked to, in the Q&A products the caller can use now.',
    access: 'signedIn',
    params: z.object({ userProductId: idParam, id: bookSlug }).strict(),
    response: z.array(interlink),
  }),
  questionInterlinks: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/interlink/userproductid/:userProductId/qa/:id',
    summary:
      "The interlinks of a question (a qa product's question id) or a flash card (an fc product's card id), spec §7: the book sections that teach it, its cards, and a card's questions, in the caller's products usable now.",
    access: 'signedIn',
    params: z.object({ userProductId: idParam, id: idParam }).strict(),
    response: z.array(interlink),
  }),
};
