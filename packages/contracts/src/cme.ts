import { z } from 'zod';
import {
  CME_ACTIVITY_CODE_MESSAGE,
  CME_ACTIVITY_CODE_PATTERN,
  CME_EVALUATION_COMMENT_MAX,
  CME_EVALUATION_STATEMENTS,
  CME_MAX_CREDITS_MAX,
  CME_RATING_MAX,
  CME_RATING_MIN,
  CME_TITLE_MAX,
  CME_UNITS_PER_CREDIT_MAX,
  CME_WORK_KINDS,
  MOC_BOARDS,
  MOC_RATIO_PERCENT_MAX,
  MOC_REJECT_REASON_MAX,
  MOC_REPORT_STATUSES,
  QUARTERS_PER_CREDIT,
} from './cme-rules';
import { defineEndpoint, idParam, limitParam } from './endpoint';
import { productSpecialty } from './products';

/**
 * CME/MOC (issue 28, decision 1501). A learner reads the credit their recorded work earned in each
 * product with an accredited activity, claims it (attesting the time spent, in quarter hours, and
 * answering a short evaluation), downloads certificates and yearly transcripts as PDF, and has
 * the MOC points of a claim reported to ABIM or ABP. Staff (admin) set each product's credit rule,
 * work the reporting queue, export a board's batch file and record what the board answered.
 * Earned credit is derived from the learner's work; no endpoint posts it.
 */

const moment = z.iso.datetime({ offset: true });
/** a calendar day, YYYY-MM-DD */
const day = z.iso.date({ error: 'Give the date as YYYY-MM-DD.' });

export const cmeWorkKind = z.enum(CME_WORK_KINDS, {
  error: 'The kind of work is questions, book_chapters or course_lessons.',
});
export const mocBoard = z.enum(MOC_BOARDS, { error: 'The board is ABIM or ABP.' });
export const mocReportStatus = z.enum(MOC_REPORT_STATUSES);

/** A board's year-end reporting deadline for this year's work, when it is near. */
export const mocDeadline = z.object({
  board: mocBoard,
  /** the work's year */
  year: z.number().int(),
  /** the board's own deadline, and the day BoardReady asks claims by (its batches take time) */
  deadline: day,
  claimBy: day,
  daysLeft: z.number().int(),
});
export type MocDeadline = z.infer<typeof mocDeadline>;

/** What the rule counts towards the next credit, in the learner's words. */
export const cmeNextCredit = z.object({
  /** units of work done towards the next credit, and how many a credit takes */
  unitsDone: z.number().int(),
  unitsPerCredit: z.number().int(),
  /**
   * questions: the share correct (percent) of the block under way so far, and the share that
   * passes; a block below it is finished but earns nothing
   */
  blockPercentCorrect: z.number().int().nullable(),
  passingPercent: z.number().int().nullable(),
});

/** A product's accredited activity as the learner reads it. */
export const cmeActivitySummary = z.object({
  activityId: z.number().int(),
  activityCode: z.string(),
  title: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  specialty: productSpecialty,
  kind: cmeWorkKind,
  /** the rule in words: "1 credit per 20 questions answered for the first time, 50% correct" */
  rule: z.string(),
  /** units of work counted so far (first answers, chapters read, lessons completed) */
  unitsDone: z.number().int(),
  /** blocks of work that did not pass (questions) */
  blocksFailed: z.number().int(),
  earnedQuarters: z.number().int(),
  maxQuarters: z.number().int(),
  /** earned quarters covered by claims already made */
  claimedQuarters: z.number().int(),
  /** earned and not yet covered by a claim: what a claim may attest up to */
  claimableQuarters: z.number().int(),
  /** null when the maximum is reached */
  next: cmeNextCredit.nullable(),
  /** MOC points per credit for each board that takes them, in percent */
  moc: z.array(z.object({ board: mocBoard, ratioPercent: z.number().int() })),
  releasedOn: day,
  expiresOn: day,
  /** claims are taken: active and not expired */
  open: z.boolean(),
});
export type CmeActivitySummary = z.infer<typeof cmeActivitySummary>;

/** A claim's MOC report as the learner reads it. */
export const cmeClaimReport = z.object({
  reportId: z.number().int(),
  board: mocBoard,
  pointsQuarters: z.number().int(),
  status: mocReportStatus,
  rejectReason: z.string().nullable(),
  updatedAt: moment,
});

