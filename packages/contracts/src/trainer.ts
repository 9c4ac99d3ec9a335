import { z } from 'zod';
import { bookSlug } from './books';
import { defineEndpoint, idParam, idValue } from './endpoint';
import {
  DAILY_MINUTES_MESSAGE,
  EXAM_DATE_MESSAGE,
  MAX_DAILY_MINUTES,
  MAX_PLAN_PRODUCTS,
  STUDY_UNIT_KINDS,
  STUDY_UNIT_STATUSES,
  WEEKDAYS,
} from './trainer-rules';

/**
 * The Personal Trainer (issue 25, decision 1201): the learner's interview (exam, date, time per
 * weekday, products), the Study Board's plan for today in spec §3's study units, the readiness
 * estimate and the workload view. Everything is the acting account's own; another learner's unit
 * is never found (404).
 */

const count = z.number().int().min(0);
const percent = z.number().min(0).max(100);
const probability = z.number().min(0).max(1);
/** a calendar day, YYYY-MM-DD */
const day = z.iso.date();

export const trainerExam = z.object({
  code: z.string(),
  name: z.string(),
  specialty: z.enum(['IM', 'PEDS', 'MS']),
  questionCount: count,
  passingPercent: percent,
});
export type TrainerExam = z.infer<typeof trainerExam>;

export const trainerProfile = z.object({
  examCode: z.string(),
  examDate: day,
  /** Monday first (trainer-rules WEEKDAYS) */
  weekdayMinutes: z.array(count).length(WEEKDAYS.length),
  userProductIds: z.array(z.number().int()),
});
export type TrainerProfile = z.infer<typeof trainerProfile>;

const dailyMinutes = z
  .number({ error: DAILY_MINUTES_MESSAGE })
  .int(DAILY_MINUTES_MESSAGE)
  .min(0, DAILY_MINUTES_MESSAGE)
  .max(MAX_DAILY_MINUTES, DAILY_MINUTES_MESSAGE);

export const trainerProfileInput = z.strictObject({
  examCode: z.string({ error: 'Choose an exam.' }).min(1, 'Choose an exam.').max(64),
  examDate: z.iso.date({ error: EXAM_DATE_MESSAGE }),
  weekdayMinutes: z
    .array(dailyMinutes, { error: `Give the minutes of each of the ${WEEKDAYS.length} weekdays.` })
    .length(WEEKDAYS.length, `Give the minutes of each of the ${WEEKDAYS.length} weekdays.`),
  userProductIds: z
    .array(idValue, { error: 'Choose the products to study.' })
    .min(1, 'Choose at least one product to study.')
    .max(MAX_PLAN_PRODUCTS, `A plan takes at most ${MAX_PLAN_PRODUCTS} products.`),
});
export type TrainerProfileInput = z.infer<typeof trainerProfileInput>;

/** A product the interview offers: usable now and eligible for the dashboard. */
export const trainerProductChoice = z.object({
  userProductId: z.number().int(),
  shortName: z.string(),
  typeCode: z.string(),
  specialty: z.enum(['IM', 'PEDS', 'MS']),
});

export const trainerProfileAnswer = z.object({
  profile: trainerProfile.nullable(),
  exams: z.array(trainerExam),
  products: z.array(trainerProductChoice),
});
export type TrainerProfileAnswer = z.infer<typeof trainerProfileAnswer>;

export const studyUnit = z.object({
  id: z.number().int(),
  kind: z.enum(STUDY_UNIT_KINDS),
  status: z.enum(STUDY_UNIT_STATUSES),
  title: z.string(),
  /** why the plan chose it, in a sentence */
  reason: z.string(),
  minutes: count,
  /** questions, cards or (for a preview) 1 section */
  itemCount: count,
  userProductId: z.number().int(),
  productName: z.string(),
  topic: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sectionId: bookSlug.nullable(),
});
export type StudyUnit = z.infer<typeof studyUnit>;

export const topicReadiness = z.object({
  topicId: z.number().int(),
  name: z.string(),
  /** the topic's share of the exam */
  weightPercent: percent,
  answered: count,
  correct: count,
  /** published questions of the topic, and how many of them the learner has answered */
  questions: count,
  /** the estimate of the share the learner would answer right, and its 80 % interval */
  proficiencyPercent: percent,
  lowPercent: percent,
  highPercent: percent,
});

export const readiness = z.object({
  /** the exam score estimate (percent correct) and its 80 % interval */
  scorePercent: percent,
  lowPercent: percent,
  highPercent: percent,
  passingPercent: percent,
  passProbability: probability,
  /** first answers the estimate rests on */
  answered: count,
  topics: z.array(topicReadiness),
  /** the topics where study would raise the estimate most, best first */
  raiseMost: z.array(
    z.object({ topicId: z.number().int(), name: z.string(), pointsGain: z.number() }),
  ),
});
export type Readiness = z.infer<typeof readiness>;

/** "If I study N minutes a day": what the plan reaches by exam day. */
export const workloadRow = z.object({
  minutesPerDay: count,
  /** share of the bank's questions seen by exam day */
  coveragePercent: percent,
  /** predicted recall on exam day of what was studied */
  recallPercent: percent,
  scorePercent: percent,
  passProbability: probability,
});
export type WorkloadRow = z.infer<typeof workloadRow>;

