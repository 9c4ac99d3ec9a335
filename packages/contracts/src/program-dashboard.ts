import { z } from 'zod';
import { defineEndpoint, idParam, wholeNumberParam } from './endpoint';
import { PGY_MAX, PGY_MESSAGE, PGY_MIN } from './organization-rules';
import {
  ASSIGNMENT_STATUSES,
  AT_RISK_REASONS,
  MAX_COHORT_ITEMS_PAGE,
} from './program-dashboard-rules';

/**
 * The program dashboard (issue 27, decision 1403): for the program directors and faculty of a
 * residency program, each resident's progress, accuracy by blueprint topic, assignments and
 * risk; one resident; the cohort's item analysis; the CSV of the residents. And for any member,
 * their own standing against their group and all learners, from aggregates of peers only.
 */

const count = z.number().int().min(0);
/** a percent with one decimal (learner-figures percentCorrect); null when nothing was answered */
const percent = z.number().min(0).max(100).nullable();
const moment = z.iso.datetime();

export const programRef = z.object({ organizationId: z.number().int(), name: z.string() });
export type ProgramRef = z.infer<typeof programRef>;

export const programBank = z.object({
  bankId: z.number().int(),
  title: z.string(),
  specialty: z.string(),
});
export type ProgramBank = z.infer<typeof programBank>;

export const programGroup = z.object({
  groupId: z.number().int(),
  name: z.string(),
  /** residents in the group */
  residents: count,
});
export type ProgramGroup = z.infer<typeof programGroup>;

/**
 * What every dashboard answer says about where it is: the programs the caller may switch
 * between (by name), the one shown, its question banks (those its licenses serve and those its
 * residents answer in, most residents first) and the one shown (null: none yet).
 */
const programContext = {
  programs: z.array(programRef),
  program: programRef,
  banks: z.array(programBank),
  bank: programBank.nullable(),
};

export const atRiskFlag = z.object({
  code: z.enum(AT_RISK_REASONS),
  /** the reason with its figures, in a sentence */
  text: z.string(),
});
export type AtRiskFlag = z.infer<typeof atRiskFlag>;

export const assignmentTally = z.object({
  assigned: count,
  completed: count,
  completedLate: count,
  overdue: count,
  open: count,
  dueSoFar: count,
});

export const residentSummary = z.object({
  accountId: z.number().int(),
  name: z.string(),
  email: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  pgyYear: z.number().int().nullable(),
  joinedAt: moment,
  /** first answers in the bank and right ones: the First-time score (learner-figures) */
  answered: count,
  correct: count,
  firstTimeScore: percent,
  /** first answers per week (in any bank), oldest first (the dashboard's weekStarts) */
  weeks: z.array(count),
  /** the last study of any kind: questions, flash cards, reading, an assignment */
  lastActiveAt: moment.nullable(),
  /** the Personal Trainer's latest estimate, if the resident has a plan */
  readiness: z
    .object({
      day: z.iso.date(),
      scorePercent: z.number(),
      lowPercent: z.number(),
      highPercent: z.number(),
      /** the pass mark of the plan's exam; null when the exam is no longer offered */
      passingPercent: z.number().nullable(),
      examName: z.string().nullable(),
    })
    .nullable(),
  assignments: assignmentTally,
  atRisk: z.array(atRiskFlag),
});
export type ResidentSummary = z.infer<typeof residentSummary>;

/** Accuracy in one top-level topic: the residents shown, and all learners (pooled first answers). */
export const cohortTopic = z.object({
  topicId: z.number().int(),
  name: z.string(),
  cohort: z.object({
    answered: count,
    correct: count,
    percent,
    /** residents with a first answer in the topic */
    residents: count,
  }),
  allLearners: z.object({ answered: count, correct: count, percent, learners: count }),
});
export type CohortTopic = z.infer<typeof cohortTopic>;

export const programDashboard = z.object({
  ...programContext,
  groups: z.array(programGroup),
  /** the filters applied (null: all) */
  groupId: z.number().int().nullable(),
  pgy: z.number().int().nullable(),
  /** the Monday (UTC) of each week of `weeks`, oldest first; the last is this week */
  weekStarts: z.array(z.iso.date()),
  /** the program's median First-time score among residents with enough answers (at-risk rule) */
  medianScore: percent,
  /** the residents shown (the filters'), by name */
  residents: z.array(residentSummary),
  topics: z.array(cohortTopic),
});
export type ProgramDashboard = z.infer<typeof programDashboard>;

const requestId = z.uuid().optional();

const programFilters = {
  /** the program; left out: the first of the caller's by name */
  organizationId: idParam.optional(),
  /** a question bank of the program; left out: the one most of its residents answer in */
  bankId: idParam.optional(),
  requestId,
};

export const programDashboardQuery = z
  .object({
    ...programFilters,
    /** a group of the program */
    groupId: idParam.optional(),
    pgy: wholeNumberParam(PGY_MIN, PGY_MAX, PGY_MESSAGE).optional(),
  })
  .strict();
export type ProgramDashboardQuery = z.input<typeof programDashboardQuery>;

export const residentTopic = z.object({
  topicId: z.number().int(),
  name: z.string(),
  answered: count,
  correct: count,
  percent,
  /** the program's residents, the resident included */
  cohortPercent: percent,
  allLearnersPercent: percent,
});
export type ResidentTopic = z.infer<typeof residentTopic>;

export const residentAssignment = z.object({
  assignmentId: z.number().int(),
  title: z.string(),
  kind: z.enum(['questions', 'book_section', 'deck']),
  dueAt: moment,
  status: z.enum(ASSIGNMENT_STATUSES),
  startedAt: moment.nullable(),
  completedAt: moment.nullable(),
  /** questions: the share right, and whether it passed */
  scorePercent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});