export const cmeClaim = z.object({
  claimId: z.number().int(),
  activityId: z.number().int(),
  activityCode: z.string(),
  title: z.string(),
  claimedQuarters: z.number().int(),
  /** the earned quarters this claim covered (it may claim fewer) */
  coveredQuarters: z.number().int(),
  completedOn: day,
  createdAt: moment,
  reports: z.array(cmeClaimReport),
});
export type CmeClaim = z.infer<typeof cmeClaim>;

/** What the learner's board identifiers allow: which boards can take their points now. */
export const cmeIdentifierStatus = z.object({
  board: mocBoard,
  /** the ID, the birth month and day are there and well formed */
  complete: z.boolean(),
  /** what is missing or malformed, in words; empty when complete */
  missing: z.array(z.string()),
});

export const cmeOverview = z.object({
  activities: z.array(cmeActivitySummary),
  claims: z.array(cmeClaim),
  identifiers: z.array(cmeIdentifierStatus),
  deadlines: z.array(mocDeadline),
  /** the years with claims, newest first: the transcripts there are */
  transcriptYears: z.array(z.number().int()),
});
export type CmeOverview = z.infer<typeof cmeOverview>;

const rating = z
  .number({ error: `Rate each statement from ${CME_RATING_MIN} to ${CME_RATING_MAX}.` })
  .int(`Rate each statement from ${CME_RATING_MIN} to ${CME_RATING_MAX}.`)
  .min(CME_RATING_MIN, `Rate each statement from ${CME_RATING_MIN} to ${CME_RATING_MAX}.`)
  .max(CME_RATING_MAX, `Rate each statement from ${CME_RATING_MIN} to ${CME_RATING_MAX}.`);

export const cmeEvaluation = z
  .object({
    ratings: z
      .object(
        Object.fromEntries(CME_EVALUATION_STATEMENTS.map((s) => [s.key, rating])) as Record<
          (typeof CME_EVALUATION_STATEMENTS)[number]['key'],
          typeof rating
        >,
      )
      .strict(),
    comment: z
      .string()
      .trim()
      .max(
        CME_EVALUATION_COMMENT_MAX,
        `Keep the comment under ${CME_EVALUATION_COMMENT_MAX} characters.`,
      )
      .default(''),
  })
  .strict();

export const cmeClaimBody = z
  .object({
    /** the credit claimed, in quarter hours: at most the claimable quarters */
    claimedQuarters: z
      .number({ error: 'Give the hours you spent in quarter-hour steps.' })
      .int('Give the hours you spent in quarter-hour steps.')
      .min(1, 'Claim at least 0.25 credit.')
      .max(CME_MAX_CREDITS_MAX * QUARTERS_PER_CREDIT, 'That is more than any activity gives.'),
    /** the claimable quarters the learner read: the claim covers exactly that work (409 if it moved) */
    claimableQuarters: z.number().int().min(1),
    attested: z.literal(true, {
      error: 'Confirm that you spent the time you claim on the activity.',
    }),
    evaluation: cmeEvaluation,
    /** the boards to report the claim's MOC points to; consent is given by sending them */
    reportTo: z.array(mocBoard).max(MOC_BOARDS.length).default([]),
    mocConsent: z.boolean().default(false),
  })
  .strict()
  .refine((b) => b.reportTo.length === 0 || b.mocConsent, {
    path: ['mocConsent'],
    message: 'Consent to reporting your MOC points to the board, or report to none.',
  })
  .refine((b) => new Set(b.reportTo).size === b.reportTo.length, {
    path: ['reportTo'],
    message: 'Name each board once.',
  });
export type CmeClaimBody = z.input<typeof cmeClaimBody>;

export const transcriptQuery = z
  .object({
    year: z.coerce
      .number({ error: 'Give the year as four digits.' })
      .int('Give the year as four digits.')
      .min(2000, 'Give the year as four digits.')
      .max(2100, 'Give the year as four digits.'),
    /** only the claims with points reported to this board */
    board: mocBoard.optional(),
    /** spec §7: the SPA's links carry a random requestId */
    requestId: z.uuid().optional(),
  })
  .strict();

// ---- staff ----

/** A product and its accredited activity (null: it gives no credit). */
export const cmeActivityRule = z.object({
  activityCode: z.string(),
  title: z.string(),
  kind: cmeWorkKind,
  unitsPerCredit: z.number().int(),
  passingPercent: z.number().int().nullable(),
  maxQuarters: z.number().int(),
  abimRatioPercent: z.number().int().nullable(),
  abpRatioPercent: z.number().int().nullable(),
  releasedOn: day,
  expiresOn: day,
  active: z.boolean(),
  updatedAt: moment,
});
export type CmeActivityRule = z.infer<typeof cmeActivityRule>;

