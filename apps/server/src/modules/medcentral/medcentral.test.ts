import {
  type AssignmentDetail,
  type AssignmentList,
  bookStudyEndpoints,
  buildPath,
  type Endpoint,
  type MedCentralHome,
  medCentralEndpoints,
  type QaSession,
  qaEndpoints,
} from '@boardready/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  accounts,
  auditLog,
  fcCards,
  fcDeckProducts,
  medcentralAssignmentQuestions,
  medcentralAssignments,
  organizationGroups,
  organizationLicenses,
  organizationMembers,
  organizations,
  products,
  qaQuestions,
  userProducts,
} from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * MedCentral (issue 27, decision 1402): the program's announcements and assignments, for its
 * residents (their own, and taking a question set in the Q&A player) and its directors and
 * faculty (giving, editing and closing them, every resident's standing). Riverside is the demo
 * program (director orgadmin, resident Rosa Diaz); Harbor City the other one (director2,
 * resident2); learner@demo.test belongs to none.
 */

const E = medCentralEndpoints;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let t: TestApp;
let director: QaClient;
let resident: QaClient;
/** a second Riverside resident, in the other group (trainee@demo.test, added here) */
let classmate: QaClient;
let learner: QaClient;
let admin: QaClient;
let director2: QaClient;
let resident2: QaClient;
let riverside: number;
let harbor: number;
const product: Record<string, number> = {};
const group: Record<string, number> = {};

async function organizationIdOf(name: string) {
  const [row] = await t.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name));
  return row!.id;
}

async function productIdOf(code: string) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code));
  return row!.id;
}

/** The program licenses these products from yesterday for a year (the demo licenses IM-QA only). */
async function license(organizationId: number, codes: string[]) {
  for (const code of codes) {
    await t.database.db.insert(organizationLicenses).values({
      organizationId,
      productId: await productIdOf(code),
      seats: 5,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 365 * DAY),
    });
  }
}

const send = (
  client: QaClient,
  endpoint: Endpoint,
  params: Record<string, number> = {},
  body?: unknown,
) => client.call(endpoint, { params, ...(body === undefined ? {} : { body }) });

async function ok<T>(
  client: QaClient,
  endpoint: Endpoint,
  params: Record<string, number> = {},
  body?: unknown,
): Promise<T> {
  const response = await send(client, endpoint, params, body);
  expect(response.statusCode, response.body).toBe(endpoint.status ?? 200);
  return response.json() as T;
}

/** A question set of the Riverside IM bank for the resident, due in a week. */
const questionSet = (over: Record<string, unknown> = {}) => ({
  title: 'Cardiology check',
  instructions: 'One sitting.',
  kind: 'questions',
  productId: product['IM-QA'],
  numberOfQuestions: 4,
  passingScore: 50,
  dueAt: inDays(7),
  accountIds: [resident.accountId],
  ...over,
});

async function createSet(over: Record<string, unknown> = {}) {
  return ok<AssignmentDetail>(
    director,
    E.createAssignment,
    { organizationId: riverside },
    questionSet(over),
  );
}

/** Nothing written, and the error names the field. */
async function refused(
  client: QaClient,
  endpoint: Endpoint,
  params: Record<string, number>,
  body: unknown,
  status: number,
  code: string,
  field?: string,
) {
  const response = await expectNothingWritten(
    t.database.db,
    () => send(client, endpoint, params, body),
    status,
  );
  const { error } = response.json();
  expect(error.code, response.body).toBe(code);
  if (field) expect(Object.keys(error.fields ?? {}), response.body).toContain(field);
  return error as { message: string; fields?: Record<string, string> };
}

