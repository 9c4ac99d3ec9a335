import type {
  CohortItems,
  MyStanding,
  ProgramDashboard,
  ResidentDetail,
  ResidentSummary,
} from '@boardready/contracts';
import { RESIDENT_CSV_COLUMNS } from '@boardready/contracts/program-dashboard-rules';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client';
import {
  accounts,
  medcentralAssignmentRecipients,
  medcentralAssignments,
  organizationGroups,
  organizationMembers,
  organizations,
  products,
  qaBanks,
  qaItemStatisticRuns,
  qaItemStatistics,
  qaLearnerBankStats,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaQuestions,
  qaSessions,
  qaTopics,
  trainerPlans,
  trainerReadiness,
  userProducts,
} from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { hashPassword } from '../auth/passwords';
import { termsRepository } from '../terms-of-use/repository';
import { weekStartsOf } from './service';

/**
 * The program dashboard (issue 27, decision 1403) through the real app: a program of eight
 * residents in two groups (and one without), a faculty member and a director, another program
 * beside it, and tallies, assignments and first answers written as the answer statements and
 * MedCentral leave them, each figure hand-computed below.
 */

const DASHBOARD = '/api/2.0/medcentral/dashboard';
const CSV = '/api/2.0/medcentral/dashboard/residents.csv';
const ITEMS = '/api/2.0/medcentral/dashboard/items';
const STANDING = '/api/2.0/medcentral/standing';
const PASSWORD = 'program-dashboard-password';
const DAY = 86_400_000;

let t: TestApp;
let db: Database;
const ids: Record<string, number> = {};
let bankId: number;
let otherBankId: number;
/** two top-level topics of the IM bank that no demo learner has answered in */
let cardio: { id: number; name: string };
let endo: { id: number; name: string };
/** published questions of those topics, by name */
const q: Record<string, number> = {};
/** the IM bank's tallies of the demo learners, before this file's */
let demoBank = { answered: 0, correct: 0 };
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
const sessions: Record<string, ReturnType<typeof as>> = {};

async function account(key: string, firstName: string, lastName: string, isAdmin = false) {
  const passwordHash = await hashPassword(PASSWORD);
  const [row] = await db
    .insert(accounts)
    .values({
      email: `${key}@program.test`,
      firstName,
      lastName,
      isAdmin,
      passwordHash,
      acceptedTermsVersion: await termsRepository(db).currentVersion(),
      acceptedTermsAt: new Date(),
    })
    .returning({ id: accounts.id });
  ids[key] = row!.id;
}

async function member(
  organizationId: number,
  key: string,
  role: 'resident' | 'faculty' | 'program director' | 'staff',
  extra: { groupId?: number; pgyYear?: number; joinedDaysAgo?: number } = {},
) {
  await db.insert(organizationMembers).values({
    organizationId,
    accountId: ids[key]!,
    role,
    groupId: extra.groupId ?? null,
    pgyYear: extra.pgyYear ?? null,
    joinedAt: ago(extra.joinedDaysAgo ?? 200),
  });
}

async function tallies(
  key: string,
  bank: [number, number] | null,
  topics: [{ id: number }, number, number][],
) {
  if (bank) {
    await db
      .insert(qaLearnerBankStats)
      .values({ accountId: ids[key]!, bankId, answered: bank[0], correct: bank[1] });
  }
  if (topics.length) {
    await db.insert(qaLearnerTopicStats).values(
      topics.map(([topic, answered, correct]) => ({
        accountId: ids[key]!,
        topicId: topic.id,
        answered,
        correct,
      })),
    );
  }
}

/** First answers as the answer statement keeps them (the tallies are set apart, above). */
async function firstAnswers(key: string, answers: [string, boolean, Date][]) {
  await db.insert(qaLearnerQuestions).values(
    answers.map(([question, right, at]) => ({
      accountId: ids[key]!,
      questionId: q[question]!,
      seen: true,
      answered: true,
      lastCorrect: right,
      answerCount: 1,
      firstKey: 'A' as const,
      firstCorrect: right,
      firstAnsweredAt: at,
    })),
  );
}

async function assignment(
  organizationId: number,
  title: string,
  dueAt: Date,
  recipients: [string, Date | null][],
  closedAt: Date | null = null,
) {
  const [product] = await db.select().from(products).where(eq(products.code, 'IM-QA'));
  const [row] = await db
    .insert(medcentralAssignments)
    .values({
      organizationId,
      title,
      kind: 'questions',
      productId: product!.id,
      dueAt,
      closedAt,
      passingScore: 70,
    })
    .returning({ id: medcentralAssignments.id });
  await db.insert(medcentralAssignmentRecipients).values(
    recipients.map(([key, completedAt]) => ({
      assignmentId: row!.id,
      accountId: ids[key]!,
      startedAt: completedAt,
      completedAt,
      scorePercent: completedAt ? 80 : null,
      passed: completedAt ? true : null,
    })),
  );
  return row!.id;
}