export type ResidentAssignment = z.infer<typeof residentAssignment>;

/** One line of a resident's recent activity, newest first. */
export const residentActivity = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('questions'),
    at: moment,
    sessionName: z.string(),
    answered: count,
    correct: count,
  }),
  z.object({ kind: z.literal('cards'), day: z.iso.date(), reviews: count }),
  z.object({ kind: z.literal('reading'), day: z.iso.date(), sections: count }),
  z.object({ kind: z.literal('assignment'), at: moment, title: z.string() }),
]);
export type ResidentActivity = z.infer<typeof residentActivity>;

export const residentDetail = z.object({
  ...programContext,
  resident: residentSummary,
  /** first answers per week (Monday, UTC; any bank) and the right ones, oldest first */
  weeks: z.array(z.object({ weekStart: z.iso.date(), answered: count, correct: count })),
  topics: z.array(residentTopic),
  assignments: z.array(residentAssignment),
  activity: z.array(residentActivity),
});
export type ResidentDetail = z.infer<typeof residentDetail>;

export const cohortItem = z.object({
  questionId: z.number().int(),
  code: z.string(),
  topics: z.array(z.string()),
  /** residents shown who answered it (first answers), and how many were right */
  residentsAnswered: count,
  residentsCorrect: count,
  cohortPercent: z.number(),
  /** all learners' p-value (item statistics) in percent, and their first answers; null: not computed */
  allLearnersPercent: z.number().nullable(),
  allLearners: count.nullable(),
  /** cohortPercent − allLearnersPercent, in points (negative: the cohort misses it more) */
  gapPoints: z.number().nullable(),
});
export type CohortItem = z.infer<typeof cohortItem>;

export const cohortItemsQuery = z
  .object({
    ...programFilters,
    groupId: idParam.optional(),
    pgy: wholeNumberParam(PGY_MIN, PGY_MAX, PGY_MESSAGE).optional(),
    /** a top-level topic of the bank */
    topicId: idParam.optional(),
    page: wholeNumberParam(
      1,
      MAX_COHORT_ITEMS_PAGE,
      `The page is a whole number from 1 to ${MAX_COHORT_ITEMS_PAGE}, written in digits only.`,
    ).default(1),
  })
  .strict();
export type CohortItemsQuery = z.input<typeof cohortItemsQuery>;

export const cohortItems = z.object({
  ...programContext,
  groups: z.array(programGroup),
  groupId: z.number().int().nullable(),
  pgy: z.number().int().nullable(),
  topics: z.array(z.object({ topicId: z.number().int(), name: z.string() })),
  topicId: z.number().int().nullable(),
  /** residents in the filters' view */
  residents: count,
  /** when all learners' p-values were computed (item statistics); null: not yet */
  computedAt: moment.nullable(),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** most missed against all learners first */
  items: z.array(cohortItem),
});
export type CohortItems = z.infer<typeof cohortItems>;

/** Figures of the peers: pooled accuracy and the caller's percentile among them. */
const peerFigures = z.object({
  percent,
  /** midpoint percentile rank (0–100); null with too few answers or too few peers */
  percentile: z.number().int().min(0).max(100).nullable(),
  /** peers ranked (with enough answers of their own) */
  peers: count,
});

export const standingRow = z.object({
  /** null for the whole bank */
  topicId: z.number().int().nullable(),
  name: z.string(),
  answered: count,
  correct: count,
  percent,
  /** null when the group is not compared with (too small, or no group) */
  group: peerFigures.nullable(),
  allLearners: peerFigures,
});
export type StandingRow = z.infer<typeof standingRow>;

export const myStanding = z.object({
  ...programContext,
  /** the caller's group; figuresShown false when it has fewer than MIN_GROUP_SIZE residents */
  group: z.object({ name: z.string(), residents: count, figuresShown: z.boolean() }).nullable(),
  overall: standingRow,
  topics: z.array(standingRow),
});
export type MyStanding = z.infer<typeof myStanding>;

export const myStandingQuery = z.object(programFilters).strict();

export const programDashboardEndpoints = {
  programDashboard: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/dashboard',
    summary:
      "A residency program's dashboard, for its program directors and faculty: each resident's first answers, First-time score, weekly progress, readiness, assignments and risk flags; the cohort's accuracy by top-level topic beside all learners'.",
    access: 'signedIn',
    query: programDashboardQuery,
    response: programDashboard,
  }),
  programResidentsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/dashboard/residents.csv',
    summary:
      "The program dashboard's residents as CSV (text/csv attachment named after the program and the day), with the same filters.",
    access: 'signedIn',
    query: programDashboardQuery,
    response: z.string().meta({ description: 'text/csv; header row RESIDENT_CSV_COLUMNS' }),
  }),
  programResident: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/dashboard/residents/:accountId',
    summary:
      "One resident of the program, for its program directors and faculty: topic accuracy beside the program's and all learners', assignments with their status, recent activity.",
    access: 'signedIn',
    params: z.object({ accountId: idParam }).strict(),
    query: z.object(programFilters).strict(),
    response: residentDetail,
  }),
  cohortItems: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/dashboard/items',
    summary:
      "Cohort item analysis, for the program's directors and faculty: the questions its residents miss more than all learners do (the residents' share right against the question's p-value), a page at a time.",
    access: 'signedIn',
    query: cohortItemsQuery,
    response: cohortItems,
  }),
  myStanding: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/medcentral/standing',
    summary:
      "The caller's standing in their residency program by topic: their First-time score and percentile against their group (when it has enough residents) and against all learners; peers only in aggregate.",
    access: 'signedIn',
    query: myStandingQuery,
    response: myStanding,
  }),
};
