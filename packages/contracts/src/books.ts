import { z } from 'zod';
import { defineEndpoint, idParam } from './endpoint';

/**
 * The book reader (decision 1001): a book product's contents, one section at a time, and the
 * interlinks from a section to the questions that test it (spec §7, QA-30). Books are content
 * (content/books/<code>/), loaded and checked when the server starts, like the question banks.
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

/**
 * One interlink of a book section (QA-24, decision 1001): a topic of a question bank the learner
 * can use now, with its published questions. A session is made from it with
 * qa.createBookTopicSession(userProductId, coreContentTopicId).
 */
export const interlink = z.object({
  /** the Q&A product the questions come from */
  userProductId: z.number().int(),
  productName: z.string(),
  coreContentTopicId: z.number().int(),
  topicName: z.string(),
  questionCount: z.number().int(),
});
export type Interlink = z.infer<typeof interlink>;

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
};
