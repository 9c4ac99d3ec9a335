import { z } from 'zod';
import {
  CMS_CHANGE_NOTE_MAX,
  CMS_CHOICE_KEYS,
  CMS_COMMENT_MAX,
  CMS_MAX_REFERENCES,
  CMS_MAX_TOPICS,
  CMS_REFERENCE_KINDS,
} from './content-manager-rules';
import { defineEndpoint, idParam, idValue, limitParam, wholeNumberParam } from './endpoint';
import { qaSessionQuestion } from './qa';

/**
 * Content management of Q&A questions (issue 26, decision 1305): drafts of a new question or of a
 * change, the review by another content manager, publishing as a new version, every version kept
 * and diffable, and Preview Q&A (any question, version or draft as the learner's player shows it).
 * The shapes here are structural; the content rules (content-manager-rules.ts), the HTML subset
 * and the bank's topics are checked by the server, each failure naming its field: a save refuses
 * only what is wrong whatever else is typed, so a draft may be saved half-written; submitting
 * (and approving, publishing) requires it complete.
 */

const cmsChoiceKey = z.enum(CMS_CHOICE_KEYS, { error: 'A choice is lettered A to E.' });

export const cmsReference = z.strictObject({
  kind: z.enum(CMS_REFERENCE_KINDS, {
    error: `A reference is a ${CMS_REFERENCE_KINDS.join(', ')}.`,
  }),
  citation: z.string().max(1000, 'Keep a citation to 1,000 characters.'),
  year: z
    .number({ error: 'A reference year is a whole number.' })
    .int('A reference year is a whole number.')
    .min(1900, 'A reference year is 1900 or later.')
    .max(2100, 'A reference year is 2100 or earlier.'),
  url: z
    .url({ protocol: /^https$/, error: 'A reference link starts with https://' })
    .max(2000)
    .optional(),
});

export const cmsChoice = z.strictObject({
  key: cmsChoiceKey,
  text: z.string().max(2000, 'Keep a choice to 2,000 characters.'),
  explanation: z.string().max(20_000, 'Keep a choice explanation to 20,000 characters.'),
});

/** What a learner reads of a question, and its tags: a draft's content and a version's. */
export const cmsContent = z.strictObject({
  stemHtml: z.string().max(50_000, 'Keep the stem to 50,000 characters.'),
  leadIn: z.string().max(2000, 'Keep the lead-in to 2,000 characters.'),
  choices: z.array(cmsChoice).max(5, 'A question has at most 5 choices (A to E).'),
  correctKey: cmsChoiceKey.nullable(),
  explanationSummary: z.string().max(50_000, 'Keep the explanation to 50,000 characters.'),
  educationalObjective: z.string().max(5000, 'Keep the educational objective to 5,000 characters.'),
  references: z
    .array(cmsReference)
    .max(CMS_MAX_REFERENCES, `Cite at most ${CMS_MAX_REFERENCES} references.`),
  /** leaf topics of the question's bank */
  topicIds: z.array(idValue).max(CMS_MAX_TOPICS, `Tag at most ${CMS_MAX_TOPICS} topics.`),
  /** in the bank's curated review set (the create form's "curated review questions only") */
  curatedReview: z.boolean(),
});
export type CmsContent = z.infer<typeof cmsContent>;

export const cmsDraftStatus = z.enum(['draft', 'submitted', 'sent_back', 'approved', 'published']);
export type CmsDraftStatus = z.infer<typeof cmsDraftStatus>;

const person = z.object({ accountId: z.number().int(), name: z.string() }).nullable();

export const cmsDraftEvent = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'comment', 'submitted', 'approved', 'sent_back', 'published']),
  body: z.string(),
  by: person,
  createdAt: z.string(),
});

export const cmsDraft = z.object({
  draftId: z.number().int(),
  bankId: z.number().int(),
  bankCode: z.string(),
  bankTitle: z.string(),
  /** null for a new question until it is published */
  questionId: z.number().int().nullable(),
  questionCode: z.string().nullable(),
  /** the question's version the change started from */
  baseVersion: z.number().int().nullable(),
  /** the question's version now (a newer one than baseVersion blocks publishing) */
  currentVersion: z.number().int().nullable(),
  questionStatus: z.enum(['published', 'retired']).nullable(),
  status: cmsDraftStatus,
  /** grows with every save: a save names the one it started from */
  lockVersion: z.number().int(),
  changeNote: z.string(),
  content: cmsContent,
  author: person,
  submittedBy: person,
  reviewedBy: person,
  publishedBy: person,
  publishedVersion: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  events: z.array(cmsDraftEvent),
  /** what the caller may do with it now, and why not when a review is refused */
  can: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    review: z.boolean(),
    publish: z.boolean(),
    discard: z.boolean(),
  }),
  /** why the caller may not review it (their own submission), when it awaits review */
  reviewBlocked: z.string().nullable(),
});
export type CmsDraft = z.infer<typeof cmsDraft>;

