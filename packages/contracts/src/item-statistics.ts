import { z } from 'zod';
import { defineEndpoint, idParam, wholeNumberParam } from './endpoint';
import {
  ITEM_STATISTIC_ORDERS,
  ITEM_STATISTIC_SORTS,
  ITEM_STATISTICS_PAGE_SIZE,
  MAX_ITEM_STATISTICS_PAGE,
  MAX_ITEM_STATISTICS_PAGE_SIZE,
  REVIEW_REASONS,
} from './item-statistics-rules';
import { choiceKey } from './qa';

/**
 * Item statistics per question from all learners' first answers (issue 26, decision 1302), for
 * content managers: computed in the background per bank, read a page at a time.
 */

/** A bank's last finished run, and the one running now if any. */
export const itemStatisticRun = z.object({
  /** when the figures shown were computed; null = never yet */
  computedAt: z.iso.datetime().nullable(),
  /** how long that run took */
  durationMs: z.number().int().nullable(),
  /** questions it computed, and how many of them need review */
  questions: z.number().int().nullable(),
  needsReview: z.number().int().nullable(),
  /** a run is computing now (on request or by the schedule) */
  running: z.boolean(),
  startedAt: z.iso.datetime().nullable(),
  /** the last run stopped without finishing (the server's log says why) */
  lastRunFailed: z.boolean(),
});
export type ItemStatisticRun = z.infer<typeof itemStatisticRun>;

export const itemStatisticBank = z.object({
  bankId: z.number().int(),
  code: z.string(),
  title: z.string(),
  specialty: z.string(),
  publishedQuestions: z.number().int(),
  /** its top-level topics, the list's topic filter */
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  run: itemStatisticRun,
});
export type ItemStatisticBank = z.infer<typeof itemStatisticBank>;

export const itemStatisticBanks = z.object({
  /** minutes between scheduled runs; null = only when a content manager asks */
  refreshMinutes: z.number().int().nullable(),
  banks: z.array(itemStatisticBank),
});
export type ItemStatisticBanks = z.infer<typeof itemStatisticBanks>;

/** One question's figures. */
export const itemStatistic = z.object({
  questionId: z.number().int(),
  code: z.string(),
  /**
   * the stem's first words as text, to tell questions apart (tags taken out, entities as written,
   * at most 240 characters)
   */
  stemExcerpt: z.string(),
  status: z.enum(['published', 'retired']),
  topics: z.array(z.string()),
  /** learners with a first answer to it, and how many of those were right */
  answered: z.number().int(),
  correct: z.number().int(),
  /** share correct (0–1); null without answers */
  pValue: z.number().nullable(),
  /** point-biserial correlation (−1–1) with the learner's rest score; null when undefined */
  discrimination: z.number().nullable(),
  discriminationAnswers: z.number().int(),
  /** each choice's first answers and share of them; `correct` = the current key */
  choices: z.array(
    z.object({
      key: choiceKey,
      count: z.number().int(),
      share: z.number().nullable(),
      correct: z.boolean(),
    }),
  ),
  /** median seconds from seeing it to the first answer (capped); null when no answer was timed */
  medianSeconds: z.number().nullable(),
  timedAnswers: z.number().int(),
  /** learners' flags, and those staff have not settled (fixed or dismissed) */
  flags: z.number().int(),
  openFlags: z.number().int(),
  needsReview: z.boolean(),
  /** most pressing first */
  reasons: z.array(z.enum(REVIEW_REASONS)),
});
export type ItemStatistic = z.infer<typeof itemStatistic>;

export const itemStatisticsQuery = z
  .object({
    /** true: only the questions that need review; false: only the others; left out: all */
    needsReview: z
      .enum(['true', 'false'], { error: 'needsReview is true or false.' })
      .transform((value) => value === 'true')
      .optional(),
    /** a top-level topic of the bank */
    topicId: idParam.optional(),
    sort: z
      .enum(ITEM_STATISTIC_SORTS, {
        error: `Sort by ${ITEM_STATISTIC_SORTS.join(', ')}.`,
      })
      .default('review'),
    /** left out: the sort's natural direction (DEFAULT_ITEM_STATISTIC_ORDER) */
    order: z.enum(ITEM_STATISTIC_ORDERS, { error: 'The order is asc or desc.' }).optional(),
    page: wholeNumberParam(
      1,
      MAX_ITEM_STATISTICS_PAGE,
      `The page is a whole number from 1 to ${MAX_ITEM_STATISTICS_PAGE}, written in digits only.`,
    ).default(1),
    pageSize: wholeNumberParam(
      1,
      MAX_ITEM_STATISTICS_PAGE_SIZE,
      `The page size is a whole number from 1 to ${MAX_ITEM_STATISTICS_PAGE_SIZE}, written in digits only.`,
    ).default(ITEM_STATISTICS_PAGE_SIZE),
    requestId: z.uuid().optional(),
  })
  .strict();
export type ItemStatisticsQuery = z.input<typeof itemStatisticsQuery>;

export const itemStatisticsPage = z.object({
  bankId: z.number().int(),
  /** when these figures were computed; null = never yet (the list is empty) */
  computedAt: z.iso.datetime().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(itemStatistic),
});
export type ItemStatisticsPage = z.infer<typeof itemStatisticsPage>;

const bankParams = z.object({ bankId: idParam }).strict();

export const itemStatisticEndpoints = {
  banks: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/qa/itemstatistics',
    summary:
      'Staff (content manager): the question banks with when their item statistics were computed and whether a run is computing them now.',
    access: { staff: 'contentManager' },
    query: z.object({ requestId: z.uuid().optional() }).strict(),
    response: itemStatisticBanks,
  }),
  questions: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/admin/qa/itemstatistics/:bankId',
    summary:
      "Staff (content manager): a bank's questions with their item statistics (share correct, point-biserial, choice shares, median time, flags), those that need review first; filtered, sorted, a page at a time.",
    access: { staff: 'contentManager' },
    params: bankParams,
    query: itemStatisticsQuery,
    response: itemStatisticsPage,
  }),
  recompute: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/admin/qa/itemstatistics/:bankId/recompute',
    summary:
      "Staff (content manager): compute a bank's item statistics now, in the background (409 while a run is computing them).",
    access: { staff: 'contentManager' },
    params: bankParams,
    query: z.object({ requestId: z.uuid().optional() }).strict(),
    status: 202,
    response: itemStatisticBank,
  }),
};
