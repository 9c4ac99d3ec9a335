import {
  MAX_DAYS_TO_EXAM,
  type MyProgress,
  PROGRESS_DAYS,
  type ProgressDay,
  questionFilter,
  RETENTION_FORECAST_DAYS,
  type StudyBoard,
  type StudyUnit,
  type TrainerProfile,
  type TrainerProfileInput,
  type UnitWork,
  WORKLOAD_MINUTES,
} from '@boardready/contracts';
import { AppError, errors } from '@boardready/contracts/errors';
import { FSRS6_DEFAULT_DECAY } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import { readingOrder } from '../books/book-access';
import type { Book } from '../books/book-content';
import { bookStudyRepository } from '../books/study-repository';
import { flashCardService } from '../flash-cards/service';
import { zoneFormat } from '../memory/scheduler';
import { memoryService } from '../memory/service';
import { type OwnedProductRow, productRepository } from '../products/repository';
import { availabilityOf } from '../products/service';
import { qaService } from '../qa/service';
import { blueprintShares, type Exam, shippedExams } from './exams';
import { bestForecast, phaseOf, workload } from './forecast';
import { type PlannedUnit, planDay } from './planner';
import { addDays, retentionCurve, streaks } from './progress';
import { progressRepository } from './progress-repository';
import { estimateReadiness, type ReadinessEstimate } from './readiness';
import { type NewUnit, trainerRepository } from './repository';

/**
 * The Personal Trainer (issue 25, decision 1201): the interview, the day's plan made on the day's
 * first visit to the Study Board, each unit's work and when it is done, skipping and postponing,
 * the readiness estimate and the workload view.
 */

/** Minutes of work, for the plan's sizes (decision 1201). */
export const QUESTION_MINUTES = 2;
export const RETRIEVAL_MINUTES = 1;
export const CARD_MINUTES = 1 / 6;
export const NEW_CARD_MINUTES = 1 / 2;
/** Reading speed for a section's minutes. */
const WORDS_PER_MINUTE = 200;
/**
 * All learners' accuracy in a bank, the prior's centre: their first answers, themselves drawn
 * toward DEFAULT_ACCURACY by as many answers as BANK_PRIOR_ANSWERS while the bank is little used.
 */
const DEFAULT_ACCURACY = 0.6;
const BANK_PRIOR_ANSWERS = 50;
const DAY_MS = 86_400_000;

/** What each kind of product is to the plan. */
const PLAN_KINDS: Record<string, 'qa' | 'book' | 'deck' | undefined> = {
  qa: 'qa',
  onlineBookCore: 'book',
  fc: 'deck',
};