async function topLevelTopicsNobodyAnswered() {
  const rows = await db
    .select({ id: qaTopics.id, name: qaTopics.name })
    .from(qaTopics)
    .where(
      and(
        eq(qaTopics.bankId, bankId),
        isNull(qaTopics.parentId),
        sql`not exists (select 1 from ${qaLearnerTopicStats} s where s.topic_id = ${qaTopics.id})`,
      ),
    )
    .orderBy(asc(qaTopics.sortOrder));
  return rows;
}

async function questionsOf(topicId: number) {
  const rows = await db
    .select({ id: qaQuestions.id })
    .from(qaQuestions)
    .where(
      and(
        eq(qaQuestions.bankId, bankId),
        eq(qaQuestions.status, 'published'),
        sql`${qaQuestions.topicGroups} = array[${topicId}::int]`,
        sql`not exists (select 1 from ${qaLearnerQuestions} lq where lq.question_id = ${qaQuestions.id})`,
      ),
    )
    .orderBy(asc(qaQuestions.id));
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [im] = await db.select().from(qaBanks).where(eq(qaBanks.code, 'im'));
  const [peds] = await db.select().from(qaBanks).where(eq(qaBanks.code, 'peds'));
  bankId = im!.id;
  otherBankId = peds!.id;
  [cardio, endo] = (await topLevelTopicsNobodyAnswered()) as [typeof cardio, typeof endo];
  const cardioQuestions = await questionsOf(cardio.id);
  const endoQuestions = await questionsOf(endo.id);
  [q.c1, q.c2, q.c3, q.c4] = cardioQuestions as [number, number, number, number];
  q.e1 = endoQuestions[0]!;
  const [subtopic] = await db
    .select({ id: qaTopics.id })
    .from(qaTopics)
    .where(eq(qaTopics.parentId, cardio.id));
  ids.subtopic = subtopic!.id;
  const [baseline] = await db
    .select({
      answered: sql<number>`coalesce(sum(${qaLearnerBankStats.answered}), 0)::int`,
      correct: sql<number>`coalesce(sum(${qaLearnerBankStats.correct}), 0)::int`,
    })
    .from(qaLearnerBankStats)
    .where(eq(qaLearnerBankStats.bankId, bankId));
  demoBank = baseline!;

  for (const [key, first, last] of [
    ['director', 'Dana', 'Director'],
    ['faculty', 'Fay', 'Faculty'],
    ['r1', 'Ruth', 'Adams'],
    ['r2', 'Raj', 'Baker'],
    ['r3', 'Rita', `D'Souza "DJ"`],
    ['r4', 'Remy', 'Evans'],
    ['r5', 'Rosa', 'Fisher'],
    ['r6', 'Rick', 'Garcia'],
    ['r7', 'Rana', 'Hill'],
    ['r8', '=HYPERLINK("x")', 'Ives'],
    ['learner', 'Lou', 'Outsider'],
    ['otherDirector', 'Olga', 'Other'],
    ['otherResident', 'Otto', 'Other'],
    ['programStaff', 'Sam', 'Coordinator'],
  ] as const) {
    await account(key, first, last);
  }
  // a staff admin, a member of no program
  await account('staffAdmin', 'Ada', 'Admin', true);
  const [program] = await db
    .insert(organizations)
    .values({ name: 'Test Residency Program', isResidencyProgram: true })
    .returning();
  const [other] = await db
    .insert(organizations)
    .values({ name: 'Another Residency', isResidencyProgram: true })
    .returning();
  ids.program = program!.id;
  ids.other = other!.id;
  const [g1, g2] = await db
    .insert(organizationGroups)
    .values([
      { organizationId: program!.id, name: 'Class of 2027, categorical' },
      { organizationId: program!.id, name: 'Class of 2026' },
    ])
    .returning();
  const [otherGroup] = await db
    .insert(organizationGroups)
    .values({ organizationId: other!.id, name: 'Class of 2027, categorical' })
    .returning();
  ids.g1 = g1!.id;
  ids.g2 = g2!.id;
  ids.otherGroup = otherGroup!.id;

  const P = program!.id;
  await member(P, 'director', 'program director');
  await member(P, 'faculty', 'faculty');
  for (const key of ['r1', 'r2', 'r3', 'r4'])
    await member(P, key, 'resident', { groupId: g1!.id, pgyYear: 1 });
  await member(P, 'r5', 'resident', { groupId: g1!.id, pgyYear: 1, joinedDaysAgo: 30 });
  for (const key of ['r6', 'r7']) await member(P, key, 'resident', { groupId: g2!.id, pgyYear: 2 });
  await member(P, 'r8', 'resident', { pgyYear: 3 });
  await member(P, 'programStaff', 'staff');
  await member(other!.id, 'otherDirector', 'program director');
  await member(other!.id, 'otherResident', 'resident', { groupId: otherGroup!.id, pgyYear: 1 });

  // The bank: R4 is 27.5 points under the median of 67.5 % (0.40 .60 .65 .70 .75 .75).
  await tallies(
    'r1',
    [100, 70],
    [
      [cardio, 40, 30],
      [endo, 20, 10],
    ],
  );
  await tallies('r2', [100, 65], [[cardio, 30, 20]]);
  await tallies(
    'r3',
    [100, 60],
    [
      [cardio, 10, 5],
      [endo, 10, 8],
    ],
  );
  await tallies('r4', [100, 40], [[endo, 20, 5]]);
  await tallies('r6', [80, 60], [[cardio, 30, 25]]);
  await tallies('r7', [60, 45], []);
  await tallies('r8', [10, 5], [[cardio, 5, 2]]);
  await tallies(
    'learner',
    [100, 65],
    [
      [cardio, 50, 25],
      [endo, 50, 40],
    ],
  );

  // First answers: R1 answered three this week and two three weeks before; the cohort's misses.
  const [thisWeek] = weekStartsOf(new Date(now), 1) as [Date];
  const recent = new Date(Math.max(thisWeek.getTime() + 1000, now - 60_000));
  const earlier = new Date(thisWeek.getTime() - 3 * 7 * DAY + DAY);
  await firstAnswers('r1', [
    ['c1', false, recent],
    ['c2', true, recent],
    ['c3', false, recent],
    ['e1', true, earlier],
    ['c4', true, earlier],
  ]);
  await firstAnswers('r2', [
    ['c1', false, ago(20)],
    ['c2', true, ago(20)],
    ['e1', false, ago(20)],
    ['c4', false, ago(20)],
  ]);
  await firstAnswers('r3', [
    ['c1', true, ago(20)],
    ['c2', true, ago(20)],
    ['c4', true, ago(20)],
  ]);
  await firstAnswers('r4', [['c1', false, ago(20)]]);
  await firstAnswers('r6', [['c3', false, ago(20)]]);
  await firstAnswers('r7', [['c3', true, ago(20)]]);
  await firstAnswers('learner', [['c1', false, ago(20)]]);
  // All learners' p-values, as the bank's last item statistics run left them (none for c4).
  await db.insert(qaItemStatistics).values(
    (
      [
        ['c1', 0.7],
        ['c2', 0.5],
        ['c3', 0.4],
      ] as const
    ).map(([question, pValue]) => ({
      questionId: q[question]!,
      bankId,
      topicGroups: [cardio.id],
      answered: 100,
      correct: Math.round(pValue * 100),
      pValue,
      discriminationAnswers: 0,
      choiceCounts: {},
      timedAnswers: 0,
      flags: 0,
      openFlags: 0,
      reviewRank: 0,
    })),
  );
  await db.insert(qaItemStatisticRuns).values({ bankId, computedAt: ago(1) });

  // Readiness: R1 above the ABIM pass mark (66 %), R2 under it.
  for (const [key, score] of [
    ['r1', 0.72],
    ['r2', 0.5],
  ] as const) {
    await db.insert(trainerPlans).values({
      accountId: ids[key]!,
      examCode: 'abim-im',
      examDate: '2099-06-01',
      weekdayMinutes: [60, 60, 60, 60, 60, 60, 60],
      retentionTarget: 0.9,
    });
    await db.insert(trainerReadiness).values([
      { accountId: ids[key]!, day: '2000-01-01', score: 0.9, low: 0.85, high: 0.95 },
      { accountId: ids[key]!, day: '2099-01-01', score, low: score - 0.05, high: score + 0.05 },
    ]);
  }

  // Assignments: A1 (due 10 days ago) to all, A2 (3 days ago) to three, A3 (in 5 days) to four,
  // A4 closed before its due date to R2.
  await assignment(P, 'Cardiology set', ago(10), [
    ['r1', ago(12)],
    ['r2', null],
    ['r3', ago(9)],
    ['r4', ago(11)],
    ['r5', null],
    ['r6', ago(11)],
    ['r7', ago(11)],
    ['r8', ago(20)],
  ]);
  await assignment(P, 'Endocrine set', ago(3), [
    ['r1', ago(4)],
    ['r2', null],
    ['r3', ago(4)],
  ]);
  await assignment(P, 'Renal set', ago(-5), [
    ['r1', null],
    ['r2', ago(1)],
    ['r3', null],
    ['r4', null],
  ]);
  await assignment(P, 'Withdrawn set', ago(-8), [['r2', null]], ago(2));
  await assignment(other!.id, 'Their set', ago(10), [['otherResident', null]]);

  // R1 studied two days ago: a Q&A session updated then.
  const [product] = await db.select().from(products).where(eq(products.code, 'IM-QA'));
  const [owned] = await db
    .insert(userProducts)
    .values({ accountId: ids.r1!, productId: product!.id, startsAt: ago(60), endsAt: ago(-300) })
    .returning();
  await db.insert(qaSessions).values({
    accountId: ids.r1!,
    userProductId: owned!.id,
    name: 'Cardiology block',
    sessionType: 'UserDefined',
    viewMode: 'tutor',
    requestedCount: 10,
    questionCount: 10,
    answeredCount: 3,
    correctCount: 1,
    filters: {
      topicIds: [],
      includeSkipped: false,
      includeNotViewed: false,
      includeBookmarked: false,
      includeIncorrect: false,
      curatedReviewQuestionsOnly: false,
      mocaLearningObjectives: [],
    },
    createdAt: ago(2),
    updatedAt: ago(2),
  });

  for (const key of [
    'director',
    'faculty',
    'r1',
    'r6',
    'r8',
    'learner',
    'otherDirector',
    'programStaff',
    'staffAdmin',
  ]) {
    sessions[key] = as(t.app, await signIn(t.app, `${key}@program.test`, PASSWORD));
  }
});

