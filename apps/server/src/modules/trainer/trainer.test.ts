import { randomUUID } from 'node:crypto';
import type {
  MyProgress,
  StudyBoard,
  StudyUnit,
  UnitWork,
  UserProduct,
} from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, studyUnits } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { accountIdOf } from '../../test/security/classification';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { learnerDay } from './service';

const PROFILE = '/api/2.0/personaltrainer/profile';
const BOARD = '/api/2.0/personaltrainer/board';
const PROGRESS = '/api/2.0/personaltrainer/progress';
const unitUrl = (id: number, action: 'start' | 'skip' | 'postpone') =>
  `/api/2.0/personaltrainer/units/${id}/${action}`;
const DAY = 86_400_000;

type Caller = ReturnType<typeof as>;

/** A date `days` from today, as the learner's day counts (their zone is UTC in the demo). */
const dayAhead = (days: number) => learnerDay(new Date(Date.now() + days * DAY), 'UTC');

describe('the Personal Trainer (issue 25)', () => {
  let t: TestApp;
  let trainee: Caller;
  let learner: Caller;
  let peds: Caller;
  let traineeProducts: Map<string, number>;

  const productsOf = async (caller: Caller) =>
    new Map(
      (
        (await caller({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
          products: UserProduct[];
        }
      ).products.map((p) => [p.code, p.userProductId]),
    );
  const boardOf = async (caller: Caller) => {
    const response = await caller({ method: 'GET', url: BOARD });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { board: StudyBoard | null }).board;
  };
  const interview = (overrides: Record<string, unknown> = {}) => ({
    examCode: 'abim-im',
    examDate: dayAhead(120),
    // Monday first; an hour every day, so that today's plan never depends on the weekday
    weekdayMinutes: [60, 60, 60, 60, 60, 60, 60],
    userProductIds: ['IM-QA', 'IM-BOOK', 'IM-FC'].map((code) => traineeProducts.get(code)!),
    ...overrides,
  });
  const unitsOf = (board: StudyBoard, kind: StudyUnit['kind']) =>
    board.units.filter((u) => u.kind === kind);

  beforeAll(async () => {
    t = await createTestApp();
    trainee = as(t.app, await signIn(t.app, 'trainee@demo.test'));
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
    for (const caller of [trainee, learner, peds]) {
      expect((await caller({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    }
    traineeProducts = await productsOf(trainee);
  });
  afterAll(() => t.close());

  test('[ROUTE-30] before the interview: no plan, the exams and the products it offers', async () => {
    const response = await trainee({ method: 'GET', url: PROFILE });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profile).toBeNull();
    expect(body.exams.map((e: { code: string }) => e.code)).toEqual([
      'abim-im',
      'abim-im-moc',
      'abp-general-pediatrics',
      'usmle-step-1',
      'usmle-step-2-ck',
    ]);
    expect(body.products.map((p: { shortName: string }) => p.shortName)).toEqual([
      'IM Q&A',
      'IM Study Guide',
      'IM Flash Cards',
    ]);
    expect(await boardOf(trainee)).toBeNull();
  });

  test('bad interviews are refused with a clear 400 and nothing written', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ examDate: dayAhead(-1) }, 'exam_date_out_of_range'],
      [{ examDate: dayAhead(4 * 365) }, 'exam_date_out_of_range'],
      [{ examDate: '2027-02-30' }, 'validation_failed'],
      [{ weekdayMinutes: [60, 60, 60, 60, 60, 60, -5] }, 'validation_failed'],
      [{ weekdayMinutes: [60, 60, 60, 60, 60, 60, 721] }, 'validation_failed'],
      [{ weekdayMinutes: [60, 60, 60] }, 'validation_failed'],
      [{ weekdayMinutes: [60, 60, 60, 60, 60, 60, 1.5] }, 'validation_failed'],
      [{ examCode: 'mcat' }, 'unknown_exam'],
      [{ userProductIds: [] }, 'validation_failed'],
      // the peds learner's deck, and an exam of another specialty than the products
      [{ userProductIds: [(await productsOf(peds)).get('PEDS-FC')] }, 'unknown_plan_products'],
      [{ examCode: 'abp-general-pediatrics' }, 'unknown_plan_products'],
    ];
    for (const [change, code] of cases) {
      const response = await expectNothingWritten(
        t.database.db,
        () => trainee({ method: 'PUT', url: PROFILE, payload: interview(change) }),
        400,
      );
      expect(response.json().error.code, JSON.stringify(change)).toBe(code);
    }
    const pastDate = await trainee({
      method: 'PUT',
      url: PROFILE,
      payload: interview({ examDate: dayAhead(-1) }),
    });
    expect(pastDate.json().error.message).toBe(
      'The exam date is a date (YYYY-MM-DD) from today to 3 years ahead.',
    );
  });

  test('[ROUTE-30] [CONST-02] the interview makes today’s plan: units of the spec’s kinds within the day’s minutes', async () => {
    const saved = await trainee({ method: 'PUT', url: PROFILE, payload: interview() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ examCode: 'abim-im', examDate: dayAhead(120) });
    const board = (await boardOf(trainee))!;
    expect(board.exam.name).toBe('ABIM Internal Medicine Certification');
    expect(board.daysToExam).toBe(120);
    expect(board.phase).toBe('build');
    expect(board.minutesToday).toBe(60);
    expect(board.minutesPlanned).toBeLessThanOrEqual(60);
    // the demo bank's topics hold 4 to 6 questions each: most of the hour, not all of it
    expect(board.minutesPlanned).toBeGreaterThanOrEqual(30);
    for (const unit of board.units) {
      expect(['PreviewStudyUnit', 'StudyStudyUnit', 'SpacedRetrievalStudyUnit']).toContain(
        unit.kind,
      );
      expect(unit.status).toBe('planned');
      expect(unit.minutes).toBeGreaterThan(0);
    }
    // the two questions missed two days ago come first; a topic not yet practised is read
    // before its questions
    expect(board.due).toEqual({ questions: 2, cards: 0 });
    expect(board.units[0]).toMatchObject({
      kind: 'SpacedRetrievalStudyUnit',
      title: 'Answer again 2 questions due',
      productName: 'IM Q&A',
      itemCount: 2,
    });
    const [preview] = unitsOf(board, 'PreviewStudyUnit');
    expect(preview).toMatchObject({ productName: 'IM Study Guide', itemCount: 1 });
    const [study] = unitsOf(board, 'StudyStudyUnit');
    expect(study).toMatchObject({ productName: 'IM Q&A', topic: preview!.topic });
    expect(study!.title).toMatch(/^\d+ questions on /);
    // the topic most worth studying: of the heaviest, and unseen
    const weights = new Map(board.readiness.topics.map((t) => [t.topicId, t.weightPercent]));
    expect(weights.get(preview!.topic!.id)).toBeGreaterThanOrEqual(12);
    // the estimate rests on two answers: the prior mostly, wide
    expect(board.readiness.answered).toBe(2);
    expect(board.readiness.highPercent - board.readiness.lowPercent).toBeGreaterThan(5);
    // more minutes a day never forecast a lower score
    const scores = board.workload.map((row) => row.scorePercent);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    expect(board.workload.map((row) => row.minutesPerDay)).toContain(60);

    // a second visit keeps the plan: the day is planned once
    const again = (await boardOf(trainee))!;
    expect(again.units.map((u) => u.id)).toEqual(board.units.map((u) => u.id));
  });

  test('two first visits at once plan the day once', async () => {
    const caller = as(t.app, await signIn(t.app, 'trainee@demo.test'));
    expect((await caller({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    const traineeId = await accountIdOf(t.database.db, 'trainee@demo.test');
    await t.database.db.delete(studyUnits).where(eq(studyUnits.accountId, traineeId));
    expect((await trainee({ method: 'PUT', url: PROFILE, payload: interview() })).statusCode).toBe(
      200,
    );
    const [a, b] = await Promise.all([boardOf(trainee), boardOf(caller)]);
    expect(a!.units.map((u) => u.id)).toEqual(b!.units.map((u) => u.id));
    const rows = await t.database.db
      .select({ id: studyUnits.id })
      .from(studyUnits)
      .where(eq(studyUnits.accountId, traineeId));
    expect(rows).toHaveLength(a!.units.length);
  });

  test('a Preview opens its section and is done once the section is read', async () => {
    const board = (await boardOf(trainee))!;
    const preview = unitsOf(board, 'PreviewStudyUnit')[0]!;
    const start = await trainee({ method: 'POST', url: unitUrl(preview.id, 'start'), payload: {} });
    expect(start.statusCode, start.body).toBe(200);
    const work = start.json() as UnitWork;
    expect(work).toEqual({
      open: 'bookSection',
      userProductId: traineeProducts.get('IM-BOOK'),
      sectionId: preview.sectionId,
    });
    const read = await trainee({
      method: 'PUT',
      url: `/api/3.0/books/userproducts/${work.userProductId}/progress`,
      payload: { sectionId: preview.sectionId, finished: true },
    });
    expect(read.statusCode, read.body).toBe(200);
    const after = (await boardOf(trainee))!;
    expect(after.units.find((u) => u.id === preview.id)!.status).toBe('done');
    expect(after.minutesDone).toBe(preview.minutes);
  });

  test('a Study unit opens a tutor session on its topic, made once, and is done when every question is answered', async () => {
    const board = (await boardOf(trainee))!;
    const study = unitsOf(board, 'StudyStudyUnit')[0]!;
    const first = (
      await trainee({ method: 'POST', url: unitUrl(study.id, 'start'), payload: {} })
    ).json() as UnitWork;
    expect(first.open).toBe('qaSession');
    const second = (
      await trainee({ method: 'POST', url: unitUrl(study.id, 'start'), payload: {} })
    ).json();
    expect(second).toEqual(first);
    if (first.open !== 'qaSession') throw new Error('not a session');
    const session = (
      await trainee({ method: 'GET', url: `/api/2.0/qa/session/${first.qaSessionId}` })
    ).json();
    expect(session.viewMode).toBe('tutor');
    expect(session.name).toBe(study.title);
    // the unit counts what its session holds: its topic's unseen questions, at most as planned
    const count = (await boardOf(trainee))!.units.find((u) => u.id === study.id)!.itemCount;
    expect(session.items).toHaveLength(count);
    expect(count).toBeLessThanOrEqual(study.itemCount);
    for (let position = 1; position <= count; position++) {
      const answered = await trainee({
        method: 'PUT',
        url: `/api/3.0/qa/sessions/${first.qaSessionId}/items/${position}/answer`,
        payload: { choiceKey: 'A' },
      });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    const after = (await boardOf(trainee))!;
    expect(after.units.find((u) => u.id === study.id)!.status).toBe('done');
    expect(after.readiness.answered).toBe(2 + count);
  });

  test('a SpacedRetrieval unit of questions opens a retrieval session of the questions due, done once they are answered', async () => {
    const board = (await boardOf(trainee))!;
    const retrieval = unitsOf(board, 'SpacedRetrievalStudyUnit')[0]!;
    const work = (
      await trainee({ method: 'POST', url: unitUrl(retrieval.id, 'start'), payload: {} })
    ).json() as UnitWork;
    if (work.open !== 'qaSession') throw new Error('not a session');
    const session = (
      await trainee({ method: 'GET', url: `/api/2.0/qa/session/${work.qaSessionId}` })
    ).json();
    expect(session.items).toHaveLength(2);
    for (const position of [1, 2]) {
      const answered = await trainee({
        method: 'PUT',
        url: `/api/3.0/qa/sessions/${work.qaSessionId}/items/${position}/answer`,
        payload: { choiceKey: 'A' },
      });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    const after = (await boardOf(trainee))!;
    expect(after.units.find((u) => u.id === retrieval.id)!.status).toBe('done');
  });

  test('skipping a unit plans the rest of the day again without its topic; a closed unit cannot be skipped again', async () => {
    const board = (await boardOf(trainee))!;
    const unit = board.units.find((u) => u.status === 'planned' && u.topic !== null)!;
    const skipped = await trainee({ method: 'POST', url: unitUrl(unit.id, 'skip'), payload: {} });
    expect(skipped.statusCode, skipped.body).toBe(200);
    const after = skipped.json() as StudyBoard;
    expect(after.units.find((u) => u.id === unit.id)!.status).toBe('skipped');
    const replanned = after.units.filter((u) => u.status === 'planned');
    expect(replanned.some((u) => u.topic?.id === unit.topic!.id)).toBe(false);
    expect(after.minutesPlanned).toBeLessThanOrEqual(after.minutesToday);

    const again = await expectNothingWritten(
      t.database.db,
      () => trainee({ method: 'POST', url: unitUrl(unit.id, 'skip'), payload: {} }),
      409,
    );
    expect(again.json().error.code).toBe('study_unit_closed');
  });

  test('postponing moves a unit’s topic to tomorrow', async () => {
    const board = (await boardOf(trainee))!;
    const unit = board.units.find((u) => u.status === 'planned' && u.topic !== null);
    if (!unit) return;
    const response = await trainee({
      method: 'POST',
      url: unitUrl(unit.id, 'postpone'),
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as StudyBoard).units.find((u) => u.id === unit.id)!.status).toBe(
      'postponed',
    );
  });

  test('another learner’s unit, and a unit that does not exist, are not found; nothing is written', async () => {
    const board = (await boardOf(trainee))!;
    const unit = board.units.find((u) => u.status === 'planned') ?? board.units[0]!;
    for (const action of ['start', 'skip', 'postpone'] as const) {
      const response = await expectNothingWritten(
        t.database.db,
        () => peds({ method: 'POST', url: unitUrl(unit.id, action), payload: {} }),
        404,
      );
      expect(response.json().error.code).toBe('study_unit_not_found');
      await expectNothingWritten(
        t.database.db,
        () => trainee({ method: 'POST', url: unitUrl(2_000_000_000, action), payload: {} }),
        404,
      );
    }
  });

  test('the learner’s due flash cards are a SpacedRetrieval unit, done when the cards are reviewed', async () => {
    const board = (await boardOf(learner))!;
    expect(board.due.cards).toBe(3);
    const [retrieval] = unitsOf(board, 'SpacedRetrievalStudyUnit');
    expect(retrieval).toMatchObject({
      title: 'Review 3 flash cards due',
      productName: 'IM Flash Cards',
    });
    expect(board.units[0]!.id).toBe(retrieval!.id);
    const work = (
      await learner({ method: 'POST', url: unitUrl(retrieval!.id, 'start'), payload: {} })
    ).json();
    expect(work).toEqual({ open: 'flashCards', userProductId: retrieval!.userProductId });
    const deck = `/api/3.0/fc/userproducts/${retrieval!.userProductId}`;
    for (let i = 0; i < 3; i++) {
      const { card } = (await learner({ method: 'GET', url: `${deck}/study` })).json();
      const graded = await learner({
        method: 'POST',
        url: `${deck}/reviews`,
        payload: { cardId: card.cardId, rating: 4, clientReviewId: randomUUID(), durationMs: 3000 },
      });
      expect(graded.statusCode, graded.body).toBe(200);
    }
    const after = (await boardOf(learner))!;
    expect(after.due.cards).toBe(0);
    expect(after.units.find((u) => u.id === retrieval!.id)!.status).toBe('done');
  });

  test('[ROUTE-32] My Progress: the days’ work, streak, weekly accuracy, the estimate by topic and over time, the retention forecast', async () => {
    const progress = async (caller: Caller) => {
      const response = await caller({ method: 'GET', url: PROGRESS });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as MyProgress;
    };
    // the trainee answered questions, read a section and did units today (the tests above)
    const mine = await progress(trainee);
    const today = mine.days.find((d) => d.day === mine.today)!;
    expect(today.questions).toBeGreaterThan(0);
    expect(today.sectionsRead).toBe(1);
    expect(today.unitsDone).toBeGreaterThanOrEqual(3);
    expect(mine.streak.current).toBeGreaterThanOrEqual(1);
    expect(mine.weeks.reduce((sum, w) => sum + w.answered, 0)).toBeGreaterThan(2);
    expect(mine.topics!.map((t) => t.name)).toContain('Cardiology');
    // the day's plan recorded the estimate
    expect(mine.readiness.map((r) => r.day)).toContain(mine.today);
    expect(mine.memoryItems).toBeGreaterThan(0);
    expect(mine.retention[0]!.recallPercent).toBeGreaterThan(mine.retention[30]!.recallPercent);

    // the demo learner's three cards forgotten a day ago
    const learnerProgress = await progress(learner);
    expect(learnerProgress.days.reduce((sum, d) => sum + d.cards, 0)).toBeGreaterThanOrEqual(3);

    // a learner with nothing studied and no plan: empty figures, no estimate
    const newbie = as(t.app, await signIn(t.app, 'newbie@demo.test'));
    expect(await progress(newbie)).toMatchObject({
      days: [],
      streak: { current: 0, longest: 0 },
      weeks: [],
      topics: null,
      readiness: [],
      memoryItems: 0,
    });
  });

  test('staff assuming a learner see the learner’s board, and their changes are audited', async () => {
    const traineeId = await accountIdOf(t.database.db, 'trainee@demo.test');
    const staffId = await accountIdOf(t.database.db, 'admin@demo.test');
    const assuming = as(t.app, await signIn(t.app, 'admin@demo.test'));
    const assumed = await assuming({ method: 'POST', url: `/api/2.0/assume/${traineeId}` });
    expect(assumed.statusCode, assumed.body).toBe(200);
    const board = (await boardOf(assuming))!;
    expect(board.exam.code).toBe('abim-im');
    const changed = await assuming({
      method: 'PUT',
      url: PROFILE,
      payload: interview({ weekdayMinutes: [30, 30, 30, 30, 30, 30, 30] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectAccountId, traineeId));
    expect(entries.find((e) => e.action === 'trainer.profile_saved')).toMatchObject({
      actorAccountId: staffId,
    });
    expect((await boardOf(trainee))!.minutesToday).toBe(30);
  });
});