async function auditActions(action: string) {
  return t.database.db
    .select({ details: auditLog.details, actor: auditLog.actorAccountId })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const client = (email: string) => qaClient(t, email);
  [director, resident, classmate, learner, admin, director2, resident2] = await Promise.all([
    client('orgadmin@demo.test'),
    client('resident@demo.test'),
    client('trainee@demo.test'),
    client('learner@demo.test'),
    client('admin@demo.test'),
    client('director2@demo.test'),
    client('resident2@demo.test'),
  ]);
  riverside = await organizationIdOf('Riverside Internal Medicine Residency');
  harbor = await organizationIdOf('Harbor City Internal Medicine Residency');
  for (const code of ['IM-QA', 'IM-SA', 'IM-BOOK', 'IM-FC', 'PEDS-QA'])
    product[code] = await productIdOf(code);
  await license(riverside, ['IM-BOOK', 'IM-FC']);
  for (const g of await t.database.db
    .select({ id: organizationGroups.id, name: organizationGroups.name })
    .from(organizationGroups)
    .where(eq(organizationGroups.organizationId, riverside)))
    group[g.name] = g.id;
  await t.database.db.insert(organizationMembers).values({
    organizationId: riverside,
    accountId: classmate.accountId,
    role: 'resident',
    pgyYear: 1,
    groupId: group['PGY-1 class 2026']!,
  });
});
afterAll(() => t?.close());

describe('who reaches MedCentral', () => {
  test('a member sees their programs with their role; a director and an admin manage', async () => {
    const mine = await ok<{ programs: unknown[] }>(resident, E.programs);
    expect(mine.programs).toEqual([
      {
        organizationId: riverside,
        name: 'Riverside Internal Medicine Residency',
        role: 'resident',
        canManage: false,
        groupName: 'PGY-2 class 2025',
      },
    ]);
    const directs = await ok<{ programs: { canManage: boolean; role: string }[] }>(
      director,
      E.programs,
    );
    expect(directs.programs).toEqual([
      expect.objectContaining({ role: 'program director', canManage: true }),
    ]);
    // a staff admin reaches every residency program, a member or not
    const staff = await ok<{ programs: { organizationId: number; canManage: boolean }[] }>(
      admin,
      E.programs,
    );
    expect(staff.programs.map((p) => p.organizationId)).toEqual([harbor, riverside]);
    expect(staff.programs.every((p) => p.canManage)).toBe(true);
  });

  test('a learner in no program: 403 on every call; signed out: 401', async () => {
    const response = await send(learner, E.programs);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('no_med_central_access');
    await refused(
      learner,
      E.programHome,
      { organizationId: riverside },
      undefined,
      403,
      'no_med_central_access',
    );
    const signedOut = await t.app.inject({ method: 'GET', url: E.programs.path });
    expect(signedOut.statusCode).toBe(401);
  });

  test('another program is 404 to a member, its home too', async () => {
    await refused(
      resident,
      E.programHome,
      { organizationId: harbor },
      undefined,
      404,
      'program_not_found',
    );
    await refused(
      director2,
      E.assignments,
      { organizationId: riverside },
      undefined,
      404,
      'program_not_found',
    );
  });
});

describe('the demo program', () => {
  test("the resident's MedCentral holds the welcome and the Week 1 review, not started", async () => {
    const home = await ok<MedCentralHome>(resident, E.programHome, { organizationId: riverside });
    expect(home.announcements.map((a) => a.title)).toContain('Welcome to MedCentral');
    const week1 = home.assignments.find((a) => a.assignment.title === 'Week 1 review');
    expect(week1).toMatchObject({
      assignment: { kind: 'questions', questionCount: 10, passingScore: 70, closedAt: null },
      mine: { status: 'notStarted', completedAt: null, late: false },
    });
    // the seat's copy of IM-QA
    expect(week1!.mine.userProductId).toBe(resident.productId('IM-QA'));
  });
});