export const cmsDraftSummary = z.object({
  draftId: z.number().int(),
  status: cmsDraftStatus,
  bankCode: z.string(),
  questionId: z.number().int().nullable(),
  questionCode: z.string().nullable(),
  /** the lead-in, to tell drafts apart */
  leadIn: z.string(),
  changeNote: z.string(),
  author: z.string().nullable(),
  updatedAt: z.string(),
  publishedVersion: z.number().int().nullable(),
});
export type CmsDraftSummary = z.infer<typeof cmsDraftSummary>;

const topicRef = z.object({ topicId: z.number().int(), name: z.string() });

export const cmsBank = z.object({
  bankId: z.number().int(),
  code: z.string(),
  title: z.string(),
  specialty: z.string(),
  /** the two-level tree: questions are tagged with leaves */
  topics: z.array(topicRef.extend({ children: z.array(topicRef) })),
});
export type CmsBank = z.infer<typeof cmsBank>;

export const cmsQuestionHit = z.object({
  questionId: z.number().int(),
  code: z.string(),
  bankCode: z.string(),
  version: z.number().int(),
  status: z.enum(['published', 'retired']),
  leadIn: z.string(),
  /** an open draft of it (only one at a time) */
  openDraftId: z.number().int().nullable(),
});
export type CmsQuestionHit = z.infer<typeof cmsQuestionHit>;

export const cmsVersionSummary = z.object({
  version: z.number().int(),
  origin: z.enum(['import', 'contentManager']),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  draftId: z.number().int().nullable(),
  changeNote: z.string().nullable(),
});

export const cmsQuestion = z.object({
  questionId: z.number().int(),
  code: z.string(),
  bankId: z.number().int(),
  bankCode: z.string(),
  bankTitle: z.string(),
  status: z.enum(['published', 'retired']),
  version: z.number().int(),
  openDraft: z
    .object({ draftId: z.number().int(), status: cmsDraftStatus, author: z.string().nullable() })
    .nullable(),
  /** newest first */
  versions: z.array(cmsVersionSummary),
});
export type CmsQuestion = z.infer<typeof cmsQuestion>;

export const cmsQuestionVersion = z.object({
  questionId: z.number().int(),
  code: z.string(),
  version: z.number().int(),
  content: cmsContent,
  /** the names of content.topicIds, for a readable diff */
  topics: z.array(topicRef),
});
export type CmsQuestionVersion = z.infer<typeof cmsQuestionVersion>;

export const cmsPreview = z.object({
  source: z.object({
    kind: z.enum(['question', 'draft']),
    questionId: z.number().int().nullable(),
    code: z.string().nullable(),
    /** the version shown (a question), or the draft's base version */
    version: z.number().int().nullable(),
    /** the question's current version, to tell an older one */
    currentVersion: z.number().int().nullable(),
    questionStatus: z.enum(['published', 'retired']).nullable(),
    draftId: z.number().int().nullable(),
    draftStatus: cmsDraftStatus.nullable(),
    bankTitle: z.string(),
  }),
  /** as the learner's player receives it, answer revealed (the test view hides it) */
  question: qaSessionQuestion,
});
export type CmsPreview = z.infer<typeof cmsPreview>;

const draftParams = z.object({ draftId: idParam }).strict();
const questionParams = z.object({ questionId: idParam }).strict();
const lockVersion = z
  .number({ error: 'Send the lockVersion the draft was read with.' })
  .int()
  .min(1)
  .max(2_147_483_647);
const commentText = (what: string) =>
  z
    .string({ error: `Write ${what}.` })
    .trim()
    .min(1, `Write ${what}.`)
    .max(CMS_COMMENT_MAX, `Keep it to ${CMS_COMMENT_MAX.toLocaleString('en-US')} characters.`);

const CM = { staff: 'contentManager' } as const;

