import { z } from 'zod';
import { defineEndpoint, idParam, limitParam, wholeNumberParam } from './endpoint';
import { notebookNote } from './qa';
import { NOTEBOOK_PAGE_SIZE } from './qa-rules';

/**
 * The learner's notebook (decision 0908): notes and bookmarks belong to the learner and the
 * question, whatever session or exam shows it. The Q&A player's mark call and the exam's mark call
 * write it; these calls list one Q&A product's entries and edit them from the notebook page.
 */

export const notebookShow = z.enum(['all', 'notes', 'bookmarks']);
export type NotebookShow = z.infer<typeof notebookShow>;

export const notebookEntry = z.object({
  questionId: z.number().int(),
  /** the stem's opening words as plain text */
  excerpt: z.string(),
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  note: z.string(),
  bookmarked: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** the session (of this product) the learner last met the question in; null: none left */
  lastMet: z
    .object({ qaSessionId: z.number().int(), position: z.number().int(), sessionName: z.string() })
    .nullable(),
});
export type NotebookEntry = z.infer<typeof notebookEntry>;

export const notebookPage = z.object({
  entries: z.array(notebookEntry),
  /** entries matching the filters (the page holds at most `limit` of them) */
  total: z.number().int(),
  /** the learner's entries of this product, unfiltered */
  counts: z.object({ all: z.number().int(), notes: z.number().int(), bookmarks: z.number().int() }),
  /** the topics of the learner's entries, for the topic filter */
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type NotebookPage = z.infer<typeof notebookPage>;

export const notebookQuery = z
  .object({
    show: notebookShow.default('all'),
    topicId: idParam.optional(),
    /** words in the note or the stem */
    q: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
    limit: limitParam(NOTEBOOK_PAGE_SIZE, 100),
    offset: wholeNumberParam(
      0,
      100_000,
      'The offset is a whole number from 0 to 100000, written in digits only.',
    ).default(0),
    /** spec §7: every Q&A call carries a random requestId */
    requestId: z.uuid().optional(),
  })
  .strict();

/** What the notebook page may change: the note (empty removes it) and removing the bookmark. */
export const notebookEntryUpdate = z
  .object({
    note: notebookNote.optional(),
    bookmarked: z.literal(false, { error: 'The notebook only removes bookmarks.' }).optional(),
  })
  .strict();

const entryParams = z.object({ userProductId: idParam, questionId: idParam }).strict();

export const qaNotebookEndpoints = {
  listNotebook: defineEndpoint({
    method: 'GET',
    path: '/api/3.0/qa/notebook/userproducts/:userProductId',
    summary:
      "The learner's notes and bookmarks on a Q&A product's questions, newest first, filtered.",
    access: 'signedIn',
    params: z.object({ userProductId: idParam }).strict(),
    query: notebookQuery,
    response: notebookPage,
  }),
  updateNotebookEntry: defineEndpoint({
    method: 'PATCH',
    path: '/api/3.0/qa/notebook/userproducts/:userProductId/questions/:questionId',
    summary:
      "Edit the note of one of the learner's notebook entries or remove its bookmark; an entry left with neither is gone (entry: null).",
    access: 'signedIn',
    params: entryParams,
    body: notebookEntryUpdate,
    response: z.object({ entry: notebookEntry.nullable() }),
  }),
};