describe('announcements', () => {
  test('a director posts to everyone or one group; residents see theirs, newest first; audited', async () => {
    const all = await ok<{ announcementId: number }>(
      director,
      E.createAnnouncement,
      { organizationId: riverside },
      { title: 'Grand rounds', body: 'Thursday at noon.', groupId: null },
    );
    const pgy1 = await ok<{ announcementId: number; groupName: string }>(
      director,
      E.createAnnouncement,
      { organizationId: riverside },
      { title: 'PGY-1 orientation', body: 'Bring your badge.', groupId: group['PGY-1 class 2026'] },
    );
    expect(pgy1.groupName).toBe('PGY-1 class 2026');
    const rosa = await ok<MedCentralHome>(resident, E.programHome, { organizationId: riverside });
    expect(rosa.announcements.map((a) => a.title)).toContain('Grand rounds');
    expect(rosa.announcements.map((a) => a.title)).not.toContain('PGY-1 orientation');
    const pgy1Home = await ok<MedCentralHome>(classmate, E.programHome, {
      organizationId: riverside,
    });
    expect(pgy1Home.announcements.slice(0, 2).map((a) => a.title)).toEqual([
      'PGY-1 orientation',
      'Grand rounds',
    ]);
    const [entry] = await auditActions('medcentral.announcement.create');
    expect(entry).toMatchObject({
      actor: director.accountId,
      details: { announcementId: pgy1.announcementId, organizationId: riverside },
    });
    expect(all.announcementId).toBeLessThan(pgy1.announcementId);
  });

  test('edit and archive: the resident no longer sees it', async () => {
    const posted = await ok<{ announcementId: number }>(
      director,
      E.createAnnouncement,
      { organizationId: riverside },
      { title: 'Draft', body: 'Soon.', groupId: null },
    );
    const edited = await ok<{ title: string }>(
      director,
      E.updateAnnouncement,
      { announcementId: posted.announcementId },
      { title: 'Board review night', body: 'Pizza at six.', groupId: null },
    );
    expect(edited.title).toBe('Board review night');
    const archived = await ok<{ archivedAt: string | null }>(director, E.archiveAnnouncement, {
      announcementId: posted.announcementId,
    });
    expect(archived.archivedAt).not.toBeNull();
    const home = await ok<MedCentralHome>(resident, E.programHome, { organizationId: riverside });
    expect(home.announcements.map((a) => a.title)).not.toContain('Board review night');
    expect((await auditActions('medcentral.announcement.archive'))[0]?.details).toMatchObject({
      announcementId: posted.announcementId,
    });
  });

  test('a resident may not post; bad input and other programs are refused, nothing written', async () => {
    const body = { title: 'Mine', body: 'Text', groupId: null };
    await refused(
      resident,
      E.createAnnouncement,
      { organizationId: riverside },
      body,
      403,
      'not_program_manager',
    );
    await refused(
      director,
      E.createAnnouncement,
      { organizationId: riverside },
      { ...body, title: '  ' },
      400,
      'validation_failed',
      'title',
    );
    const [harborGroup] = await t.database.db
      .select({ id: organizationGroups.id })
      .from(organizationGroups)
      .where(eq(organizationGroups.organizationId, harbor));
    await refused(
      director,
      E.createAnnouncement,
      { organizationId: riverside },
      { ...body, groupId: harborGroup!.id },
      400,
      'unknown_group',
      'groupId',
    );
    await refused(
      director2,
      E.createAnnouncement,
      { organizationId: riverside },
      body,
      404,
      'program_not_found',
    );
    const home = await ok<MedCentralHome>(director, E.programHome, { organizationId: riverside });
    const id = home.announcements[0]!.announcementId;
    await refused(
      director2,
      E.updateAnnouncement,
      { announcementId: id },
      body,
      404,
      'announcement_not_found',
    );
    await refused(
      resident,
      E.archiveAnnouncement,
      { announcementId: id },
      undefined,
      403,
      'not_program_manager',
    );
    await refused(
      resident2,
      E.archiveAnnouncement,
      { announcementId: id },
      undefined,
      404,
      'announcement_not_found',
    );
  });
});