/** The learner's calendar day (from 04:00 in their zone) as YYYY-MM-DD. */
export function learnerDay(now: Date, timeZone: string): string {
  const shifted = new Date(now.getTime() - 4 * 3_600_000);
  const parts = zoneFormat(timeZone).formatToParts(shifted);
  const part = (type: string) => (parts.find((p) => p.type === type)?.value ?? '').padStart(2, '0');
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Monday-first index of a day's weekday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const round1 = (x: number) => Math.round(x * 1000) / 10;

/** The estimate by topic as the board and My Progress show it (percent, one decimal). */
function readinessTopics(readiness: ReadinessEstimate) {
  return readiness.topics.map((t) => ({
    topicId: t.topicId,
    name: t.name,
    weightPercent: round1(t.weight),
    answered: t.answered,
    correct: t.correct,
    questions: t.questions,
    proficiencyPercent: round1(t.proficiency),
    lowPercent: round1(t.low),
    highPercent: round1(t.high),
  }));
}

const wordCount = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** `exams`: the shipped catalogue; a benchmark adds an exam on its synthetic bank. */
export function trainerService(db: Database, books: Book[], exams: Exam[] = shippedExams()) {
  const repo = trainerRepository(db);
  const progressRepo = progressRepository(db);
  const productRepo = productRepository(db);
  const memory = memoryService(db);
  const cards = flashCardService(db);
  const qa = qaService(db);
  const bookStudy = bookStudyRepository(db);
  const bookOfProduct = new Map(books.flatMap((b) => b.productCodes.map((code) => [code, b])));
  const examByCode = new Map(exams.map((exam) => [exam.code, exam]));

  /** The account's usable products that may be in a plan (they come with the Personal Trainer). */
  async function eligibleProducts(accountId: number, now: Date) {
    return (await productRepo.listDashboardEligible(accountId, now)).filter(
      (p) => PLAN_KINDS[p.typeCode] !== undefined,
    );
  }

  async function dayOf(accountId: number, now: Date) {
    const settings = await memory.settingsOf(accountId);
    return { settings, day: learnerDay(now, settings.timeZone) };
  }

  const profileOf = (plan: NonNullable<Awaited<ReturnType<typeof repo.plan>>>): TrainerProfile => ({
    examCode: plan.examCode,
    examDate: plan.examDate,
    weekdayMinutes: plan.weekdayMinutes,
    userProductIds: plan.userProductIds,
  });

  /** The plan's products by their role, usable now and of the exam's specialty. */
  function planProducts(owned: OwnedProductRow[], chosen: number[], exam: Exam, now: Date) {
    const ids = new Set(chosen);
    const inPlan = owned.filter(
      (p) =>
        ids.has(p.userProductId) &&
        p.specialty === exam.specialty &&
        availabilityOf(p, now) === 'usable',
    );
    const first = (kind: 'qa' | 'book' | 'deck') =>
      inPlan.find((p) => PLAN_KINDS[p.typeCode] === kind);
    const book = first('book');
    return {
      qa: first('qa'),
      book,
      bookContent: book ? bookOfProduct.get(book.code) : undefined,
      deck: first('deck'),
    };
  }

  /**
   * The first unread section of the book on each top-level topic (a section on a subtopic counts
   * for its parent), with its reading minutes.
   */
  function unreadSections(book: Book, read: Set<string>, topicOfCode: Map<string, number>) {
    const byTopic = new Map<number, { sectionId: string; title: string; minutes: number }>();
    for (const { section } of readingOrder(book)) {
      if (read.has(section.id)) continue;
      for (const code of section.topics) {
        const topicId = topicOfCode.get(code);
        if (topicId === undefined || byTopic.has(topicId)) continue;
        byTopic.set(topicId, {
          sectionId: section.id,
          title: section.title,
          minutes: Math.max(2, Math.ceil(wordCount(section.body) / WORDS_PER_MINUTE)),
        });
      }
    }
    return byTopic;
  }

  /** A deck's counts for today; null when its cards cannot be studied (not imported yet). */
  async function _deckCounts(accountId: number, userProductId: number, now: Date) {
    try {
      return await cards.todayCounts(accountId, userProductId, now);
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return null;
      throw error;
    }
  }

  type Bank = Awaited<ReturnType<typeof repo.bank>>;

  /** The readiness estimate from the learner's first answers in the exam's bank, by topic. */
  async function readinessOf(accountId: number, exam: Exam, bank: Bank) {
    const [tallies, answered, accuracy] = await Promise.all([
      bank ? repo.topicTallies(accountId, bank.id) : [],
      bank ? repo.learnerAnswered(accountId, bank.id) : 0,
      bank ? repo.bankTally(bank.id) : { answered: 0, correct: 0 },
    ]);
    const shares = blueprintShares(exam);
    const tallyOf = new Map(tallies.map((t) => [t.topicId, t]));
    const topics = (bank?.topics ?? [])
      .filter((t) => shares.has(t.code))
      .map((t) => ({
        topicId: t.id,
        code: t.code,
        name: t.name,
        weight: shares.get(t.code)!,
        questions: t.questions,
        answered: tallyOf.get(t.id)?.answered ?? 0,
        correct: tallyOf.get(t.id)?.correct ?? 0,
      }));
    return estimateReadiness({
      topics,
      populationAccuracy:
        (accuracy.correct + DEFAULT_ACCURACY * BANK_PRIOR_ANSWERS) /
        (accuracy.answered + BANK_PRIOR_ANSWERS),
      passing: exam.passingPercent / 100,
      examQuestions: exam.questionCount,
      answered,
    });
  }

  /** Everything the board and the planner read of the learner's study, in parallel. */
  async function studyState(accountId: number, plan: TrainerProfile, exam: Exam, now: Date) {
    const [owned, bank] = await Promise.all([
      productRepo.listOwned(accountId),
      repo.bank(exam.bank),
    ]);
    const products = planProducts(owned, plan.userProductIds, exam, now);
    const [readiness, dueCounts, deckToday, read] = await Promise.all([
      readinessOf(accountId, exam, bank),
      memory.repo.dueCounts(accountId, now),
      products.deck
        ? cards.todayCounts(accountId, products.deck.userProductId, now).catch(() => null)
        : null,
      products.bookContent ? bookStudy.sectionsRead(accountId, products.bookContent.code) : [],
    ]);
    const started =
      products.deck && deckToday ? await repo.startedCards(accountId, deckToday.deckId) : 0;
    // counted as the due poll lists them (the same items), all of them: the badge stops at 99+
    const dueOf = (userProductId: number | undefined, isCard: boolean) =>
      dueCounts.find((d) => d.userProductId === userProductId && d.isCard === isCard)?.count ?? 0;
    const due = {
      questions: dueOf(products.qa?.userProductId, false),
      cards: dueOf(products.deck?.userProductId, true),
    };
    const sections =
      bank && products.bookContent
        ? unreadSections(products.bookContent, new Set(read), bank.topicOfCode)
        : new Map<number, { sectionId: string; title: string; minutes: number }>();
    return { products, readiness, due, deckToday, started, read: new Set(read), sections };
  }

  type StudyState = Awaited<ReturnType<typeof studyState>>;

  function forecastInput(
    plan: TrainerProfile,
    state: StudyState,
    exam: Exam,
    daysToExam: number,
    weekday: number,
  ) {
    return {
      daysToExam,
      dailyMinutes: Array.from(
        { length: daysToExam },
        (_, d) => plan.weekdayMinutes[(weekday + d) % 7] ?? 0,
      ),
      questionMinutes: QUESTION_MINUTES,
      reviewMinutes: RETRIEVAL_MINUTES,
      dueQuestions: state.due.questions,
      readiness: state.readiness,
      passing: exam.passingPercent / 100,
      examQuestions: exam.questionCount,
    };
  }

  /** Today's units for the minutes left, as rows. */
  function unitsFor(
    accountId: number,
    day: string,
    minutes: number,
    state: StudyState,
    phase: ReturnType<typeof phaseOf>,
    kept: { topicId: number | null; kind: string; userProductId: number; status: string }[],
    postponedTopicIds: number[],
    firstPosition: number,
  ): NewUnit[] {
    const { products } = state;
    const name = (p: OwnedProductRow | undefined) =>
      p ? { userProductId: p.userProductId, name: p.shortName } : null;
    const keptRetrieval = (p: OwnedProductRow | undefined) =>
      !!p &&
      kept.some(
        (u) => u.kind === 'SpacedRetrievalStudyUnit' && u.userProductId === p.userProductId,
      );
    const planned: PlannedUnit[] = planDay({
      phase,
      minutes,
      questionMinutes: QUESTION_MINUTES,
      reviewMinutes: RETRIEVAL_MINUTES,
      cardMinutes: CARD_MINUTES,
      newCardMinutes: NEW_CARD_MINUTES,
      qa: name(products.qa),
      book: name(products.book),
      deck:
        products.deck && state.deckToday
          ? { ...name(products.deck)!, newCardsLeft: state.deckToday.counts.new }
          : null,
      due: state.due,
      topics: state.readiness.topics.map((t) => ({
        ...t,
        section: state.sections.get(t.topicId) ?? null,
      })),
      postponedTopicIds,
      skippedTopicIds: kept
        .filter((u) => u.status !== 'done' && u.topicId !== null)
        .map((u) => u.topicId!),
      retrievalPlanned: {
        questions: keptRetrieval(products.qa),
        cards: keptRetrieval(products.deck),
      },
    });
    return planned.map((unit, i) => ({
      ...unit,
      accountId,
      day,
      position: firstPosition + i,
      baseline:
        unit.kind === 'StudyStudyUnit' && unit.userProductId === products.deck?.userProductId
          ? state.started
          : null,
    }));
  }

  type UnitRow = Awaited<ReturnType<typeof repo.units>>[number];

  /** Whether a planned unit's work is done, from the learner's study now. */
  function isDone(unit: UnitRow, state: StudyState): boolean {
    switch (unit.kind) {
      case 'PreviewStudyUnit':
        return unit.sectionId !== null && state.read.has(unit.sectionId);
      case 'SpacedRetrievalStudyUnit':
        if (unit.sessionFinished) return true;
        return unit.userProductId === state.products.deck?.userProductId
          ? state.due.cards === 0
          : state.due.questions === 0;
      case 'StudyStudyUnit':
        if (unit.baseline !== null) {
          return (
            state.started - unit.baseline >= unit.itemCount ||
            (state.deckToday?.counts.new ?? 0) === 0
          );
        }
        return unit.sessionFinished === true;
    }
  }

  const toUnit = (u: UnitRow): StudyUnit => ({
    id: u.id,
    kind: u.kind,
    status: u.status,
    title: u.title,
    reason: u.reason,
    minutes: u.minutes,
    itemCount: u.itemCount,
    userProductId: u.userProductId,
    productName: u.productName,
    topic: u.topicId !== null && u.topicName !== null ? { id: u.topicId, name: u.topicName } : null,
    sectionId: u.sectionId,
  });

  /**
   * Plans what is left of today: the units not yet opened are dropped and the minutes left after
   * the kept ones are planned again, without the topics skipped or moved today.
   */
  async function replan(
    tx: Database,
    accountId: number,
    day: string,
    minutesToday: number,
    state: StudyState,
    phase: ReturnType<typeof phaseOf>,
    fresh: boolean,
  ) {
    // read in the transaction: PGlite has one connection, and the units just changed are its own
    const inTx = trainerRepository(tx);
    await inTx.dropUnstarted(tx, accountId, day);
    const kept = fresh ? [] : await inTx.units(accountId, day);
    const used = kept
      .filter((u) => u.status === 'done' || u.status === 'planned')
      .reduce((sum, u) => sum + u.minutes, 0);
    const postponed = await inTx.postponedTopics(accountId, day);
    const units = unitsFor(
      accountId,
      day,
      minutesToday - used,
      state,
      phase,
      kept,
      postponed,
      kept.reduce((max, u) => Math.max(max, u.position), 0) + 1,
    );
    await inTx.addUnits(tx, units);
  }

  async function boardOf(
    accountId: number,
    now: Date,
    change?: (tx: Database, day: string) => Promise<boolean>,
  ): Promise<StudyBoard | null> {
    const stored = await repo.plan(accountId);
    if (!stored) return null;
    const exam = examByCode.get(stored.examCode);
    if (!exam) return null;
    const plan = profileOf(stored);
    const { day } = await dayOf(accountId, now);
    const daysToExam = Math.max(0, daysBetween(day, plan.examDate));
    const phase = phaseOf(daysToExam);
    const weekday = weekdayIndex(day);
    const minutesToday = plan.weekdayMinutes[weekday] ?? 0;
    const state = await studyState(accountId, plan, exam, now);
    const forecast = bestForecast(forecastInput(plan, state, exam, daysToExam, weekday));

    // a day already planned and no change: no transaction to open
    if (change || stored.plannedDay !== day) {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const changed = change ? await change(t, day) : false;
        if (await repo.claimDay(t, accountId, day, forecast.retention)) {
          const { score, low, high } = state.readiness;
          await repo.recordReadiness(t, { accountId, day, score, low, high });
          await replan(t, accountId, day, minutesToday, state, phase, true);
        } else if (changed) {
          await replan(t, accountId, day, minutesToday, state, phase, false);
        }
      });
    }
    let units = await repo.units(accountId, day);
    const done = units.filter((u) => u.status === 'planned' && isDone(u, state)).map((u) => u.id);
    if (done.length > 0) {
      await repo.markDone(accountId, done, now);
      units = units.map((u) => (done.includes(u.id) ? { ...u, status: 'done' as const } : u));
    }
    const { readiness } = state;
    const totalQuestions = readiness.topics.reduce((sum, t) => sum + t.questions, 0);
    const unseen = Math.max(
      0,
      totalQuestions -
        readiness.topics.reduce((sum, t) => sum + Math.min(t.answered, t.questions), 0),
    );
    const workloadMinutes = [...new Set([...WORKLOAD_MINUTES, minutesToday])]
      .filter((m) => m > 0)
      .sort((a, b) => a - b);
    return {
      profile: plan,
      exam: {
        code: exam.code,
        name: exam.name,
        specialty: exam.specialty,
        questionCount: exam.questionCount,
        passingPercent: exam.passingPercent,
      },
      today: day,
      daysToExam,
      phase,
      retentionTarget: forecast.retention,
      minutesToday,
      minutesPlanned: units
        .filter((u) => u.status === 'planned' || u.status === 'done')
        .reduce((s, u) => s + u.minutes, 0),
      minutesDone: units.filter((u) => u.status === 'done').reduce((s, u) => s + u.minutes, 0),
      units: units.map(toUnit),
      due: state.due,
      pace: {
        unseenQuestions: unseen,
        questionsPerDay: daysToExam > 0 ? Math.ceil(unseen / daysToExam) : unseen,
      },
      readiness: {
        scorePercent: round1(readiness.score),
        lowPercent: round1(readiness.low),
        highPercent: round1(readiness.high),
        passingPercent: exam.passingPercent,
        passProbability: Math.round(readiness.passProbability * 1000) / 1000,
        answered: readiness.answered,
        topics: readinessTopics(readiness),
        raiseMost: readiness.raiseMost,
      },
      workload: workload(
        forecastInput(plan, state, exam, daysToExam, weekday),
        workloadMinutes,
      ).map((row) => ({
        minutesPerDay: row.minutesPerDay,
        coveragePercent: round1(row.coverage),
        recallPercent: round1(row.recall),
        scorePercent: round1(row.score),
        passProbability: Math.round(row.passProbability * 1000) / 1000,
      })),
    };
  }

  /** A unit of the caller's plan for today that is still planned: 404 / 409 otherwise. */
  async function openUnit(accountId: number, unitId: number, now: Date) {
    const unit = await repo.unit(accountId, unitId);
    if (!unit) throw errors.studyUnitNotFound();
    const { day } = await dayOf(accountId, now);
    if (unit.day !== day) throw errors.studyUnitNotToday();
    return unit;
  }

  async function closeUnit(
    actor: { accountId: number; requestId: string },
    accountId: number,
    unitId: number,
    status: 'skipped' | 'postponed',
    now: Date,
  ) {
    const unit = await openUnit(accountId, unitId, now);
    if (unit.status !== 'planned') throw errors.studyUnitClosed();
    const board = await boardOf(accountId, now, async (tx) => {
      if (!(await repo.close(tx, unit.id, status, now))) throw errors.studyUnitClosed();
      if (actor.accountId !== accountId) {
        await audit(tx, {
          action: `trainer.unit_${status}`,
          actorAccountId: actor.accountId,
          subjectAccountId: accountId,
          requestId: actor.requestId,
          details: { unitId: unit.id, title: unit.title },
        });
      }
      return true;
    });
    return board!;
  }

  return {
    async profile(accountId: number, now = new Date()) {
      const [stored, eligible] = await Promise.all([
        repo.plan(accountId),
        eligibleProducts(accountId, now),
      ]);
      return {
        profile: stored ? profileOf(stored) : null,
        exams: exams.map((e) => ({
          code: e.code,
          name: e.name,
          specialty: e.specialty,
          questionCount: e.questionCount,
          passingPercent: e.passingPercent,
        })),
        products: eligible.map((p) => ({
          userProductId: p.userProductId,
          shortName: p.shortName,
          typeCode: p.typeCode,
          specialty: p.specialty,
        })),
      };
    },

    /** The interview's answers, checked; today is planned again from what is left of it. */
    async saveProfile(
      actor: { accountId: number; requestId: string },
      accountId: number,
      input: TrainerProfileInput,
      now = new Date(),
    ): Promise<TrainerProfile> {
      const exam = examByCode.get(input.examCode);
      if (!exam)
        throw errors.unknownExam(undefined, {
          fields: { examCode: 'Choose one of the exams offered.' },
        });
      const { day } = await dayOf(accountId, now);
      const ahead = daysBetween(day, input.examDate);
      if (ahead < 0 || ahead > MAX_DAYS_TO_EXAM) {
        throw errors.examDateOutOfRange(undefined, {
          fields: { examDate: errors.examDateOutOfRange().message },
        });
      }
      const eligible = new Map(
        (await eligibleProducts(accountId, now)).map((p) => [p.userProductId, p]),
      );
      const chosen = [...new Set(input.userProductIds)].sort((a, b) => a - b);
      const refused = chosen.filter((id) => eligible.get(id)?.specialty !== exam.specialty);
      if (refused.length > 0) {
        throw errors.unknownPlanProducts(undefined, {
          fields: { userProductIds: `Not in your plan's choice: ${refused.join(', ')}.` },
        });
      }
      await repo.savePlan(
        {
          accountId,
          examCode: exam.code,
          examDate: input.examDate,
          weekdayMinutes: input.weekdayMinutes,
          retentionTarget: 0.9,
          updatedAt: now,
        },
        chosen,
        day,
        async (tx) => {
          if (actor.accountId !== accountId) {
            await audit(tx, {
              action: 'trainer.profile_saved',
              actorAccountId: actor.accountId,
              subjectAccountId: accountId,
              requestId: actor.requestId,
              details: { examCode: exam.code, examDate: input.examDate },
            });
          }
        },
      );
      return {
        examCode: exam.code,
        examDate: input.examDate,
        weekdayMinutes: input.weekdayMinutes,
        userProductIds: chosen,
      };
    },

    async board(accountId: number, now = new Date()) {
      return { board: await boardOf(accountId, now) };
    },

    /** My Progress: the last PROGRESS_DAYS days of study, and the estimate when there is a plan. */
    async progress(accountId: number, now = new Date()): Promise<MyProgress> {
      const { settings, day } = await dayOf(accountId, now);
      const sinceDay = addDays(day, 1 - PROGRESS_DAYS);
      // the learner's day starts at 04:00: the window opens a day early and is cut by day below
      const since = new Date(Date.parse(`${sinceDay}T00:00:00Z`) - DAY_MS);
      const zone = settings.timeZone;
      const stored = await repo.plan(accountId);
      const exam = stored ? examByCode.get(stored.examCode) : undefined;
      // the bank is kept in memory (cachedRead): every read below runs at once
      const bank = exam ? await repo.bank(exam.bank) : undefined;
      const [answers, cardReviews, sections, units, readiness, groups, estimate, weeks] =
        await Promise.all([
          progressRepo.answersByDay(accountId, since, zone),
          progressRepo.cardReviewsByDay(accountId, since, zone),
          progressRepo.sectionsReadByDay(accountId, since, zone),
          progressRepo.unitsDoneByDay(accountId, sinceDay),
          progressRepo.readinessSince(accountId, sinceDay),
          progressRepo.memoryGroups(accountId, now),
          exam ? readinessOf(accountId, exam, bank) : null,
          bank ? progressRepo.weeks(accountId, bank.id, since) : [],
        ]);
      const byDay = new Map<string, ProgressDay>();
      const dayRow = (d: string) => {
        let row = byDay.get(d);
        if (!row) {
          row = { day: d, questions: 0, correct: 0, cards: 0, sectionsRead: 0, unitsDone: 0 };
          byDay.set(d, row);
        }
        return row;
      };
      for (const a of answers)
        Object.assign(dayRow(a.day), { questions: a.questions, correct: a.correct });
      for (const c of cardReviews) dayRow(c.day).cards = c.cards;
      for (const r of sections) dayRow(r.day).sectionsRead = r.sectionsRead;
      for (const u of units) dayRow(u.day).unitsDone = u.unitsDone;
      const days = [...byDay.values()]
        .filter((d) => d.day >= sinceDay && d.day <= day)
        .sort((a, b) => a.day.localeCompare(b.day));
      return {
        today: day,
        since: sinceDay,
        days,
        streak: streaks(
          days.map((d) => d.day),
          day,
        ),
        weeks,
        topics: estimate ? readinessTopics(estimate) : null,
        readiness: readiness.map((r) => ({
          day: r.day,
          scorePercent: round1(r.score),
          lowPercent: round1(r.low),
          highPercent: round1(r.high),
        })),
        retention: retentionCurve(
          groups,
          settings.parameters?.[20] ?? FSRS6_DEFAULT_DECAY,
          RETENTION_FORECAST_DAYS,
        ),
        memoryItems: groups.reduce((sum, g) => sum + g.items, 0),
      };
    },

    /** Opens a unit's work (its session is made on the first start) and records the opening. */
    async start(
      actor: { accountId: number; requestId: string },
      accountId: number,
      unitId: number,
      now = new Date(),
    ): Promise<UnitWork> {
      const unit = await openUnit(accountId, unitId, now);
      if (unit.status === 'skipped' || unit.status === 'postponed') throw errors.studyUnitClosed();
      if (unit.kind === 'PreviewStudyUnit' && unit.sectionId) {
        await repo.started(unit.id, now);
        return {
          open: 'bookSection',
          userProductId: unit.userProductId,
          sectionId: unit.sectionId,
        };
      }
      const product = await productRepo.ownedProduct(accountId, unit.userProductId);
      if (product?.typeCode === 'fc') {
        await repo.started(unit.id, now);
        return { open: 'flashCards', userProductId: unit.userProductId };
      }
      let qaSessionId = unit.qaSessionId;
      if (qaSessionId === null) {
        const made =
          unit.kind === 'SpacedRetrievalStudyUnit'
            ? await qa.createRetrievalSession(accountId, unit.userProductId, unit.itemCount, now)
            : await studySession(accountId, unit, now);
        qaSessionId = made.qaSessionId;
        if (actor.accountId !== accountId) {
          await audit(db, {
            action: 'trainer.unit_started',
            actorAccountId: actor.accountId,
            subjectAccountId: accountId,
            requestId: actor.requestId,
            details: { unitId: unit.id, qaSessionId },
          });
        }
        // the unit counts the questions its session holds (fewer when fewer were left)
        await repo.started(unit.id, now, made);
      }
      return { open: 'qaSession', userProductId: unit.userProductId, qaSessionId };
    },

    skip: (
      actor: { accountId: number; requestId: string },
      accountId: number,
      unitId: number,
      now = new Date(),
    ) => closeUnit(actor, accountId, unitId, 'skipped', now),
    postpone: (
      actor: { accountId: number; requestId: string },
      accountId: number,
      unitId: number,
      now = new Date(),
    ) => closeUnit(actor, accountId, unitId, 'postponed', now),
  };

  /** A Study unit's tutor-mode session on its topic: questions not yet seen, else missed ones, else any. */
  async function studySession(
    accountId: number,
    unit: { userProductId: number; topicId: number | null; title: string; itemCount: number },
    now: Date,
  ) {
    const base = {
      ...questionFilter.parse({ topicIds: unit.topicId !== null ? [unit.topicId] : [] }),
      name: unit.title.slice(0, 100),
      numberOfQuestions: unit.itemCount,
      durationSeconds: null,
      viewMode: 'tutor' as const,
    };
    for (const filter of [{ includeNotViewed: true }, { includeIncorrect: true }, {}]) {
      try {
        const session = await qa.create(
          accountId,
          unit.userProductId,
          { ...base, ...filter },
          { activate: true, now },
        );
        return { qaSessionId: session.qaSessionId, questionCount: session.items.length };
      } catch (error) {
        if ((error as { code?: string }).code !== 'no_matching_questions') throw error;
      }
    }
    throw errors.noMatchingQuestions(
      'The questions of this topic have all been removed from the question bank.',
    );
  }
}
