import { type Card, createEmptyCard, type FSRS, type Grade, Rating } from 'ts-fsrs';
import { schedulerFor } from '../modules/memory/scheduler';
import {
  activation,
  drawLearner,
  type LearnerTruth,
  recallProbability,
  TRUE_MODEL_NAME,
} from '../modules/memory/synthetic-history';
import { mulberry32 } from '../modules/qbank-content/synthetic';
import { blueprintShares, type Exam, shippedExams } from '../modules/trainer/exams';
import { bestForecast, FINAL_DAYS, phaseOf, reviewSchedule } from '../modules/trainer/forecast';
import { RETRIEVAL_SHARE } from '../modules/trainer/planner';
import { estimateReadiness, type TopicTally } from '../modules/trainer/readiness';
import { QUESTION_MINUTES, RETRIEVAL_MINUTES } from '../modules/trainer/service';

/**
 * The Personal Trainer's models on simulated learners (issue 25, bench/trainer-model.mjs). Pure,
 * in process: no database, no HTTP.
 *
 * a) Calibration of the readiness estimate (readiness.ts): learners with a true chance of
 *    answering each topic right answer an uneven number of bank questions; their tallies go into
 *    estimateReadiness as the service gives them; then they sit the exam (its length and blueprint
 *    from content/exams/exams.json). The estimate's error, its 80 % interval's coverage and the
 *    pass probability's Brier score and calibration bins compare the two.
 * b) Exam-day recall: one learner, a bank of questions, the same minutes a day under two
 *    strategies, both scheduled by ts-fsrs (default weights, as the app schedules questions):
 *    plain FSRS (retention 0.9, a fixed daily new limit) and the plan (the retention target
 *    bestForecast chooses, chosen again every week, retrieval capped as the planner caps it, no
 *    new material in the final days). Whether the learner recalls follows ACT-R
 *    (synthetic-history.ts), not FSRS, so FSRS is not graded by itself.
 */

export const EXAM_CODE = 'abim-im';
/** The 80 % interval of readiness.ts (10th to 90th percentile). */
export const NOMINAL_COVERAGE = 0.8;
/** Mirrors service.ts (not exported there): the prior of all learners' accuracy in a bank. */
const DEFAULT_ACCURACY = 0.6;
const BANK_PRIOR_ANSWERS = 50;

/** The simulated population: learner ability and topic spread on the logit scale. */
const MEAN_ACCURACY = 0.66;
const ABILITY_SD = 0.55;
const TOPIC_SD = 0.45;
/** Bank answers per learner: log-uniform in this range, spread unevenly across topics. */
const MIN_ANSWERED = 20;
const MAX_ANSWERED = 2000;
/** How uneven a learner's answers are across topics (gamma shape: lower is more uneven). */
const TOPIC_EFFORT_SHAPE = 0.8;
/** Published questions in the bank (only for the estimate's 'raise most', not scored here). */
const BANK_QUESTIONS = 2400;
export const PASS_BINS = [0, 0.2, 0.4, 0.6, 0.8, 1] as const;
/** Learners by bank answers, to see where the estimate's error and interval go wrong. */
export const ANSWERED_BANDS = [MIN_ANSWERED, 100, 500, MAX_ANSWERED + 1] as const;

/** The exam-day simulation's defaults. */
const POOL = 2000;
const DAYS_TO_EXAM = 120;
const DAILY_MINUTES = 60;
const SEEDS = 20;
/** Plain FSRS's retention, and how often the plan chooses its target again. */
const PLAIN_RETENTION = 0.9;
const REPLAN_DAYS = 7;
/** A new question's first answer (before any study) is right this often (rated Good, else Again). */
const FIRST_ANSWER_ACCURACY = 0.6;
/** The learner studies from this hour; the exam starts at the same hour on exam day. */
const STUDY_HOUR = 9;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Seeds the answers' stream apart from the world's (learner and bank). */
const ANSWER_STREAM = 0x5eed;
const START = Date.UTC(2025, 0, 6);

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => Math.log(p / (1 - p));