describe('giving assignments', () => {
  test("the form's choices: the program's licensed banks, books and decks, groups, residents", async () => {
    const content = await ok<{
      questionBanks: { productId: number; topics: unknown[]; questionCount: number }[];
      books: { productId: number; chapters: { sections: unknown[] }[] }[];
      decks: { productId: number; cardCount: number }[];
      groups: { name: string; residents: number }[];
      residents: { accountId: number }[];
    }>(director, E.assignableContent, { organizationId: riverside });
    expect(content.questionBanks.map((b) => b.productId)).toEqual([product['IM-QA']]);
    expect(content.questionBanks[0]!.topics.length).toBeGreaterThan(3);
    expect(content.books.map((b) => b.productId)).toEqual([product['IM-BOOK']]);
    expect(content.decks.map((d) => d.productId)).toEqual([product['IM-FC']]);
    expect(content.decks[0]!.cardCount).toBeGreaterThan(0);
    expect(content.groups).toContainEqual(
      expect.objectContaining({ name: 'PGY-2 class 2025', residents: 1 }),
    );
    expect(content.residents.map((r) => r.accountId).sort()).toEqual(
      [resident.accountId, classmate.accountId].sort(),
    );
    await refused(
      resident,
      E.assignableContent,
      { organizationId: riverside },
      undefined,
      403,
      'not_program_manager',
    );
  });

  test('a question set: its questions drawn from the chosen topics and kept, the resident given it; audited', async () => {
    const content = await ok<{ questionBanks: { topics: { topicId: number; name: string }[] }[] }>(
      director,
      E.assignableContent,
      { organizationId: riverside },
    );
    const cardiology = content.questionBanks[0]!.topics.find((t) => t.name === 'Cardiology')!;
    const created = await createSet({ topicIds: [cardiology.topicId] });
    expect(created.assignment).toMatchObject({
      title: 'Cardiology check',
      what: '4 questions',
      questionCount: 4,
      passingScore: 50,
      recipientCount: 1,
      lockVersion: 1,
    });
    expect(created.recipients).toEqual([
      expect.objectContaining({ accountId: resident.accountId, status: 'notStarted' }),
    ]);
    const kept = await t.database.db
      .select({ questionId: medcentralAssignmentQuestions.questionId })
      .from(medcentralAssignmentQuestions)
      .where(eq(medcentralAssignmentQuestions.assignmentId, created.assignment.assignmentId));
    expect(kept).toHaveLength(4);
    const [entry] = await auditActions('medcentral.assignment.create');
    expect(entry?.details).toMatchObject({
      assignmentId: created.assignment.assignmentId,
      recipients: [resident.accountId],
    });
  });

  test('a group: its residents are given it', async () => {
    const created = await createSet({ accountIds: [], groupId: group['PGY-1 class 2026'] });
    expect(created.assignment.groupName).toBe('PGY-1 class 2026');
    expect(created.recipients!.map((r) => r.accountId)).toEqual([classmate.accountId]);
  });

  test('bad input: a clear 400 naming the field, nothing written', async () => {
    const org = { organizationId: riverside };
    const post = (over: Record<string, unknown>, code: string, field: string) =>
      refused(director, E.createAssignment, org, questionSet(over), 400, code, field);
    await post({ title: '' }, 'validation_failed', 'title');
    await post({ passingScore: 101 }, 'validation_failed', 'passingScore');
    await post({ passingScore: -1 }, 'validation_failed', 'passingScore');
    await post({ dueAt: new Date(Date.now() - 60_000).toISOString() }, 'due_date_in_past', 'dueAt');
    await post({ productId: product['PEDS-QA'] }, 'content_not_licensed', 'productId');
    await post({ productId: product['IM-SA'] }, 'content_not_licensed', 'productId');
    const stranger = await post(
      { accountIds: [resident.accountId, learner.accountId, resident2.accountId] },
      'not_program_residents',
      'accountIds',
    );
    expect(stranger.message).toContain(String(learner.accountId));
    expect(stranger.message).not.toContain(String(resident.accountId));
    await post({ accountIds: [director.accountId] }, 'not_program_residents', 'accountIds');
    await post({ accountIds: [] }, 'no_recipients', 'accountIds');
    await post({ groupId: group['PGY-1 class 2026'] }, 'assignment_incomplete', 'groupId');
    await post({ passingScore: null }, 'assignment_incomplete', 'passingScore');
    await post({ numberOfQuestions: null }, 'assignment_incomplete', 'numberOfQuestions');
    await post(
      { numberOfQuestions: 100, topicIds: [] },
      'not_enough_questions',
      'numberOfQuestions',
    );
    await post({ topicIds: [2_000_000_000] }, 'unknown_topics', 'topicIds');
    await post(
      {
        kind: 'book_section',
        productId: product['IM-BOOK'],
        sectionId: 'no-such-section',
        numberOfQuestions: null,
        passingScore: null,
      },
      'assignment_incomplete',
      'sectionId',
    );
    await post(
      { kind: 'deck', productId: product['IM-BOOK'], numberOfQuestions: null, passingScore: null },
      'assignment_incomplete',
      'productId',
    );
  });

  test('a resident may not give one; another program is 404; a learner 403', async () => {
    const org = { organizationId: riverside };
    await refused(resident, E.createAssignment, org, questionSet(), 403, 'not_program_manager');
    await refused(director2, E.createAssignment, org, questionSet(), 404, 'program_not_found');
    await refused(learner, E.createAssignment, org, questionSet(), 403, 'no_med_central_access');
  });
});