export const studyBoard = z.object({
  profile: trainerProfile,
  exam: trainerExam,
  /** the learner's day (from 04:00 in their time zone) */
  today: day,
  daysToExam: count,
  /** build: new material; consolidate: fewer new, more retrieval; final: retrieval only */
  phase: z.enum(['build', 'consolidate', 'final']),
  /** the recall the schedule aims to hold on exam day (the memory model's retention) */
  retentionTarget: probability,
  minutesToday: count,
  minutesPlanned: count,
  minutesDone: count,
  units: z.array(studyUnit),
  due: z.object({ questions: count, cards: count }),
  /** unseen questions of the exam's bank, and how many a day see all of them before the final days */
  pace: z.object({ unseenQuestions: count, questionsPerDay: count }),
  readiness,
  workload: z.array(workloadRow),
});
export type StudyBoard = z.infer<typeof studyBoard>;

/** One day of My Progress's timeline: what the learner did (the learner's day, from 04:00). */
export const progressDay = z.object({
  day,
  /** questions answered, and how many of them right */
  questions: count,
  correct: count,
  /** flash-card reviews */
  cards: count,
  sectionsRead: count,
  unitsDone: count,
});
export type ProgressDay = z.infer<typeof progressDay>;

export const myProgress = z.object({
  today: day,
  /** the first day the timeline covers (PROGRESS_DAYS back); days without work are left out */
  since: day,
  days: z.array(progressDay),
  streak: z.object({ current: count, longest: count }),
  /** first answers per week in the plan's bank, the learner's and all learners' on the same questions */
  weeks: z.array(
    z.object({
      weekStart: day,
      answered: count,
      correct: count,
      peerAnswered: count,
      peerCorrect: count,
    }),
  ),
  /** the estimate by topic (null without a plan) */
  topics: z.array(topicReadiness).nullable(),
  /** the estimate as each day's plan was made */
  readiness: z.array(
    z.object({ day, scorePercent: percent, lowPercent: percent, highPercent: percent }),
  ),
  /** the mean recall of the learner's studied items in so many days, if none were reviewed */
  retention: z.array(z.object({ inDays: count, recallPercent: percent })),
  /** cards and questions studied (the items the retention forecast covers) */
  memoryItems: count,
});
export type MyProgress = z.infer<typeof myProgress>;

const unitParams = z.object({ studyUnitId: idParam }).strict();

/** Where a unit's work is done: the SPA opens it. */
export const unitWork = z.discriminatedUnion('open', [
  z.object({
    open: z.literal('qaSession'),
    userProductId: z.number().int(),
    qaSessionId: z.number().int(),
  }),
  z.object({
    open: z.literal('bookSection'),
    userProductId: z.number().int(),
    sectionId: bookSlug,
  }),
  z.object({ open: z.literal('flashCards'), userProductId: z.number().int() }),
]);
export type UnitWork = z.infer<typeof unitWork>;

export const trainerEndpoints = {
  trainerProfile: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/personaltrainer/profile',
    summary:
      "The learner's Personal Trainer interview (null before the first), the exams and the products it offers.",
    access: 'signedIn',
    response: trainerProfileAnswer,
  }),
  saveTrainerProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/2.0/personaltrainer/profile',
    summary:
      "Answer the interview (or change it): today's plan is made again from what is left of it.",
    access: 'signedIn',
    body: trainerProfileInput,
    response: trainerProfile,
  }),
  studyBoard: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/personaltrainer/board',
    summary:
      "The Study Board: today's plan (made on the day's first visit), due items, readiness, workload view; board null before the interview.",
    access: 'signedIn',
    writesOnGet: true,
    response: z.object({ board: studyBoard.nullable() }),
  }),
  startStudyUnit: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/personaltrainer/units/:studyUnitId/start',
    summary:
      "Open a unit's work: its book section, its question session (made on first start) or its cards; answers which.",
    access: 'signedIn',
    params: unitParams,
    body: z.object({}).strict(),
    response: unitWork,
  }),
  skipStudyUnit: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/personaltrainer/units/:studyUnitId/skip',
    summary: 'Skip a planned unit: the rest of the day is planned again without it.',
    access: 'signedIn',
    params: unitParams,
    body: z.object({}).strict(),
    response: studyBoard,
  }),
  myProgress: defineEndpoint({
    method: 'GET',
    path: '/api/2.0/personaltrainer/progress',
    summary:
      "My Progress: the learner's days of study, streaks, weekly accuracy beside all learners, the estimate by topic and over time, the retention forecast.",
    access: 'signedIn',
    response: myProgress,
  }),
  postponeStudyUnit: defineEndpoint({
    method: 'POST',
    path: '/api/2.0/personaltrainer/units/:studyUnitId/postpone',
    summary:
      "Move a planned unit to tomorrow: tomorrow's plan starts with its topic, today's is planned again.",
    access: 'signedIn',
    params: unitParams,
    body: z.object({}).strict(),
    response: studyBoard,
  }),
};
