import { z } from 'zod';
import {
  DISMISS_NEEDS_NOTE,
  FEEDBACK_MAX_OFFSET,
  FEEDBACK_NOTE_MAX,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_SORTS,
  FEEDBACK_STATUSES,
} from './admin-records-rules';
import { auditAccount } from './audit';
import { defineEndpoint, idParam, limitParam, wholeNumberParam } from './endpoint';

/**
 * Admin: the mail outbox, the audit log and learners' question feedback (issue 26). The outbox and
 * the log are read through their own endpoints (mail.ts, audit.ts); this group adds what their
 * screens need besides, and the triage of learners' reports on questions (qa_question_flags:
 * both players' "Report a problem", decisions 0902 and 0907).
 */

export const feedbackStatus = z.enum(FEEDBACK_STATUSES, {
  error: 'The status is one of new, in_review, fixed or dismissed.',
});

/** One question in the triage queue: its reports counted, and where staff have put it. */
export const questionFeedbackItem = z.object({
  questionId: z.number().int(),
  code: z.string(),
  version: z.number().int(),
  /** the question's own status in its bank (published, retired…) */
  questionStatus: z.string(),
  bank: z.object({ id: z.number().int(), title: z.string() }),
  /** the stem's opening words as plain text */
  excerpt: z.string(),
  /** learners who reported a problem with it (one report per learner) */
  reports: z.number().int(),
  /** of them, the reports written since staff last set its status (all of them, never triaged) */
  newReports: z.number().int(),
  lastReportAt: z.iso.datetime({ offset: true }),
  status: feedbackStatus,
  /** the status staff had closed it with when a later report opened it again; else null */
  reopenedFrom: feedbackStatus.nullable(),
  note: z.string(),
  triagedBy: auditAccount,
  triagedAt: z.iso.datetime({ offset: true }).nullable(),
  /** grows with every triage (0: never triaged): a triage names the one it read */
  lockVersion: z.number().int(),
});
export type QuestionFeedbackItem = z.infer<typeof questionFeedbackItem>;

export const questionFeedbackQuery = z
  .object({
    /** only items of this status (a reopened item is new) */
    status: feedbackStatus.optional(),
    bankId: idParam.optional(),
    sort: z.enum(FEEDBACK_SORTS, { error: 'Sort by newest or mostReported.' }).default('newest'),
    limit: limitParam(FEEDBACK_PAGE_SIZE, 100),
    offset: wholeNumberParam(
      0,
      FEEDBACK_MAX_OFFSET,
      `The offset is a whole number from 0 to ${FEEDBACK_MAX_OFFSET}, written in digits only.`,
    ).default(0),
    /** spec §7: the SPA's calls carry a random requestId */
    requestId: z.uuid().optional(),
  })
  .strict();

export const questionFeedbackPage = z.object({
  items: z.array(questionFeedbackItem),
  /** items matching the filters (the page holds at most `limit` of them) */
  total: z.number().int(),
  /** items of each status in the chosen bank (or all banks) */
  counts: z.record(feedbackStatus, z.number().int()),
  /** the banks, for the bank filter */
  banks: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type QuestionFeedbackPage = z.infer<typeof questionFeedbackPage>;

/** One learner's report on the question. */
export const questionReport = z.object({
  accountId: z.number().int(),
  email: z.string(),
  name: z.string(),
  comment: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** written since staff last set the item's status (or never triaged) */
  sinceTriage: z.boolean(),
});
export type QuestionReport = z.infer<typeof questionReport>;

/** A status change of the item, from the audit log. */
export const feedbackHistoryEntry = z.object({
  at: z.iso.datetime({ offset: true }),
  by: auditAccount,
  status: feedbackStatus,
  previous: feedbackStatus,
  note: z.string(),
});

export const questionFeedbackDetail = z.object({
  item: questionFeedbackItem,
  /** the question as learners see it now (its current version) */
  question: z.object({
    stemHtml: z.string(),
    leadIn: z.string(),
    choices: z.array(z.object({ key: z.string(), html: z.string() })),
    correctKey: z.string(),
    explanationSummary: z.string(),
  }),
  /** newest first */
  reports: z.array(questionReport),
  /** newest first */
  history: z.array(feedbackHistoryEntry),
});
export type QuestionFeedbackDetail = z.infer<typeof questionFeedbackDetail>;

export const feedbackTriageInput = z
  .object({
    status: feedbackStatus,
    note: z
      .string({ error: 'The note is text.' })
      .trim()
      .max(FEEDBACK_NOTE_MAX, `A note holds at most ${FEEDBACK_NOTE_MAX} characters.`)
      .default(''),
    /** the item's lockVersion as read: a triage written since refuses this one (409) */
    lockVersion: z
      .number({ error: 'Send the lockVersion the item was read with.' })
      .int()
      .min(0)
      .max(2_147_483_647),
    /** the status the item showed when read (a learner's later report turns a closed one new) */
    previousStatus: feedbackStatus,
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.status === 'dismissed' && input.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: DISMISS_NEEDS_NOTE });
    }
  });

const questionParams = z.object({ questionId: idParam }).strict();

export const adminRecordEndpoints = {
  auditActions: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/auditlog/actions',
    summary: 'Staff (admin): every action the audit log holds, for its filter.',
    access: { staff: 'admin' },
    response: z.object({ actions: z.array(z.string()) }),
  }),
  questionFeedback: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/questionfeedback',
    summary:
      "Staff (admin): learners' reports on questions, one item per question with its reports counted and its triage status, filtered and sorted.",
    access: { staff: 'admin' },
    query: questionFeedbackQuery,
    response: questionFeedbackPage,
  }),
  questionFeedbackDetail: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/questionfeedback/:questionId',
    summary:
      "Staff (admin): one question's reports: the question, each learner's comment, its triage and their history.",
    access: { staff: 'admin' },
    params: questionParams,
    response: questionFeedbackDetail,
  }),
  triageQuestionFeedback: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/questionfeedback/:questionId',
    summary:
      "Staff (admin): set the triage status of a question's reports (new, in_review, fixed, dismissed) with a note; 409 when the item changed since the lockVersion and status it was read with; audited.",
    access: { staff: 'admin' },
    params: questionParams,
    body: feedbackTriageInput,
    response: z.object({ item: questionFeedbackItem }),
  }),
} satisfies Record<string, ReturnType<typeof defineEndpoint>>;