export const cmeProductRule = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  typeCode: z.string(),
  specialty: productSpecialty,
  activityId: z.number().int().nullable(),
  rule: cmeActivityRule.nullable(),
  /** claims made under it: a rule with claims keeps its kind */
  claimCount: z.number().int(),
});
export type CmeProductRule = z.infer<typeof cmeProductRule>;

const ratio = z
  .number({ error: 'Give the points per credit as a percent.' })
  .int('Give the points per credit as a whole percent.')
  .min(1, 'Give at least 1%, or no points of that board.')
  .max(MOC_RATIO_PERCENT_MAX, `At most ${MOC_RATIO_PERCENT_MAX}%.`)
  .nullable();

export const cmeActivityRuleBody = z
  .object({
    activityCode: z.string().trim().regex(CME_ACTIVITY_CODE_PATTERN, CME_ACTIVITY_CODE_MESSAGE),
    title: z
      .string()
      .trim()
      .min(1, 'Give the activity a title.')
      .max(CME_TITLE_MAX, `Keep the title under ${CME_TITLE_MAX} characters.`),
    kind: cmeWorkKind,
    unitsPerCredit: z
      .number({ error: 'Say how many units of work earn one credit.' })
      .int('Say how many units of work earn one credit.')
      .min(1, 'At least one unit of work per credit.')
      .max(CME_UNITS_PER_CREDIT_MAX, `At most ${CME_UNITS_PER_CREDIT_MAX} units per credit.`),
    passingPercent: z
      .number({ error: 'Give the passing share as a percent.' })
      .int('Give the passing share as a whole percent.')
      .min(0, 'The passing share is 0 to 100%.')
      .max(100, 'The passing share is 0 to 100%.')
      .nullable(),
    maxQuarters: z
      .number({ error: 'Give the maximum credit in quarter hours.' })
      .int('Give the maximum credit in quarter hours.')
      .min(1, 'The maximum is at least 0.25 credit.')
      .max(CME_MAX_CREDITS_MAX * QUARTERS_PER_CREDIT, `At most ${CME_MAX_CREDITS_MAX} credits.`),
    abimRatioPercent: ratio,
    abpRatioPercent: ratio,
    releasedOn: day,
    expiresOn: day,
    active: z.boolean(),
  })
  .strict()
  .refine((b) => b.expiresOn > b.releasedOn, {
    path: ['expiresOn'],
    message: 'The activity expires after its release.',
  })
  .refine((b) => (b.kind === 'questions') === (b.passingPercent !== null), {
    path: ['passingPercent'],
    message: 'A questions rule has a passing share; other kinds have none.',
  });
export type CmeActivityRuleBody = z.input<typeof cmeActivityRuleBody>;

/** A report in the staff's queue: what PARS needs, and where it stands. */
export const mocQueueReport = z.object({
  reportId: z.number().int(),
  claimId: z.number().int(),
  accountId: z.number().int(),
  board: mocBoard,
  boardId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthMonth: z.number().int(),
  birthDay: z.number().int(),
  activityCode: z.string(),
  completedOn: day,
  pointsQuarters: z.number().int(),
  status: mocReportStatus,
  batchId: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  resubmissions: z.number().int(),
  updatedAt: moment,
});
export type MocQueueReport = z.infer<typeof mocQueueReport>;

export const mocQueueQuery = z
  .object({
    board: mocBoard.optional(),
    status: mocReportStatus.optional(),
    /** reports with a smaller id: the next page */
    before: idParam.optional(),
    limit: limitParam(50, 200),
    /** spec §7: the SPA's calls carry a random requestId */
    requestId: z.uuid().optional(),
  })
  .strict();

export const mocQueue = z.object({
  reports: z.array(mocQueueReport),
  /** the id to ask `before` for the next page; null: the last page */
  nextBefore: z.number().int().nullable(),
  /** queued reports per board, whatever the filters */
  queued: z.array(z.object({ board: mocBoard, count: z.number().int() })),
  deadlines: z.array(mocDeadline),
});
export type MocQueue = z.infer<typeof mocQueue>;

export const mocBatch = z.object({
  batchId: z.number().int(),
  board: mocBoard,
  reportCount: z.number().int(),
  createdAt: moment,
  createdByName: z.string().nullable(),
});
export type MocBatch = z.infer<typeof mocBatch>;