export const contentManagerEndpoints = {
  listDrafts: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cms/qa/drafts',
    summary:
      "The caller's open drafts, drafts awaiting their review, drafts sent back, and those published in the last 30 days (staff: content manager).",
    access: CM,
    response: z.object({
      mine: z.array(cmsDraftSummary),
      awaitingMyReview: z.array(cmsDraftSummary),
      sentBack: z.array(cmsDraftSummary),
      publishedRecently: z.array(cmsDraftSummary),
    }),
  }),
  listBanks: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cms/qa/banks',
    summary: 'The question banks with their topic trees, for the editor (staff: content manager).',
    access: CM,
    response: z.object({ banks: z.array(cmsBank) }),
  }),
  searchQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cms/qa/questions',
    summary:
      'Questions whose code starts with, or whose text holds, the search (staff: content manager).',
    access: CM,
    query: z
      .object({
        search: z
          .string()
          .trim()
          .min(1, 'Type a code or words of the question.')
          .max(200, 'Keep the search to 200 characters.'),
        limit: limitParam(25, 100),
        requestId: z.uuid().optional(),
      })
      .strict(),
    response: z.object({ questions: z.array(cmsQuestionHit) }),
  }),
  getQuestion: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cms/qa/questions/:questionId',
    summary: 'A question, its versions (newest first) and its open draft (staff: content manager).',
    access: CM,
    params: questionParams,
    response: cmsQuestion,
  }),
  getQuestionVersion: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cms/qa/questions/:questionId/versions/:version',
    summary: 'One version of a question, whole (staff: content manager).',
    access: CM,
    params: z
      .object({
        questionId: idParam,
        version: wholeNumberParam(1, 100_000, 'A version is a whole number from 1.'),
      })
      .strict(),
    response: cmsQuestionVersion,
  }),
  createDraft: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cms/qa/drafts',
    summary:
      'Start a change to a question (its current version copied) or a new question of a bank (staff: content manager).',
    access: CM,
    body: z.union([z.strictObject({ questionId: idValue }), z.strictObject({ bankId: idValue })], {
      error: 'Send the questionId to change, or the bankId of a new question.',
    }),
    status: 201,
    response: cmsDraft,
  }),
  getDraft: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cms/qa/drafts/:draftId',
    summary: 'A draft with its history and what the caller may do (staff: content manager).',
    access: CM,
    params: draftParams,
    response: cmsDraft,
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/cms/qa/drafts/:draftId',
    summary:
      'Save a draft being written or sent back, complete or not; 409 when someone saved it since lockVersion (staff: content manager).',
    access: CM,
    params: draftParams,
    body: z.strictObject({
      lockVersion,
      changeNote: z
        .string()
        .max(CMS_CHANGE_NOTE_MAX, `Keep the note to ${CMS_CHANGE_NOTE_MAX} characters.`),
      content: cmsContent,
    }),
    response: cmsDraft,
  }),
  submitDraft: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cms/qa/drafts/:draftId/submit',
    summary:
      'Submit a saved draft for review by another content manager; 400 naming each field it still needs.',
    access: CM,
    params: draftParams,
    body: z.strictObject({ lockVersion }),
    response: cmsDraft,
  }),
  commentDraft: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cms/qa/drafts/:draftId/comments',
    summary: 'Comment on a draft (staff: content manager).',
    access: CM,
    params: draftParams,
    body: z.strictObject({ body: commentText('a comment') }),
    status: 201,
    response: cmsDraft,
  }),
  approveDraft: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cms/qa/drafts/:draftId/approve',
    summary:
      'Approve a submitted draft; never one the caller submitted (403) (staff: content manager).',
    access: CM,
    params: draftParams,
    body: z.strictObject({
      comment: z.string().trim().max(CMS_COMMENT_MAX).optional(),
    }),
    response: cmsDraft,
  }),
  sendBackDraft: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cms/qa/drafts/:draftId/sendback',
    summary:
      'Send a submitted draft back to its author with a comment; never one the caller submitted (403).',
    access: CM,
    params: draftParams,
    body: z.strictObject({ comment: commentText('what should change') }),
    response: cmsDraft,
  }),
  publishDraft: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cms/qa/drafts/:draftId/publish',
    summary:
      'Publish an approved draft as the next version of its question (a new question: version 1); sessions made before keep the version they hold.',
    access: CM,
    params: draftParams,
    body: z.strictObject({}),
    response: cmsDraft,
  }),
  discardDraft: defineEndpoint({
    method: 'DELETE',
    path: '/api/2.0/admin/cms/qa/drafts/:draftId',
    summary: 'Discard an unpublished draft (its author only).',
    access: CM,
    params: draftParams,
    response: z.object({ draftId: z.number().int() }),
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cms/qa/preview',
    summary:
      'Preview Q&A: a question (by id or code; its current or a given version) or a draft, as the learner’s player receives it (staff: Preview Q&A, or the product’s super user).',
    access: { staff: 'previewQna' },
    query: z
      .object({
        questionId: idParam.optional(),
        code: z.string().trim().min(1).max(40).optional(),
        version: wholeNumberParam(1, 100_000, 'A version is a whole number from 1.').optional(),
        draftId: idParam.optional(),
        requestId: z.uuid().optional(),
      })
      .strict(),
    response: cmsPreview,
  }),
};