afterAll(() => t?.close());

async function get<T>(who: string, url: string, status = 200): Promise<T> {
  const response = await sessions[who]!({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const byName = (dashboard: { residents: ResidentSummary[] }, lastName: string) =>
  dashboard.residents.find((r) => r.name.endsWith(lastName))!;

describe('the program dashboard', () => {
  test("the director sees every resident of the program by name, with the bank's figures", async () => {
    const d = await get<ProgramDashboard>('director', DASHBOARD);
    expect(d.program).toEqual({ organizationId: ids.program, name: 'Test Residency Program' });
    expect(d.programs).toEqual([d.program]);
    expect(d.banks.map((b) => b.bankId)).toEqual([bankId]);
    expect(d.bank?.bankId).toBe(bankId);
    expect(d.groups).toEqual([
      { groupId: ids.g2, name: 'Class of 2026', residents: 2 },
      { groupId: ids.g1, name: 'Class of 2027, categorical', residents: 5 },
    ]);
    expect(d.residents.map((r) => r.accountId)).toEqual(
      ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'].map((k) => ids[k]),
    );
    expect(d.medianScore).toBe(67.5);
    const r1 = byName(d, 'Adams');
    expect(r1).toMatchObject({
      email: 'r1@program.test',
      groupName: 'Class of 2027, categorical',
      pgyYear: 1,
      answered: 100,
      correct: 70,
      firstTimeScore: 70,
      lastActiveAt: ago(2).toISOString(),
      readiness: {
        day: '2099-01-01',
        scorePercent: 72,
        passingPercent: 66,
        examName: 'ABIM Internal Medicine Certification',
      },
      assignments: {
        assigned: 3,
        completed: 2,
        completedLate: 0,
        overdue: 0,
        open: 1,
        dueSoFar: 2,
      },
      atRisk: [],
    });
    // three first answers this week, two three weeks before it (the weeks end with this one)
    expect(d.weekStarts).toHaveLength(8);
    expect(d.weekStarts.at(-1)).toBe(weekStartsOf(new Date(), 1)[0]!.toISOString().slice(0, 10));
    expect(r1.weeks).toEqual([0, 0, 0, 0, 2, 0, 0, 3]);
    expect(byName(d, 'Fisher').weeks).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('each at-risk rule flags the resident it describes, with the reason in figures', async () => {
    const d = await get<ProgramDashboard>('director', DASHBOARD);
    const flags = Object.fromEntries(d.residents.map((r) => [r.name, r.atRisk]));
    expect(flags['Raj Baker']).toEqual([
      { code: 'lowReadiness', text: 'Readiness 50% is under the pass mark of 66%' },
      {
        code: 'behindOnAssignments',
        text: '2 assignments overdue, 0 completed late, of 2 due so far',
      },
    ]);
    expect(flags['Remy Evans']).toEqual([
      {
        code: 'lowAccuracy',
        text: "First-time score 40% is 28 points under the program's median of 68%",
      },
    ]);
    expect(flags['Rosa Fisher']).toEqual([
      { code: 'inactive', text: 'No study since joining 30 days ago' },
    ]);
    expect(flags['=HYPERLINK("x") Ives']).toEqual([
      { code: 'inactive', text: 'No study for 20 days' },
    ]);
    // one late of two due is not yet a pattern; the withdrawn assignment does not count
    expect(flags[`Rita D'Souza "DJ"`]).toEqual([]);
    expect(byName(d, 'Baker').assignments).toEqual({
      assigned: 3,
      completed: 1,
      completedLate: 0,
      overdue: 2,
      open: 0,
      dueSoFar: 2,
    });
  });

  test("the cohort's accuracy by top-level topic beside all learners' (pooled first answers)", async () => {
    const d = await get<ProgramDashboard>('director', DASHBOARD);
    const topic = (id: number) => d.topics.find((x) => x.topicId === id)!;
    expect(topic(cardio.id)).toEqual({
      topicId: cardio.id,
      name: cardio.name,
      cohort: { answered: 115, correct: 82, percent: 71.3, residents: 5 },
      allLearners: { answered: 165, correct: 107, percent: 64.8, learners: 6 },
    });
    expect(topic(endo.id)).toMatchObject({
      cohort: { answered: 50, correct: 23, percent: 46, residents: 3 },
      allLearners: { answered: 100, correct: 63, percent: 63, learners: 4 },
    });
  });

  test('the group and PGY filters narrow the residents and the topics, not the at-risk rules', async () => {
    const d = await get<ProgramDashboard>('faculty', `${DASHBOARD}?groupId=${ids.g1}`);
    expect(d.groupId).toBe(ids.g1);
    expect(d.residents.map((r) => r.name)).toEqual([
      'Ruth Adams',
      'Raj Baker',
      `Rita D'Souza "DJ"`,
      'Remy Evans',
      'Rosa Fisher',
    ]);
    expect(d.topics.find((x) => x.topicId === cardio.id)!.cohort).toEqual({
      answered: 80,
      correct: 55,
      percent: 68.8,
      residents: 3,
    });
    // the median stays the program's: Remy Evans is still flagged
    expect(byName(d, 'Evans').atRisk.map((f) => f.code)).toEqual(['lowAccuracy']);
    const pgy2 = await get<ProgramDashboard>('director', `${DASHBOARD}?pgy=2`);
    expect(pgy2.residents.map((r) => r.name)).toEqual(['Rick Garcia', 'Rana Hill']);
    const both = await get<ProgramDashboard>('director', `${DASHBOARD}?pgy=2&groupId=${ids.g1}`);
    expect(both.residents).toEqual([]);
  });

  test('a program with no bank yet lists its residents without figures', async () => {
    const [empty] = await db
      .insert(organizations)
      .values({ name: 'A New Residency', isResidencyProgram: true })
      .returning();
    await member(empty!.id, 'director', 'faculty');
    await member(empty!.id, 'otherResident', 'resident');
    const d = await get<ProgramDashboard>('director', `${DASHBOARD}?organizationId=${empty!.id}`);
    expect(d.programs.map((p) => p.name)).toEqual(['A New Residency', 'Test Residency Program']);
    expect(d.bank).toBeNull();
    expect(d.topics).toEqual([]);
    expect(d.residents).toHaveLength(1);
    expect(d.residents[0]).toMatchObject({ answered: 0, firstTimeScore: null });
    // the first program by name is the default now
    const first = await get<ProgramDashboard>('director', DASHBOARD);
    expect(first.program.name).toBe('A New Residency');
    await db.delete(organizations).where(eq(organizations.id, empty!.id));
  });
});

describe('the residents CSV', () => {
  test('a row per resident shown, RFC 4180 quoting, formulas defused, named after the program and day', async () => {
    const response = await sessions.director!({ method: 'GET', url: `${CSV}?groupId=${ids.g1}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="test-residency-program-residents-${day}.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(RESIDENT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(7); // header, five residents, the last line end
    expect(lines[1]).toBe(
      `Ruth Adams,r1@program.test,"Class of 2027, categorical",1,100,70,5,${ago(2).toISOString()},72,3,2,0,0,No,`,
    );
    expect(lines[3]).toMatch(/^"Rita D'Souza ""DJ""",r3@program.test,/);
    const all = await sessions.director!({ method: 'GET', url: CSV });
    expect(all.body).toContain(`"'=HYPERLINK(""x"") Ives",r8@program.test,,3,`);
    expect(all.body).toContain('Inactive,No study for 20 days\r\n');
  });
});

describe('one resident', () => {
  test("topic accuracy beside the program's and all learners', assignments with status, recent activity", async () => {
    const r = await get<ResidentDetail>('director', `${DASHBOARD}/residents/${ids.r1}`);
    expect(r.resident.name).toBe('Ruth Adams');
    expect(r.weeks.map((w) => [w.answered, w.correct])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [2, 2],
      [0, 0],
      [0, 0],
      [3, 1],
    ]);
    expect(r.weeks.map((w) => w.weekStart)).toEqual(
      weekStartsOf(new Date(), 8).map((d) => d.toISOString().slice(0, 10)),
    );
    expect(r.topics.find((x) => x.topicId === cardio.id)).toEqual({
      topicId: cardio.id,
      name: cardio.name,
      answered: 40,
      correct: 30,
      percent: 75,
      cohortPercent: 71.3,
      allLearnersPercent: 64.8,
    });
    expect(r.topics.find((x) => x.topicId === endo.id)).toMatchObject({
      answered: 20,
      percent: 50,
      cohortPercent: 46,
      allLearnersPercent: 63,
    });
    expect(r.assignments.map((a) => [a.title, a.status])).toEqual([
      ['Cardiology set', 'completed'],
      ['Endocrine set', 'completed'],
      ['Renal set', 'open'],
    ]);
    expect(r.activity).toEqual([
      {
        kind: 'questions',
        at: ago(2).toISOString(),
        sessionName: 'Cardiology block',
        answered: 3,
        correct: 1,
      },
      { kind: 'assignment', at: ago(4).toISOString(), title: 'Endocrine set' },
      { kind: 'assignment', at: ago(12).toISOString(), title: 'Cardiology set' },
    ]);
    const r2 = await get<ResidentDetail>('faculty', `${DASHBOARD}/residents/${ids.r2}`);
    expect(r2.assignments.map((a) => [a.title, a.status])).toEqual([
      ['Cardiology set', 'overdue'],
      ['Endocrine set', 'overdue'],
      ['Renal set', 'completed'],
      ['Withdrawn set', 'closed'],
    ]);
  });
});

describe('cohort item analysis', () => {
  test("the questions the residents miss against all learners' p-value, most missed first", async () => {
    const items = await get<CohortItems>('director', ITEMS);
    expect(items.residents).toBe(8);
    expect(items.computedAt).toBe(ago(1).toISOString());
    expect(items.total).toBe(4);
    expect(items.items.map((i) => [i.questionId, i.residentsAnswered, i.gapPoints])).toEqual([
      [q.c1, 4, -45],
      [q.c3, 3, -6.7],
      [q.c2, 3, 50],
      [q.c4, 3, null],
    ]);
    expect(items.items[0]).toMatchObject({
      residentsCorrect: 1,
      cohortPercent: 25,
      allLearnersPercent: 70,
      allLearners: 100,
      topics: [cardio.name],
    });
    expect(items.items[0]!.code).toMatch(/^IM-\d+$/);
  });

  test('filtered by group and topic; a question fewer than three residents answered is left out', async () => {
    const g1 = await get<CohortItems>('director', `${ITEMS}?groupId=${ids.g1}`);
    expect(g1.residents).toBe(5);
    expect(g1.items.map((i) => i.questionId)).toEqual([q.c1, q.c2, q.c4]);
    const endoOnly = await get<CohortItems>('director', `${ITEMS}?topicId=${endo.id}`);
    expect(endoOnly).toMatchObject({ topicId: endo.id, total: 0, items: [] });
    const far = await get<CohortItems>('director', `${ITEMS}?page=2`);
    expect(far).toMatchObject({ total: 4, page: 2, items: [] });
  });
});

describe("a member's own standing", () => {
  test('by topic against the group (five residents) and all learners; percentiles need four peers', async () => {
    const s = await get<MyStanding>('r1', STANDING);
    expect(s.program.name).toBe('Test Residency Program');
    expect(s.group).toEqual({
      name: 'Class of 2027, categorical',
      residents: 5,
      figuresShown: true,
    });
    expect(s.topics.find((x) => x.topicId === cardio.id)).toEqual({
      topicId: cardio.id,
      name: cardio.name,
      answered: 40,
      correct: 30,
      percent: 75,
      // R1 40/30, R2 30/20, R3 10/5 pooled; two peers ranked are too few for a percentile
      group: { percent: 68.8, percentile: null, peers: 2 },
      // peers R2 .67, R3 .5, R6 .83, R8 .4, Lou .5: four below of five
      allLearners: { percent: 64.8, percentile: 80, peers: 5 },
    });
    // the bank: seven peers with five answers or more, five of them below 70 %
    const answered = demoBank.answered + 650;
    const correct = demoBank.correct + 410;
    expect(s.overall).toEqual({
      topicId: null,
      name: 'All topics',
      answered: 100,
      correct: 70,
      percent: 70,
      group: { percent: 58.8, percentile: null, peers: 3 },
      allLearners: {
        percent: Math.round((correct / answered) * 1000) / 10,
        percentile: 71,
        peers: 7,
      },
    });
    // nothing of any one peer: no names, no accounts
    expect(JSON.stringify(s)).not.toMatch(/Baker|r2@program|accountId/);
  });

  test('a group under five residents, or none, shows no group figures and says so', async () => {
    const small = await get<MyStanding>('r6', STANDING);
    expect(small.group).toEqual({ name: 'Class of 2026', residents: 2, figuresShown: false });
    expect(small.topics.every((x) => x.group === null)).toBe(true);
    expect(small.overall.group).toBeNull();
    const none = await get<MyStanding>('r8', STANDING);
    expect(none.group).toBeNull();
    expect(none.overall).toMatchObject({ answered: 10, percent: 50, group: null });
  });
});

describe('rights', () => {
  const managerReads = () => [DASHBOARD, CSV, ITEMS, `${DASHBOARD}/residents/${ids.r1}`];

  test('signed out: 401 on every call', async () => {
    for (const url of [...managerReads(), STANDING]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  test("a resident or a member of staff gets 403 from the program's reads, a learner of no program 403 too, nothing written", async () => {
    for (const [who, code] of [
      ['r1', 'not_program_manager'],
      ['programStaff', 'not_program_manager'],
      ['learner', 'no_med_central_access'],
    ] as const) {
      for (const url of managerReads()) {
        const response = await expectNothingWritten(
          db,
          () => sessions[who]!({ method: 'GET', url }),
          403,
        );
        expect(response.json().error.code, `${who} ${url}`).toBe(code);
      }
    }
    for (const who of ['r1', 'programStaff']) {
      const named = await get<{ error: { code: string } }>(
        who,
        `${DASHBOARD}?organizationId=${ids.program}`,
        403,
      );
      expect(named.error.code).toBe('not_program_manager');
    }
  });

  test("a staff admin sees any program's dashboard, residents, items and CSV, a member or not (MedCentral's rule)", async () => {
    const P = `organizationId=${ids.program}`;
    const d = await get<ProgramDashboard>('staffAdmin', `${DASHBOARD}?${P}`);
    expect(d.program).toEqual({ organizationId: ids.program, name: 'Test Residency Program' });
    expect(d.residents).toHaveLength(8);
    // every residency program is theirs to switch to
    const names = d.programs.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Another Residency', 'Test Residency Program']));
    const detail = await get<ResidentDetail>('staffAdmin', `${DASHBOARD}/residents/${ids.r1}?${P}`);
    expect(detail.resident.name).toBe('Ruth Adams');
    const items = await get<CohortItems>('staffAdmin', `${ITEMS}?${P}`);
    expect(items.program.organizationId).toBe(ids.program);
    const csv = await sessions.staffAdmin!({ method: 'GET', url: `${CSV}?${P}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ruth Adams,r1@program.test');
    // the other program's too, without naming one: the first by name
    const first = await get<ProgramDashboard>('staffAdmin', DASHBOARD);
    expect(first.program.name).toBe(names[0]);
    const other = await get<ProgramDashboard>(
      'staffAdmin',
      `${DASHBOARD}?organizationId=${ids.other}`,
    );
    expect(other.residents.map((r) => r.name)).toEqual(['Otto Other']);
    // a standing is a member's own: the staff admin has none in a program they are not in
    const standing = await get<{ error: { code: string } }>('staffAdmin', `${STANDING}?${P}`, 404);
    expect(standing.error.code).toBe('program_not_found');
  });

  test("another program's director finds nothing of this one: 404 for the program and each resident", async () => {
    const P = `organizationId=${ids.program}`;
    for (const url of [
      `${DASHBOARD}?${P}`,
      `${CSV}?${P}`,
      `${ITEMS}?${P}`,
      `${DASHBOARD}/residents/${ids.r1}?${P}`,
      `${STANDING}?${P}`,
    ]) {
      const response = await expectNothingWritten(
        db,
        () => sessions.otherDirector!({ method: 'GET', url }),
        404,
      );
      expect(response.json().error.code, url).toBe('program_not_found');
    }
    // in their own program, this program's residents are not found
    for (const key of ['r1', 'r8']) {
      const refused = await get<{ error: { code: string } }>(
        'otherDirector',
        `${DASHBOARD}/residents/${ids[key]}`,
        404,
      );
      expect(refused.error.code).toBe('resident_not_found');
    }
  });

  test("the director's own program holds no other resident: faculty, outsiders and unknown ids are 404", async () => {
    for (const key of ['otherResident', 'faculty', 'learner']) {
      const refused = await get<{ error: { code: string } }>(
        'director',
        `${DASHBOARD}/residents/${ids[key]}`,
        404,
      );
      expect(refused.error.code).toBe('resident_not_found');
    }
    await get('director', `${DASHBOARD}/residents/2147483647`, 404);
  });

  test("a member's standing is theirs only: an outsider is 403, another program 404", async () => {
    const outsider = await get<{ error: { code: string } }>('learner', STANDING, 403);
    expect(outsider.error.code).toBe('no_med_central_access');
    const other = await get<{ error: { code: string } }>(
      'r1',
      `${STANDING}?organizationId=${ids.other}`,
      404,
    );
    expect(other.error.code).toBe('program_not_found');
  });
});

describe('bad input: a clear 400 naming the field, nothing written', () => {
  test.each([
    [`${DASHBOARD}?groupId=abc`, 'groupId', 'validation_failed'],
    [`${DASHBOARD}?pgy=9`, 'pgy', 'validation_failed'],
    [`${DASHBOARD}?organizationId=0`, 'organizationId', 'validation_failed'],
    [`${DASHBOARD}?sort=name`, null, 'validation_failed'],
    [`${CSV}?pgy=0`, 'pgy', 'validation_failed'],
    [`${ITEMS}?page=0`, 'page', 'validation_failed'],
    [`${STANDING}?bankId=x`, 'bankId', 'validation_failed'],
    [`${DASHBOARD}/residents/01`, 'accountId', 'validation_failed'],
  ])('%s', async (url, field, code) => {
    const response = await expectNothingWritten(
      db,
      () => sessions.director!({ method: 'GET', url }),
      400,
    );
    const { error } = response.json();
    expect(error.code).toBe(code);
    if (field) expect(Object.keys(error.fields ?? {}).join(' ')).toContain(field);
  });

  test("a group, bank or topic not the program's: 400 naming it", async () => {
    const cases: [string, string, string][] = [
      [`${DASHBOARD}?groupId=${ids.otherGroup}`, 'groupId', 'unknown_group'],
      [`${ITEMS}?groupId=${ids.otherGroup}`, 'groupId', 'unknown_group'],
      [`${DASHBOARD}?bankId=${otherBankId}`, 'bankId', 'unknown_program_bank'],
      [`${DASHBOARD}/residents/${ids.r1}?bankId=${otherBankId}`, 'bankId', 'unknown_program_bank'],
      [`${STANDING}?bankId=${otherBankId}`, 'bankId', 'unknown_program_bank'],
      [`${ITEMS}?topicId=${ids.subtopic}`, 'topicId', 'unknown_topics'],
    ];
    for (const [url, field, code] of cases) {
      const who = url.startsWith(STANDING) ? 'r1' : 'director';
      const response = await expectNothingWritten(
        db,
        () => sessions[who]!({ method: 'GET', url }),
        400,
      );
      const { error } = response.json();
      expect(error.code, url).toBe(code);
      expect(Object.keys(error.fields), url).toEqual([field]);
    }
  });
});

describe('the demo program', () => {
  test("Riverside's director sees the demo resident with her topic accuracy", async () => {
    const director = as(t.app, await signIn(t.app, 'orgadmin@demo.test'));
    const response = await director({ method: 'GET', url: DASHBOARD });
    expect(response.statusCode, response.body).toBe(200);
    const d: ProgramDashboard = response.json();
    expect(d.program.name).toBe('Riverside Internal Medicine Residency');
    const rosa = d.residents.find((r) => r.email === 'resident@demo.test')!;
    expect(rosa).toMatchObject({ name: 'Rosa Diaz', answered: 1, correct: 0, firstTimeScore: 0 });
    const detail = await director({
      method: 'GET',
      url: `${DASHBOARD}/residents/${rosa.accountId}`,
    });
    // her one missed question counts in its topic (in each, if it has two)
    const topics = (detail.json() as ResidentDetail).topics.filter((x) => x.answered > 0);
    expect(topics.length).toBeGreaterThan(0);
    for (const topic of topics)
      expect(topic).toMatchObject({ answered: 1, correct: 0, percent: 0 });
  });
});