export const mocResultBody = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('accepted') }).strict(),
    z
      .object({
        outcome: z.literal('rejected'),
        reason: z
          .string()
          .trim()
          .min(1, "Give the board's reason for the rejection.")
          .max(MOC_REJECT_REASON_MAX, `Keep the reason under ${MOC_REJECT_REASON_MAX} characters.`),
      })
      .strict(),
  ],
  { error: 'The outcome is accepted or rejected.' },
);
export type MocResultBody = z.input<typeof mocResultBody>;

export const cmeEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/cme',
    summary:
      "The caller's CME/MOC: credit earned, claimed and claimable per activity of their products, their claims and MOC reports, board-identifier gaps, near deadlines.",
    access: 'signedIn',
    response: cmeOverview,
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/cme/activities/:activityId/claims',
    summary:
      "Claims the caller's claimable credit of an activity with attestation and evaluation; queues its MOC reports (consented). 409 when the claimable credit moved.",
    access: 'signedIn',
    status: 201,
    params: z.object({ activityId: idParam }).strict(),
    body: cmeClaimBody,
    response: cmeClaim,
  }),
  /** Not JSON: the PDF itself (application/pdf, an attachment). */
  certificate: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/cme/claims/:claimId/certificate.pdf',
    summary: "The certificate of one of the caller's claims, as a PDF attachment.",
    access: 'signedIn',
    params: z.object({ claimId: idParam }).strict(),
    response: z.string().meta({ description: 'application/pdf' }),
  }),
  /** Not JSON: the PDF itself (application/pdf, an attachment). */
  transcript: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/cme/transcript.pdf',
    summary:
      "The caller's transcript of a year's claims (optionally one board's MOC points), as a PDF attachment.",
    access: 'signedIn',
    query: transcriptQuery,
    response: z.string().meta({ description: 'application/pdf' }),
  }),
  adminRules: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cme/activities',
    summary: 'Staff (admin): every product and its accredited activity and credit rule, if any.',
    access: { staff: 'admin' },
    response: z.object({ products: z.array(cmeProductRule) }),
  }),
  adminSaveRule: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/admin/cme/activities/:productId',
    summary:
      "Staff (admin): sets a product's accredited activity and credit rule (audited); a rule with claims keeps its kind.",
    access: { staff: 'admin' },
    params: z.object({ productId: idParam }).strict(),
    body: cmeActivityRuleBody,
    response: cmeProductRule,
  }),
  adminQueue: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cme/reports',
    summary:
      'Staff (admin): the MOC reports, newest first, by board and status; queued counts and deadlines.',
    access: { staff: 'admin' },
    query: mocQueueQuery,
    response: mocQueue,
  }),
  adminBatches: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cme/batches',
    summary: 'Staff (admin): the exported batches, newest first.',
    access: { staff: 'admin' },
    response: z.object({ batches: z.array(mocBatch) }),
  }),
  adminExport: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cme/batches',
    summary:
      'Staff (admin): puts every queued report of a board in a new batch (they become submitted; audited). 409 when none is queued.',
    access: { staff: 'admin' },
    status: 201,
    body: z.object({ board: mocBoard }).strict(),
    response: mocBatch,
  }),
  /** Not JSON: the batch file (text/tab-separated-values, an attachment), the same each time. */
  adminBatchFile: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/cme/batches/:batchId/file',
    summary: "Staff (admin): a batch as the board's tab-delimited upload file.",
    access: { staff: 'admin' },
    params: z.object({ batchId: idParam }).strict(),
    response: z.string().meta({ description: 'text/tab-separated-values; MOC_BATCH_COLUMNS' }),
  }),
  adminRecordResult: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cme/reports/:reportId/result',
    summary:
      "Staff (admin): records the board's answer to a submitted report: accepted, or rejected with its reason (audited). 409 unless submitted.",
    access: { staff: 'admin' },
    params: z.object({ reportId: idParam }).strict(),
    body: mocResultBody,
    response: mocQueueReport,
  }),
  adminResubmit: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/cme/reports/:reportId/resubmit',
    summary:
      "Staff (admin): queues a rejected report again with the learner's current identifiers (audited). 409 unless rejected; 400 while they are still incomplete.",
    access: { staff: 'admin' },
    params: z.object({ reportId: idParam }).strict(),
    response: mocQueueReport,
  }),
};