/** A normal deviate (Box–Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A gamma deviate of shape k (Marsaglia–Tsang; k < 1 boosted). */
function gamma(random: () => number, k: number): number {
  if (k < 1) return gamma(random, k + 1) * random() ** (1 / k);
  const d = k - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = gaussian(random);
    const v = (1 + c * x) ** 3;
    if (v > 0 && Math.log(Math.max(random(), 1e-12)) < 0.5 * x * x + d - d * v + d * Math.log(v))
      return d * v;
  }
}

function binomial(random: () => number, n: number, p: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (random() < p) k++;
  return k;
}

/** Index drawn in proportion to `weights` (which sum to 1). */
function drawIndex(random: () => number, weights: readonly number[]): number {
  let u = random();
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i]!;
    if (u < 0) return i;
  }
  return weights.length - 1;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const sd = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
};

interface ExamInfo {
  exam: Exam;
  /** the blueprint's topic codes and their shares, in the same order */
  codes: string[];
  weights: number[];
}

function examOf(code: string): ExamInfo {
  const exam = shippedExams().find((e) => e.code === code);
  if (!exam) throw new Error(`no exam ${code} in content/exams/exams.json`);
  const shares = blueprintShares(exam);
  return { exam, codes: [...shares.keys()], weights: [...shares.values()] };
}

// ---------------------------------------------------------------------------------------------
// a) Calibration

interface SimulatedCandidate {
  /** true chance of a right answer per topic, in blueprint order */
  accuracy: number[];
  tallies: { answered: number; correct: number }[];
}

function drawCandidate(random: () => number, topics: number): SimulatedCandidate {
  const ability = logit(MEAN_ACCURACY) + ABILITY_SD * gaussian(random);
  const accuracy = Array.from({ length: topics }, () =>
    logistic(ability + TOPIC_SD * gaussian(random)),
  );
  const total = Math.round(MIN_ANSWERED * (MAX_ANSWERED / MIN_ANSWERED) ** random());
  // learners practise some topics far more than others
  const effort = Array.from({ length: topics }, () => gamma(random, TOPIC_EFFORT_SHAPE));
  const effortSum = effort.reduce((s, e) => s + e, 0);
  const tallies = accuracy.map((p, t) => {
    const answered = Math.round((total * effort[t]!) / effortSum);
    return { answered, correct: binomial(random, answered, p) };
  });
  return { accuracy, tallies };
}

/** The exam's questions drawn by the blueprint, each right with the topic's true chance. */
function sitExam(
  random: () => number,
  weights: readonly number[],
  c: SimulatedCandidate,
  n: number,
) {
  let correct = 0;
  for (let q = 0; q < n; q++) if (random() < c.accuracy[drawIndex(random, weights)]!) correct++;
  return correct / n;
}

export interface CalibrationBin {
  from: number;
  to: number;
  count: number;
  meanPredicted: number;
  observedPass: number;
}

export interface CalibrationReport {
  learners: number;
  examQuestions: number;
  passing: number;
  /** estimated minus true score, in percentage points */
  maePoints: number;
  biasPoints: number;
  nominalCoverage: number;
  coverage: number;
  brier: number;
  /** Brier score of always predicting the population's pass rate (the no-skill reference) */
  brierBaseline: number;
  passRate: number;
  meanPassProbability: number;
  bins: CalibrationBin[];
  byAnswered: { from: number; to: number; count: number; maePoints: number; coverage: number }[];
}