/** Answers a session's questions, right for the first `right` of them, then ends it. */
async function answerAndEnd(client: QaClient, qaSessionId: number, right: number) {
  const session: QaSession = (
    await client.call(qaEndpoints.getSession, { params: { qaSessionId } })
  ).json();
  const keys = await t.database.db
    .select({ id: qaQuestions.id, key: qaQuestions.correctKey })
    .from(qaQuestions)
    .where(
      inArray(
        qaQuestions.id,
        session.items.map((i) => i.questionId),
      ),
    );
  const keyOf = new Map(keys.map((k) => [k.id, k.key]));
  for (const item of session.items) {
    const correct = keyOf.get(item.questionId)!;
    const choiceKey = item.position <= right ? correct : correct === 'A' ? 'B' : 'A';
    const answered = await client.call(qaEndpoints.answerQuestion, {
      params: { qaSessionId, position: item.position },
      body: { choiceKey },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  const ended = await client.call(qaEndpoints.endSession, { params: { qaSessionId }, body: {} });
  expect(ended.statusCode, ended.body).toBe(200);
}

describe('taking a question set', () => {
  test('Start makes a session of exactly its questions on the seat, test mode; again it resumes it', async () => {
    const { assignment } = await createSet({ title: 'Take me' });
    const started = await ok<{ qaSessionId: number; userProductId: number; specialty: string }>(
      resident,
      E.startAssignment,
      { assignmentId: assignment.assignmentId },
    );
    expect(started).toMatchObject({ userProductId: resident.productId('IM-QA'), specialty: 'IM' });
    const session: QaSession = (
      await resident.call(qaEndpoints.getSession, { params: { qaSessionId: started.qaSessionId } })
    ).json();
    const kept = await t.database.db
      .select({ questionId: medcentralAssignmentQuestions.questionId })
      .from(medcentralAssignmentQuestions)
      .where(eq(medcentralAssignmentQuestions.assignmentId, assignment.assignmentId))
      .orderBy(asc(medcentralAssignmentQuestions.position));
    expect(session.items.map((i) => i.questionId)).toEqual(kept.map((k) => k.questionId));
    expect(session).toMatchObject({ sessionType: 'Assignment', viewMode: 'test', name: 'Take me' });
    const again = await ok<{ qaSessionId: number }>(resident, E.startAssignment, {
      assignmentId: assignment.assignmentId,
    });
    expect(again.qaSessionId).toBe(started.qaSessionId);
    const detail = await ok<AssignmentDetail>(resident, E.assignment, {
      assignmentId: assignment.assignmentId,
    });
    expect(detail.mine).toMatchObject({ status: 'inProgress', qaSessionId: started.qaSessionId });
    expect(detail.recipients).toBeNull();
    expect((await auditActions('medcentral.assignment.start'))[0]?.details).toMatchObject({
      assignmentId: assignment.assignmentId,
      qaSessionId: started.qaSessionId,
    });
  });

  test('the session ended: completed with its score, passed at the passing score; the director sees it', async () => {
    const { assignment } = await createSet({ title: 'Score me', passingScore: 75 });
    const { qaSessionId } = await ok<{ qaSessionId: number }>(resident, E.startAssignment, {
      assignmentId: assignment.assignmentId,
    });
    await answerAndEnd(resident, qaSessionId, 3);
    const mine = await ok<AssignmentDetail>(resident, E.assignment, {
      assignmentId: assignment.assignmentId,
    });
    expect(mine.mine).toMatchObject({
      status: 'completed',
      scorePercent: 75,
      passed: true,
      late: false,
    });
    const theirs = await ok<AssignmentDetail>(director, E.assignment, {
      assignmentId: assignment.assignmentId,
    });
    expect(theirs.recipients).toEqual([
      expect.objectContaining({
        accountId: resident.accountId,
        name: 'Rosa Diaz',
        status: 'completed',
        scorePercent: 75,
        passed: true,
      }),
    ]);
    const list = await ok<AssignmentList>(director, E.assignments, { organizationId: riverside });
    const row = list.open.find((a) => a.assignment.assignmentId === assignment.assignmentId);
    expect(row?.counts).toEqual({
      completed: 1,
      passed: 1,
      inProgress: 0,
      notStarted: 0,
      overdue: 0,
    });
    // a higher passing score judges it again
    const edited = await ok<AssignmentDetail>(
      director,
      E.updateAssignment,
      { assignmentId: assignment.assignmentId },
      {
        lockVersion: 1,
        title: 'Score me',
        instructions: '',
        dueAt: assignment.dueAt,
        passingScore: 80,
        accountIds: [resident.accountId],
      },
    );
    expect(edited.recipients![0]).toMatchObject({ scorePercent: 75, passed: false });
  });

  test('only the residents given it reach it; a book section has no session to start', async () => {
    const { assignment } = await createSet({ title: 'Rosa only' });
    const id = { assignmentId: assignment.assignmentId };
    await refused(classmate, E.assignment, id, undefined, 404, 'assignment_not_found');
    await refused(classmate, E.startAssignment, id, undefined, 404, 'assignment_not_found');
    await refused(resident2, E.assignment, id, undefined, 404, 'assignment_not_found');
    await refused(director2, E.assignment, id, undefined, 404, 'assignment_not_found');
    await refused(learner, E.startAssignment, id, undefined, 403, 'no_med_central_access');
    await refused(director, E.startAssignment, id, undefined, 404, 'assignment_not_found');
    const book = await createSet({
      kind: 'book_section',
      productId: product['IM-BOOK'],
      sectionId: 'heart-failure',
      numberOfQuestions: null,
      passingScore: null,
    });
    await refused(
      resident,
      E.startAssignment,
      { assignmentId: book.assignment.assignmentId },
      undefined,
      409,
      'not_a_question_assignment',
    );
  });
});

describe('editing and closing', () => {
  test('an edit over a stale version is 409, nothing written; a fresh one grows the version; audited', async () => {
    const { assignment } = await createSet({ title: 'Edit me' });
    const id = { assignmentId: assignment.assignmentId };
    const edit = (over: Record<string, unknown> = {}) => ({
      lockVersion: assignment.lockVersion,
      title: 'Edited',
      instructions: 'New words',
      dueAt: inDays(10),
      passingScore: 60,
      accountIds: [resident.accountId, classmate.accountId],
      ...over,
    });
    const edited = await ok<AssignmentDetail>(director, E.updateAssignment, id, edit());
    expect(edited.assignment).toMatchObject({ title: 'Edited', lockVersion: 2, recipientCount: 2 });
    await refused(
      director,
      E.updateAssignment,
      id,
      edit({ title: 'Late' }),
      409,
      'assignment_changed',
    );
    await refused(
      director,
      E.updateAssignment,
      id,
      edit({ lockVersion: 2, dueAt: inDays(-1) }),
      400,
      'due_date_in_past',
      'dueAt',
    );
    await refused(
      director,
      E.updateAssignment,
      id,
      edit({ lockVersion: 2, passingScore: 150 }),
      400,
      'validation_failed',
      'passingScore',
    );
    await refused(
      director,
      E.updateAssignment,
      id,
      edit({ lockVersion: 2, title: '' }),
      400,
      'validation_failed',
      'title',
    );
    await refused(
      director,
      E.updateAssignment,
      id,
      edit({ lockVersion: 2, accountIds: [resident2.accountId] }),
      400,
      'not_program_residents',
      'accountIds',
    );
    await refused(
      resident,
      E.updateAssignment,
      id,
      edit({ lockVersion: 2 }),
      403,
      'not_program_manager',
    );
    await refused(
      director2,
      E.updateAssignment,
      id,
      edit({ lockVersion: 2 }),
      404,
      'assignment_not_found',
    );
    // dropping a resident takes it away from them
    const narrowed = await ok<AssignmentDetail>(
      director,
      E.updateAssignment,
      id,
      edit({ lockVersion: 2, accountIds: [resident.accountId] }),
    );
    expect(narrowed.recipients!.map((r) => r.accountId)).toEqual([resident.accountId]);
    await refused(classmate, E.assignment, id, undefined, 404, 'assignment_not_found');
    const [entry] = await auditActions('medcentral.assignment.update');
    expect(entry?.details).toMatchObject({
      assignmentId: assignment.assignmentId,
      title: 'Edited',
    });
  });

  test('closed: listed as closed, no new start, no edit; stale close 409', async () => {
    const { assignment } = await createSet({ title: 'Close me' });
    const id = { assignmentId: assignment.assignmentId };
    await refused(director, E.closeAssignment, id, { lockVersion: 9 }, 409, 'assignment_changed');
    await refused(resident, E.closeAssignment, id, { lockVersion: 1 }, 403, 'not_program_manager');
    const closed = await ok<AssignmentDetail>(director, E.closeAssignment, id, { lockVersion: 1 });
    expect(closed.assignment.closedAt).not.toBeNull();
    expect(closed.recipients![0]!.status).toBe('closed');
    const list = await ok<AssignmentList>(director, E.assignments, { organizationId: riverside });
    expect(list.closed.map((a) => a.assignment.assignmentId)).toContain(assignment.assignmentId);
    expect(list.open.map((a) => a.assignment.assignmentId)).not.toContain(assignment.assignmentId);
    await refused(resident, E.startAssignment, id, undefined, 409, 'assignment_closed');
    await refused(director, E.closeAssignment, id, { lockVersion: 2 }, 409, 'assignment_closed');
    expect((await auditActions('medcentral.assignment.close'))[0]?.details).toMatchObject({
      assignmentId: assignment.assignmentId,
    });
  });

  test('past its due moment and not completed: overdue', async () => {
    const { assignment } = await createSet({ title: 'Overdue' });
    await t.database.db
      .update(medcentralAssignments)
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where(eq(medcentralAssignments.id, assignment.assignmentId));
    const home = await ok<MedCentralHome>(resident, E.programHome, { organizationId: riverside });
    expect(home.assignments.find((a) => a.assignment.title === 'Overdue')?.mine.status).toBe(
      'overdue',
    );
  });
});

describe('a book section and a deck', () => {
  test('a book section is completed once the resident has read it', async () => {
    const { assignment } = await createSet({
      title: 'Read heart failure',
      kind: 'book_section',
      productId: product['IM-BOOK'],
      sectionId: 'heart-failure',
      numberOfQuestions: null,
      passingScore: null,
    });
    expect(assignment.what).toMatch(/^Heart failure \(/);
    const id = { assignmentId: assignment.assignmentId };
    const before = await ok<AssignmentDetail>(resident, E.assignment, id);
    expect(before.mine).toMatchObject({
      status: 'notStarted',
      userProductId: resident.productId('IM-BOOK'),
    });
    const read = await resident.call(bookStudyEndpoints.updateReadingProgress, {
      params: { userProductId: resident.productId('IM-BOOK') },
      body: { sectionId: 'heart-failure', finished: true },
    });
    expect(read.statusCode, read.body).toBe(200);
    const after = await ok<AssignmentDetail>(resident, E.assignment, id);
    expect(after.mine).toMatchObject({ status: 'completed', scorePercent: null, late: false });
  });

  test('a deck is completed when every card has a review since it was given', async () => {
    const { assignment } = await createSet({
      title: 'Study the deck',
      kind: 'deck',
      productId: product['IM-FC'],
      numberOfQuestions: null,
      passingScore: null,
    });
    const id = { assignmentId: assignment.assignmentId };
    const [{ deckId }] = (await t.database.db
      .select({ deckId: fcDeckProducts.deckId })
      .from(fcDeckProducts)
      .where(eq(fcDeckProducts.productId, product['IM-FC']!))) as [{ deckId: number }];
    const cards = await t.database.db
      .select({ id: fcCards.id })
      .from(fcCards)
      .where(and(eq(fcCards.deckId, deckId), eq(fcCards.status, 'published')));
    const review = (cardIds: number[]) =>
      t.database.db.execute(sql`
        with items as (
          insert into memory_items (account_id, user_product_id, card_id, deck_id, state, due,
            stability, difficulty, scheduled_days, learning_steps, reps, lapses, last_review)
          select ${resident.accountId}, ${resident.productId('IM-FC')}, c, ${deckId}, 'review',
            now() + interval '1 day', 1, 5, 1, 0, 1, 0, now()
          from unnest(${`{${cardIds.join(',')}}`}::int[]) as c
          on conflict do nothing
          returning id
        )
        insert into memory_review_logs (item_id, account_id, deck_id, client_review_id,
          reviewed_at, rating, elapsed_days, before, after, duration_ms)
        select id, ${resident.accountId}, ${deckId}, gen_random_uuid(), now(), 3, 0,
          '{}'::jsonb, '{}'::jsonb, 1000
        from items`);
    await review(cards.slice(1).map((c) => c.id));
    const partly = await ok<AssignmentDetail>(resident, E.assignment, id);
    expect(partly.mine).toMatchObject({ status: 'inProgress', completedAt: null });
    expect(partly.mine!.startedAt).not.toBeNull();
    await review([cards[0]!.id]);
    const done = await ok<AssignmentDetail>(resident, E.assignment, id);
    expect(done.mine?.status).toBe('completed');
  });
});

describe('every endpoint refuses who may not call it, writing nothing', () => {
  test("signed out 401; a learner in no program 403; another program 404; a resident 403 on the managers' calls", async () => {
    const { assignment } = await createSet({ title: 'Rights' });
    const home = await ok<MedCentralHome>(director, E.programHome, { organizationId: riverside });
    const announcementId = home.announcements[0]!.announcementId;
    const org = { organizationId: riverside };
    const one = { assignmentId: assignment.assignmentId };
    const update = {
      lockVersion: 1,
      title: 'x',
      instructions: '',
      dueAt: inDays(3),
      passingScore: 50,
      accountIds: [resident.accountId],
    };
    const announcement = { title: 'x', body: 'y', groupId: null };
    const calls: [Endpoint, Record<string, number>, unknown, boolean][] = [
      // endpoint, params, body, for managers only
      [E.programHome, org, undefined, false],
      [E.createAnnouncement, org, announcement, true],
      [E.updateAnnouncement, { announcementId }, announcement, true],
      [E.archiveAnnouncement, { announcementId }, undefined, true],
      [E.assignments, org, undefined, true],
      [E.assignableContent, org, undefined, true],
      [E.createAssignment, org, questionSet(), true],
      [E.assignment, one, undefined, false],
      [E.updateAssignment, one, update, true],
      [E.closeAssignment, one, { lockVersion: 1 }, true],
    ];
    for (const [endpoint, params, body, managers] of calls) {
      const what = `${endpoint.method} ${endpoint.path}`;
      const signedOut = await expectNothingWritten(
        t.database.db,
        () =>
          t.app.inject({
            method: endpoint.method,
            url: buildPath(endpoint.path, params),
            headers: { 'content-type': 'application/json' },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          }),
        401,
      );
      expect(signedOut.json().error.code, what).toBe('not_signed_in');
      await refused(learner, endpoint, params, body, 403, 'no_med_central_access');
      const notFound =
        'announcementId' in params
          ? 'announcement_not_found'
          : 'assignmentId' in params
            ? 'assignment_not_found'
            : 'program_not_found';
      await refused(director2, endpoint, params, body, 404, notFound);
      if (managers) await refused(resident, endpoint, params, body, 403, 'not_program_manager');
    }
  });

  test('a resident without a usable copy of the product cannot start: 409, nothing written', async () => {
    const { assignment } = await createSet({
      title: 'No copy',
      accountIds: [classmate.accountId],
    });
    await t.database.db
      .update(userProducts)
      .set({ endsAt: new Date(Date.now() - DAY) })
      .where(
        and(
          eq(userProducts.accountId, classmate.accountId),
          eq(userProducts.productId, product['IM-QA']!),
        ),
      );
    const detail = await ok<AssignmentDetail>(classmate, E.assignment, {
      assignmentId: assignment.assignmentId,
    });
    expect(detail.mine).toMatchObject({ userProductId: null, status: 'notStarted' });
    await refused(
      classmate,
      E.startAssignment,
      { assignmentId: assignment.assignmentId },
      undefined,
      409,
      'no_copy_of_assigned_product',
    );
  });
});

describe('the other program', () => {
  test("Harbor City's director and resident see nothing of Riverside's assignments", async () => {
    const home = await ok<MedCentralHome>(resident2, E.programHome, { organizationId: harbor });
    expect(home.assignments).toEqual([]);
    expect(home.announcements.map((a) => a.title)).not.toContain('Grand rounds');
    const list = await ok<AssignmentList>(director2, E.assignments, { organizationId: harbor });
    expect([...list.open, ...list.closed]).toEqual([]);
    const [director2Account] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'director2@demo.test'));
    expect(director2Account!.id).toBe(director2.accountId);
  });
});