export function calibrationReport(learners: number, seed: number): CalibrationReport {
  const random = mulberry32(seed);
  const { exam, codes, weights } = examOf(EXAM_CODE);
  const passing = exam.passingPercent / 100;
  const candidates = Array.from({ length: learners }, () => drawCandidate(random, codes.length));
  // all learners' first answers, drawn toward DEFAULT_ACCURACY as the service does
  const bank = candidates
    .flatMap((c) => c.tallies)
    .reduce((s, t) => ({ answered: s.answered + t.answered, correct: s.correct + t.correct }), {
      answered: 0,
      correct: 0,
    });
  const populationAccuracy =
    (bank.correct + DEFAULT_ACCURACY * BANK_PRIOR_ANSWERS) / (bank.answered + BANK_PRIOR_ANSWERS);

  const outcomes = candidates.map((c) => {
    const topics: TopicTally[] = codes.map((code, t) => ({
      topicId: t + 1,
      name: code,
      weight: weights[t]!,
      questions: Math.round(BANK_QUESTIONS * weights[t]!),
      ...c.tallies[t]!,
    }));
    const estimate = estimateReadiness({
      topics,
      populationAccuracy,
      passing,
      examQuestions: exam.questionCount,
    });
    const score = sitExam(random, weights, c, exam.questionCount);
    return { estimate, score, passed: score >= passing, answered: estimate.answered };
  });
  type Outcome = (typeof outcomes)[number];
  const maeOf = (list: readonly Outcome[]) =>
    mean(list.map((o) => Math.abs(o.estimate.score - o.score) * 100));
  const coverageOf = (list: readonly Outcome[]) =>
    mean(list.map((o) => (o.score >= o.estimate.low && o.score <= o.estimate.high ? 1 : 0)));

  const errors = outcomes.map((o) => (o.estimate.score - o.score) * 100);
  const passRate = mean(outcomes.map((o) => (o.passed ? 1 : 0)));
  const brierOf = (p: (o: Outcome) => number) =>
    mean(outcomes.map((o) => (p(o) - (o.passed ? 1 : 0)) ** 2));
  const bins = PASS_BINS.slice(0, -1).map((from, i) => {
    const to = PASS_BINS[i + 1]!;
    const last = i === PASS_BINS.length - 2;
    const inBin = outcomes.filter(
      (o) =>
        o.estimate.passProbability >= from &&
        (last ? o.estimate.passProbability <= to : o.estimate.passProbability < to),
    );
    return {
      from,
      to,
      count: inBin.length,
      meanPredicted: mean(inBin.map((o) => o.estimate.passProbability)),
      observedPass: mean(inBin.map((o) => (o.passed ? 1 : 0))),
    };
  });
  return {
    learners,
    examQuestions: exam.questionCount,
    passing,
    maePoints: maeOf(outcomes),
    biasPoints: mean(errors),
    nominalCoverage: NOMINAL_COVERAGE,
    coverage: coverageOf(outcomes),
    brier: brierOf((o) => o.estimate.passProbability),
    brierBaseline: brierOf(() => passRate),
    passRate,
    meanPassProbability: mean(outcomes.map((o) => o.estimate.passProbability)),
    bins,
    byAnswered: ANSWERED_BANDS.slice(0, -1).map((from, i) => {
      const to = ANSWERED_BANDS[i + 1]!;
      const inBand = outcomes.filter((o) => o.answered >= from && o.answered < to);
      return {
        from,
        to,
        count: inBand.length,
        maePoints: maeOf(inBand),
        coverage: coverageOf(inBand),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// b) Exam-day recall

/**
 * A way to spend the same minutes. `retention`: a fixed target, or 'forecast' for bestForecast's
 * choice, made again every REPLAN_DAYS. `planner`: the planner's day (retrieval at most
 * RETRIEVAL_SHARE of the minutes before the final days, new questions in all the minutes left,
 * none in the final days); otherwise Anki's (all reviews due first, then new questions up to a
 * daily limit fitted to the minutes).
 */
export interface Strategy {
  name: string;
  retention: number | 'forecast';
  planner: boolean;
}

export const PLAIN_FSRS: Strategy = {
  name: 'plain FSRS',
  retention: PLAIN_RETENTION,
  planner: false,
};
export const PLAN: Strategy = { name: 'plan', retention: 'forecast', planner: true };
/** The plan's day at plain FSRS's target: how much of the plan's gain its target choice makes. */
export const PLAN_AT_PLAIN_RETENTION: Strategy = {
  name: `plan's day at retention ${PLAIN_RETENTION}`,
  retention: PLAIN_RETENTION,
  planner: true,
};
export const STRATEGIES = [PLAIN_FSRS, PLAN, PLAN_AT_PLAIN_RETENTION] as const;

interface Item {
  topic: number;
  easiness: number;
  traces: { at: number; decay: number }[];
  card: Card | null;
  firstCorrect: boolean;
}

export interface StrategyOutcome {
  /** mean true recall on exam day over the whole bank (unseen questions count 0) */
  poolRecall: number;
  /** mean true recall on exam day of the questions learned */
  learnedRecall: number;
  learned: number;
  reviews: number;
  /** reviews due but not done on exam eve (the retrieval cap's backlog) */
  backlog: number;
  minutes: number;
  /** the most minutes spent on one day (never above the daily budget) */
  maxDayMinutes: number;
  /** the retention target of each week */
  retentions: number[];
}

export interface RecallSetup {
  pool: number;
  days: number;
  minutes: number;
}

/**
 * Plain FSRS's daily new limit, as a user would fit it to their minutes: the most new questions a
 * day whose learning plus their reviews (at PLAIN_RETENTION, over the horizon, on average) fits.
 */
export function fittedNewLimit(setup: RecallSetup): number {
  const schedule = reviewSchedule(PLAIN_RETENTION, setup.days);
  let reviewsPerItem = 0;
  for (let d = 0; d < setup.days; d++) {
    reviewsPerItem += schedule.offsets.filter((o, j) => j > 0 && o <= d).length;
  }
  // a lapse (1 - r of the reviews) is answered once more, as forecast.ts counts it
  const reviewCost = RETRIEVAL_MINUTES * (2 - PLAIN_RETENTION);
  const perNew = QUESTION_MINUTES + (reviewsPerItem / Math.max(1, setup.days)) * reviewCost;
  return Math.max(1, Math.floor(setup.minutes / perNew));
}

const schedulers = new Map<number, FSRS>();
/** The app's question scheduler (ts-fsrs, default weights, no same-day steps) at a target. */
function questionScheduler(retention: number): FSRS {
  let scheduler = schedulers.get(retention);
  if (!scheduler) {
    scheduler = schedulerFor({ desiredRetention: retention, parameters: null }, 'question');
    schedulers.set(retention, scheduler);
  }
  return scheduler;
}

/** The readiness input the plan sees from the simulated study: tallies per blueprint topic. */
function planTopics(items: readonly Item[], weights: readonly number[]): TopicTally[] {
  return weights.map((weight, t) => {
    const own = items.filter((i) => i.topic === t);
    const seen = own.filter((i) => i.card !== null);
    return {
      topicId: t + 1,
      name: `topic ${t + 1}`,
      weight,
      questions: own.length,
      answered: seen.length,
      correct: seen.filter((i) => i.firstCorrect).length,
    };
  });
}

const dueBy = (items: readonly Item[], at: number) =>
  items.filter((i) => i.card !== null && i.card.due.getTime() < at);

/** bestForecast's target for the days left, from the study so far, as the service asks it. */
function forecastRetention(
  items: readonly Item[],
  setup: RecallSetup,
  daysToExam: number,
  dayEnd: number,
  { exam, weights }: ExamInfo,
): number {
  return bestForecast({
    daysToExam,
    dailyMinutes: new Array(daysToExam).fill(setup.minutes),
    questionMinutes: QUESTION_MINUTES,
    reviewMinutes: RETRIEVAL_MINUTES,
    dueQuestions: dueBy(items, dayEnd).length,
    readiness: estimateReadiness({
      topics: planTopics(items, weights),
      populationAccuracy: FIRST_ANSWER_ACCURACY,
      passing: exam.passingPercent / 100,
      examQuestions: exam.questionCount,
    }),
    passing: exam.passingPercent / 100,
    examQuestions: exam.questionCount,
  }).retention;
}

export function simulateStrategy(
  strategy: Strategy,
  setup: RecallSetup,
  seed: number,
  examInfo: ExamInfo = examOf(EXAM_CODE),
): StrategyOutcome {
  // the same learner and bank for every strategy, and answers drawn from the same stream
  const world = mulberry32(seed);
  const truth: LearnerTruth = drawLearner(world);
  const items: Item[] = Array.from({ length: setup.pool }, () => ({
    topic: drawIndex(world, examInfo.weights),
    easiness: 0.4 * gaussian(world),
    traces: [],
    card: null,
    firstCorrect: false,
  }));
  const random = mulberry32(seed ^ ANSWER_STREAM);
  const plainLimit = fittedNewLimit(setup);
  const retentions: number[] = [];
  let scheduler = questionScheduler(PLAIN_RETENTION);
  let nextNew = 0;
  let reviews = 0;
  let minutesUsed = 0;
  let maxDayMinutes = 0;

  const answer = (item: Item, at: number, isNew: boolean) => {
    const m = activation(truth, item.easiness, item.traces, at);
    const p = isNew ? FIRST_ANSWER_ACCURACY : recallProbability(truth, m);
    const recalled = random() < p;
    const grade: Grade = recalled ? Rating.Good : Rating.Again;
    const now = new Date(at);
    item.card = scheduler.next(item.card ?? createEmptyCard(now), now, grade).card;
    if (isNew) item.firstCorrect = recalled;
    // the explanation is read at every answer, so every answer lays down a trace
    item.traces.push({
      at,
      decay: truth.decayScale * (Number.isFinite(m) ? Math.exp(m) : 0) + truth.decayIntercept,
    });
  };

  for (let day = 0; day < setup.days; day++) {
    const daysToExam = setup.days - day;
    const dayEnd = START + (day + 1) * DAY_MS;
    if (day % REPLAN_DAYS === 0) {
      const retention =
        strategy.retention === 'forecast'
          ? forecastRetention(items, setup, daysToExam, dayEnd, examInfo)
          : strategy.retention;
      retentions.push(retention);
      scheduler = questionScheduler(retention);
    }
    const final = phaseOf(daysToExam) === 'final';
    const reviewMinutes =
      strategy.planner && !final ? Math.ceil(setup.minutes * RETRIEVAL_SHARE) : setup.minutes;
    const newLimit = !strategy.planner ? plainLimit : final ? 0 : setup.pool;

    let clock = START + day * DAY_MS + STUDY_HOUR * HOUR_MS;
    let spent = 0;
    const spend = (minutes: number) => {
      spent += minutes;
      clock += minutes * MINUTE_MS;
    };
    // reviews due, most overdue first
    const due = dueBy(items, dayEnd).sort((a, b) => a.card!.due.getTime() - b.card!.due.getTime());
    for (const item of due) {
      if (spent + RETRIEVAL_MINUTES > reviewMinutes) break;
      answer(item, clock, false);
      spend(RETRIEVAL_MINUTES);
      reviews++;
    }
    for (let n = 0; n < newLimit && nextNew < items.length; n++) {
      if (spent + QUESTION_MINUTES > setup.minutes) break;
      answer(items[nextNew++]!, clock, true);
      spend(QUESTION_MINUTES);
    }
    minutesUsed += spent;
    maxDayMinutes = Math.max(maxDayMinutes, spent);
  }

  const examAt = START + setup.days * DAY_MS + STUDY_HOUR * HOUR_MS;
  const recallSum = items
    .slice(0, nextNew)
    .reduce(
      (s, i) => s + recallProbability(truth, activation(truth, i.easiness, i.traces, examAt)),
      0,
    );
  return {
    poolRecall: recallSum / setup.pool,
    learnedRecall: nextNew > 0 ? recallSum / nextNew : 0,
    learned: nextNew,
    reviews,
    backlog: dueBy(items, examAt).length,
    minutes: minutesUsed,
    maxDayMinutes,
    retentions,
  };
}

export interface Spread {
  mean: number;
  sd: number;
  min: number;
  max: number;
}

const spreadOf = (xs: readonly number[]): Spread => ({
  mean: mean(xs),
  sd: sd(xs),
  min: Math.min(...xs),
  max: Math.max(...xs),
});

export interface StrategySummary {
  name: string;
  poolRecall: Spread;
  learnedRecall: Spread;
  learned: Spread;
  reviews: Spread;
  backlog: Spread;
  minutes: Spread;
  maxDayMinutes: number;
  /** the weekly retention targets, most common first, with their share */
  retentions: { retention: number; share: number }[];
  /** this strategy's pool recall minus plain FSRS's, per seed */
  difference: Spread;
  /** seeds where it beats plain FSRS */
  wins: number;
}

export interface RecallReport {
  trueModel: string;
  seeds: number;
  pool: number;
  days: number;
  minutesPerDay: number;
  finalDays: number;
  plainNewLimit: number;
  firstAnswerAccuracy: number;
  strategies: StrategySummary[];
}

export function recallReport(
  setup: RecallSetup,
  seeds: number,
  firstSeed: number,
  log: (line: string) => void = () => {},
): RecallReport {
  const examInfo = examOf(EXAM_CODE);
  const runs = Array.from({ length: seeds }, (_, s) => {
    const outcomes = STRATEGIES.map((strategy) =>
      simulateStrategy(strategy, setup, firstSeed + s, examInfo),
    );
    if ((s + 1) % 5 === 0) log(`trainer-model: ${s + 1} of ${seeds} exam-day simulations`);
    return outcomes;
  });
  const plain = runs.map((outcomes) => outcomes[0]!);
  const strategies = STRATEGIES.map((strategy, k): StrategySummary => {
    const list = runs.map((outcomes) => outcomes[k]!);
    const chosen = list.flatMap((o) => o.retentions);
    const counts = new Map<number, number>();
    for (const r of chosen) counts.set(r, (counts.get(r) ?? 0) + 1);
    const differences = list.map((o, i) => o.poolRecall - plain[i]!.poolRecall);
    const spreadBy = (
      key: 'poolRecall' | 'learnedRecall' | 'learned' | 'reviews' | 'backlog' | 'minutes',
    ) => spreadOf(list.map((o) => o[key]));
    return {
      name: strategy.name,
      poolRecall: spreadBy('poolRecall'),
      learnedRecall: spreadBy('learnedRecall'),
      learned: spreadBy('learned'),
      reviews: spreadBy('reviews'),
      backlog: spreadBy('backlog'),
      minutes: spreadBy('minutes'),
      maxDayMinutes: Math.max(...list.map((o) => o.maxDayMinutes)),
      retentions: [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([retention, n]) => ({ retention, share: n / chosen.length })),
      difference: spreadOf(differences),
      wins: differences.filter((d) => d > 0).length,
    };
  });
  return {
    trueModel: TRUE_MODEL_NAME,
    seeds,
    pool: setup.pool,
    days: setup.days,
    minutesPerDay: setup.minutes,
    finalDays: FINAL_DAYS,
    plainNewLimit: fittedNewLimit(setup),
    firstAnswerAccuracy: FIRST_ANSWER_ACCURACY,
    strategies,
  };
}

// ---------------------------------------------------------------------------------------------

export interface TrainerModelOptions {
  learners?: number;
  seeds?: number;
  pool?: number;
  days?: number;
  minutesPerDay?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface TrainerModelReport {
  calibration: CalibrationReport;
  recall: RecallReport;
  seconds: { calibration: number; recall: number };
}

export function trainerModelReport(options: TrainerModelOptions = {}): TrainerModelReport {
  const seed = options.seed ?? 2025;
  let since = performance.now();
  const calibration = calibrationReport(options.learners ?? 400, seed);
  const calibrationSeconds = (performance.now() - since) / 1000;
  since = performance.now();
  const recall = recallReport(
    {
      pool: options.pool ?? POOL,
      days: options.days ?? DAYS_TO_EXAM,
      minutes: options.minutesPerDay ?? DAILY_MINUTES,
    },
    options.seeds ?? SEEDS,
    seed,
    options.log,
  );
  return {
    calibration,
    recall,
    seconds: { calibration: calibrationSeconds, recall: (performance.now() - since) / 1000 },
  };
}
