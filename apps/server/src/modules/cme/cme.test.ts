import {
  bookStudyEndpoints,
  type CmeClaim,
  type CmeClaimBody,
  type CmeOverview,
  cmeEndpoints,
  type QaSession,
  qaEndpoints,
  qaReportEndpoints,
} from '@boardready/contracts';
import { CME_PROVIDER_NAME, mocDeadlinesNear } from '@boardready/contracts/cme-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfText } from '../../../../../e2e/support/pdf-text';
import {
  accounts,
  auditLog,
  boardIdentifiers,
  cmeActivities,
  cmeClaims,
  cmeMocReports,
  products,
  qaBankProducts,
  qaLearnerQuestions,
  qaQuestions,
} from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { bankIds, type QaClient, qaClient } from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findContentDir, loadBooks } from '../books/book-content';
import { firstAnswerResults, releaseStart, utcDay } from './earning';
import { cmeRepository } from './repository';

/**
 * CME/MOC for the learner (issue 28, decision 1501), through the real server on the demo data:
 * learner@demo.test (Alex Rivera: IM-QA and IM-BOOK activities with ABIM points, ABIM ID
 * 204817, born March 14) earns credit by answering IM questions through the Q&A API (10 per
 * credit, 50 % correct), claims it, and downloads certificates and transcripts; peds@demo.test
 * (Priya Shah: PEDS-QA with ABP points) is the other learner; combo@demo.test holds both
 * specialties and no board identifiers; newbie@demo.test holds nothing.
 */

const E = cmeEndpoints;
const DAY = 86_400_000;

let t: TestApp;
let learner: QaClient;
let peds: QaClient;
let combo: QaClient;
let newbie: QaClient;
let ids: Awaited<ReturnType<typeof bankIds>>;
const activity: Record<string, number> = {};

const evaluation = {
  ratings: { objectivesMet: 5, relevantToPractice: 4, willChangePractice: 3, freeOfBias: 5 },
  comment: 'Useful cases.',
};
const claimBody = (over: Partial<CmeClaimBody> = {}): CmeClaimBody => ({
  claimedQuarters: 4,
  claimableQuarters: 4,
  attested: true,
  evaluation,
  reportTo: [],
  mocConsent: false,
  ...over,
});

async function overviewOf(client: QaClient): Promise<CmeOverview> {
  const response = await client.call(E.overview);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const summaryOf = (overview: CmeOverview, code: string) =>
  overview.activities.find((a) => a.activityCode === code)!;

const claim = (client: QaClient, activityId: number, body: unknown) =>
  client.call(E.claim, { params: { activityId }, body });

async function claimOk(client: QaClient, activityId: number, body: CmeClaimBody) {
  const response = await claim(client, activityId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CmeClaim;
}

/** Refused with `status` and `code`, and nothing in the database changed. */
async function refused(run: () => Promise<LightMyRequestResponse>, status: number, code: string) {
  const response = await expectNothingWritten(t.database.db, run, status);
  expect(response.json().error.code, response.body).toBe(code);
  return response.json().error as {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

/** A session of `count` questions never shown to the learner, the first `right` answered right. */
async function answerNew(client: QaClient, productCode: string, count: number, right: number) {
  const session: QaSession = await client.createSession(productCode, {
    numberOfQuestions: count,
    includeNotViewed: true,
  });
  expect(session.items).toHaveLength(count);
  for (const [index, item] of session.items.entries()) {
    const choiceKey =
      index < right ? ids.correctKey.get(item.questionId)! : ids.wrongKey(item.questionId);
    const response = await client.call(qaEndpoints.answerQuestion, {
      params: { qaSessionId: session.qaSessionId, position: item.position },
      body: { choiceKey },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function pdfOf(response: LightMyRequestResponse, filename: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // one line a drawn string: collapse it for sentences that wrap
  return pdfText(response.rawPayload).replace(/\s+/g, ' ');
}

async function activityIdOf(code: string) {
  const [row] = await t.database.db
    .select({ id: cmeActivities.id })
    .from(cmeActivities)
    .where(eq(cmeActivities.activityCode, code));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [learner, peds, combo, newbie] = await Promise.all([
    qaClient(t, 'learner@demo.test'),
    qaClient(t, 'peds@demo.test'),
    qaClient(t, 'combo@demo.test'),
    qaClient(t, 'newbie@demo.test'),
  ]);
  ids = await bankIds(t.database.db);
  for (const code of ['BRME-IM-QA-2026', 'BRME-IM-BOOK-2026', 'BRME-PEDS-QA-2026'])
    activity[code] = await activityIdOf(code);
});
afterAll(() => t?.close());

describe('signed out', () => {
  test('every learner endpoint answers 401, nothing written', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/2.0/cme'],
      ['POST', `/api/2.0/cme/activities/${activity['BRME-IM-QA-2026']}/claims`, claimBody()],
      ['GET', '/api/2.0/cme/claims/1/certificate.pdf'],
      ['GET', '/api/2.0/cme/transcript.pdf?year=2026'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await expectNothingWritten(
        t.database.db,
        () =>
          t.app.inject({
            method: method as 'GET',
            url,
            headers: { 'content-type': 'application/json' },
            ...(payload ? { payload: JSON.stringify(payload) } : {}),
          }),
        401,
      );
      expect(response.json().error.code).toBe('not_signed_in');
    }
  });
});

describe('the overview', () => {
  test("shows the activities of the caller's products with nothing earned yet", async () => {
    const overview = await overviewOf(learner);
    expect(overview.activities.map((a) => a.activityCode)).toEqual([
      'BRME-IM-QA-2026',
      'BRME-IM-BOOK-2026',
    ]);
    const qa = summaryOf(overview, 'BRME-IM-QA-2026');
    expect(qa).toMatchObject({
      kind: 'questions',
      productName: expect.stringMatching(/Internal Medicine/),
      specialty: 'IM',
      rule: '1 credit per 10 questions answered for the first time, 50% correct',
      unitsDone: 0,
      blocksFailed: 0,
      earnedQuarters: 0,
      maxQuarters: 120,
      claimedQuarters: 0,
      claimableQuarters: 0,
      next: { unitsDone: 0, unitsPerCredit: 10, blockPercentCorrect: null, passingPercent: 50 },
      moc: [{ board: 'ABIM', ratioPercent: 100 }],
      open: true,
    });
    expect(summaryOf(overview, 'BRME-IM-BOOK-2026').rule).toBe('1 credit per chapter read');
    expect(overview.claims).toEqual([]);
    expect(overview.transcriptYears).toEqual([]);
    expect(overview.identifiers).toEqual([{ board: 'ABIM', complete: true, missing: [] }]);
    expect(overview.deadlines).toEqual(
      mocDeadlinesNear(new Date()).filter((d) => d.board === 'ABIM'),
    );
  });

  test('names the identifiers a board still needs; an account without products has nothing', async () => {
    const overview = await overviewOf(combo);
    expect(overview.activities.map((a) => a.activityCode).sort()).toEqual([
      'BRME-IM-BOOK-2026',
      'BRME-IM-QA-2026',
      'BRME-PEDS-QA-2026',
    ]);
    expect(overview.identifiers).toEqual([
      {
        board: 'ABIM',
        complete: false,
        missing: ['the ABIM ID', 'the birth month', 'the birth day'],
      },
      {
        board: 'ABP',
        complete: false,
        missing: ['the ABP ID', 'the birth month', 'the birth day'],
      },
    ]);
    expect(await overviewOf(newbie)).toEqual({
      activities: [],
      claims: [],
      identifiers: [],
      deadlines: [],
      transcriptYears: [],
    });
  });

  test('a product held in the past still shows its activity; one not yet started does not', async () => {
    const db = t.database.db;
    // learner's IM-MEDIA expired 35 days ago; student's MS-LIVE starts in three weeks
    const [media] = await db.select().from(products).where(eq(products.code, 'IM-MEDIA'));
    const [live] = await db.select().from(products).where(eq(products.code, 'MS-LIVE'));
    const common = {
      kind: 'course_lessons' as const,
      unitsPerCredit: 2,
      maxQuarters: 8,
      releasedOn: utcDay(new Date(Date.now() - 400 * DAY)),
      expiresOn: utcDay(new Date(Date.now() + 400 * DAY)),
    };
    await db.insert(cmeActivities).values([
      { ...common, productId: media!.id, activityCode: 'TEST-IM-MEDIA', title: 'IM media' },
      { ...common, productId: live!.id, activityCode: 'TEST-MS-LIVE', title: 'MS live' },
    ]);
    try {
      const mine = await overviewOf(learner);
      expect(summaryOf(mine, 'TEST-IM-MEDIA')).toMatchObject({
        earnedQuarters: 0,
        next: { unitsDone: 0, unitsPerCredit: 2 },
        moc: [],
        open: true,
      });
      const student = await qaClient(t, 'student@demo.test');
      expect((await overviewOf(student)).activities.map((a) => a.activityCode)).not.toContain(
        'TEST-MS-LIVE',
      );
    } finally {
      await db
        .delete(cmeActivities)
        .where(sql`${cmeActivities.activityCode} in ('TEST-IM-MEDIA', 'TEST-MS-LIVE')`);
    }
  });

  test('chapters count when every section was read from the release on', async () => {
    const [book] = (await loadBooks(findContentDir(import.meta.dirname))).filter(
      (b) => b.code === 'im',
    );
    const [first, second] = book!.chapters;
    const read = async (sectionId: string) => {
      const response = await combo.call(bookStudyEndpoints.updateReadingProgress, {
        params: { userProductId: combo.productId('IM-BOOK') },
        body: { sectionId, finished: true },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    for (const section of first!.sections) await read(section.id);
    // the second chapter but one section
    for (const section of second!.sections.slice(1)) await read(section.id);
    let book1 = summaryOf(await overviewOf(combo), 'BRME-IM-BOOK-2026');
    expect(book1).toMatchObject({ unitsDone: 1, earnedQuarters: 4, claimableQuarters: 4 });
    // the missing section, read before the release, does not complete the chapter
    await t.database.db.execute(sql`
      insert into book_sections_read (account_id, book_code, section_id, read_at)
      values (${combo.accountId}, 'im', ${second!.sections[0]!.id}, now() - interval '2 years')`);
    book1 = summaryOf(await overviewOf(combo), 'BRME-IM-BOOK-2026');
    expect(book1).toMatchObject({ unitsDone: 1, earnedQuarters: 4 });
    await read(second!.sections[0]!.id); // read again: kept as first read
    expect(summaryOf(await overviewOf(combo), 'BRME-IM-BOOK-2026').unitsDone).toBe(1);
  });
});

describe('earning by answering questions, and claiming', () => {
  test('a block of 10 first answers with 6 right earns a credit; the next block shows its share', async () => {
    await answerNew(learner, 'IM-QA', 10, 6);
    let qa = summaryOf(await overviewOf(learner), 'BRME-IM-QA-2026');
    expect(qa).toMatchObject({
      unitsDone: 10,
      earnedQuarters: 4,
      claimableQuarters: 4,
      next: { unitsDone: 0, blockPercentCorrect: null },
    });
    await answerNew(learner, 'IM-QA', 3, 0);
    qa = summaryOf(await overviewOf(learner), 'BRME-IM-QA-2026');
    expect(qa).toMatchObject({
      unitsDone: 13,
      earnedQuarters: 4,
      next: { unitsDone: 3, blockPercentCorrect: 0 },
    });
  });

  test('the database reads the first answers in the pure rule’s order', async () => {
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(cmeActivities)
      .where(eq(cmeActivities.id, activity['BRME-IM-QA-2026']!));
    const [bank] = await db
      .select({ bankId: qaBankProducts.bankId })
      .from(qaBankProducts)
      .innerJoin(products, eq(products.id, qaBankProducts.productId))
      .where(eq(products.code, 'IM-QA'));
    const mine = await db
      .select({
        questionId: qaLearnerQuestions.questionId,
        answeredAt: qaLearnerQuestions.firstAnsweredAt,
        correct: qaLearnerQuestions.firstCorrect,
      })
      .from(qaLearnerQuestions)
      .innerJoin(qaQuestions, eq(qaQuestions.id, qaLearnerQuestions.questionId))
      .where(
        and(
          eq(qaLearnerQuestions.accountId, learner.accountId),
          eq(qaQuestions.bankId, bank!.bankId),
          sql`${qaLearnerQuestions.firstKey} is not null`,
        ),
      );
    const pure = firstAnswerResults(
      row!.releasedOn,
      mine.map((a) => ({ ...a, answeredAt: a.answeredAt!, correct: a.correct! })),
    );
    expect(pure).toHaveLength(13);
    for (const join of [false, true]) {
      const fromSql = await cmeRepository(db).firstAnswerResults(
        learner.accountId,
        bank!.bankId,
        releaseStart(row!.releasedOn),
        { join },
      );
      expect(fromSql, `join ${join}`).toBe(pure);
    }
  });

  test('bad claims are refused with a clear 4xx, nothing written', async () => {
    const qa = activity['BRME-IM-QA-2026']!;
    const bad: [string, unknown][] = [
      ['no quarter', claimBody({ claimedQuarters: 0 })],
      ['a fraction of a quarter', claimBody({ claimedQuarters: 1.5 })],
      ['no attestation', { ...claimBody(), attested: false }],
      [
        'a rating out of range',
        claimBody({
          evaluation: { ...evaluation, ratings: { ...evaluation.ratings, freeOfBias: 6 } },
        }),
      ],
      [
        'a statement missing',
        claimBody({ evaluation: { ratings: { objectivesMet: 5 } as never, comment: '' } }),
      ],
      [
        'a comment too long',
        claimBody({ evaluation: { ...evaluation, comment: 'x'.repeat(1001) } }),
      ],
      ['a board without consent', claimBody({ reportTo: ['ABIM'] })],
      ['a board twice', claimBody({ reportTo: ['ABIM', 'ABIM'], mocConsent: true })],
      ['an unknown board', claimBody({ reportTo: ['ABFM' as never], mocConsent: true })],
      ['an unknown field', { ...claimBody(), earnedQuarters: 400 }],
    ];
    for (const [what, body] of bad) {
      const error = await refused(() => claim(learner, qa, body), 400, 'validation_failed');
      expect(error.fields, what).toBeDefined();
    }
  });

  test('claiming more than earned, a changed claimable credit, a board without points: refused', async () => {
    const qa = activity['BRME-IM-QA-2026']!;
    const more = await refused(
      () => claim(learner, qa, claimBody({ claimedQuarters: 5 })),
      400,
      'claim_exceeds_earned',
    );
    expect(more.fields).toEqual({ claimedQuarters: 'You can claim at most 1.00 credits now.' });
    await refused(
      () => claim(learner, qa, claimBody({ claimedQuarters: 8, claimableQuarters: 8 })),
      409,
      'claimable_credit_changed',
    );
    await refused(
      () => claim(learner, qa, claimBody({ reportTo: ['ABP'], mocConsent: true })),
      400,
      'board_takes_no_points',
    );
    // a claim of less than a point's quarter at a 20 % ratio
    await t.database.db
      .update(cmeActivities)
      .set({ abimRatioPercent: 20 })
      .where(eq(cmeActivities.id, qa));
    try {
      const error = await refused(
        () =>
          claim(
            learner,
            qa,
            claimBody({ claimedQuarters: 4, reportTo: ['ABIM'], mocConsent: true }),
          ),
        400,
        'board_takes_no_points',
      );
      expect(error.message).toMatch(/less than a quarter ABIM point/);
    } finally {
      await t.database.db
        .update(cmeActivities)
        .set({ abimRatioPercent: 100 })
        .where(eq(cmeActivities.id, qa));
    }
  });

  test('reporting to a board asks for missing or malformed identifiers first', async () => {
    const qa = activity['BRME-IM-QA-2026']!;
    const error = await refused(
      () => claim(combo, qa, claimBody({ reportTo: ['ABIM'], mocConsent: true })),
      400,
      'board_identifiers_incomplete',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'abimNumber',
      'birthDay',
      'birthMonth',
    ]);
    const db = t.database.db;
    await db
      .update(boardIdentifiers)
      .set({ abimNumber: '20481', birthDay: 31, birthMonth: 4 })
      .where(eq(boardIdentifiers.accountId, learner.accountId));
    try {
      const malformed = await refused(
        () => claim(learner, qa, claimBody({ reportTo: ['ABIM'], mocConsent: true })),
        400,
        'board_identifiers_incomplete',
      );
      expect(Object.keys(malformed.fields ?? {}).sort()).toEqual(['abimNumber', 'birthDay']);
      expect((await overviewOf(learner)).identifiers).toEqual([
        { board: 'ABIM', complete: false, missing: ['an ABIM ID of 6 digits', 'the birth day'] },
      ]);
    } finally {
      await db
        .update(boardIdentifiers)
        .set({ abimNumber: '204817', birthMonth: 3, birthDay: 14 })
        .where(eq(boardIdentifiers.accountId, learner.accountId));
    }
  });

  test("another learner's activity, or none: 404; a withdrawn or expired one: 409", async () => {
    await refused(
      () => claim(learner, activity['BRME-PEDS-QA-2026']!, claimBody()),
      404,
      'cme_activity_not_found',
    );
    await refused(() => claim(learner, 987_654, claimBody()), 404, 'cme_activity_not_found');
    const qa = activity['BRME-IM-QA-2026']!;
    const db = t.database.db;
    const [row] = await db.select().from(cmeActivities).where(eq(cmeActivities.id, qa));
    for (const change of [
      { active: false },
      { expiresOn: utcDay(new Date(Date.now() - DAY)), releasedOn: '2020-01-01' },
    ]) {
      await db.update(cmeActivities).set(change).where(eq(cmeActivities.id, qa));
      try {
        await refused(() => claim(learner, qa, claimBody()), 409, 'cme_activity_closed');
        expect(summaryOf(await overviewOf(learner), 'BRME-IM-QA-2026')).toMatchObject({
          open: false,
          earnedQuarters: 4,
        });
      } finally {
        await db
          .update(cmeActivities)
          .set({ active: row!.active, expiresOn: row!.expiresOn, releasedOn: row!.releasedOn })
          .where(eq(cmeActivities.id, qa));
      }
    }
  });

  let firstClaim: CmeClaim;

  test('a claim of less than earned, reported to ABIM: the claim and its report in one go, audited', async () => {
    const qa = activity['BRME-IM-QA-2026']!;
    const today = utcDay(new Date());
    firstClaim = await claimOk(
      learner,
      qa,
      claimBody({ claimedQuarters: 3, reportTo: ['ABIM'], mocConsent: true }),
    );
    expect(firstClaim).toMatchObject({
      activityId: qa,
      activityCode: 'BRME-IM-QA-2026',
      title: 'Internal Medicine Board Review: Question Bank',
      claimedQuarters: 3,
      coveredQuarters: 4,
      completedOn: today,
      reports: [{ board: 'ABIM', pointsQuarters: 3, status: 'queued', rejectReason: null }],
    });
    const db = t.database.db;
    const [row] = await db.select().from(cmeClaims).where(eq(cmeClaims.id, firstClaim.claimId));
    expect(row).toMatchObject({
      accountId: learner.accountId,
      coveredFromQuarters: 0,
      coveredToQuarters: 4,
      claimedQuarters: 3,
      evaluation,
    });
    const reports = await db
      .select()
      .from(cmeMocReports)
      .where(eq(cmeMocReports.claimId, firstClaim.claimId));
    expect(reports).toEqual([
      expect.objectContaining({
        accountId: learner.accountId,
        board: 'ABIM',
        pointsQuarters: 3,
        boardId: '204817',
        firstName: 'Alex',
        lastName: 'Rivera',
        birthMonth: 3,
        birthDay: 14,
        activityCode: 'BRME-IM-QA-2026',
        completedOn: today,
        status: 'queued',
        batchId: null,
      }),
    ]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cme.claim'), eq(auditLog.actorAccountId, learner.accountId)));
    expect(entry?.details).toMatchObject({ claimId: firstClaim.claimId, claimedQuarters: 3 });

    const overview = await overviewOf(learner);
    expect(summaryOf(overview, 'BRME-IM-QA-2026')).toMatchObject({
      earnedQuarters: 4,
      claimedQuarters: 4,
      claimableQuarters: 0,
    });
    expect(overview.claims).toEqual([firstClaim]);
    expect(overview.transcriptYears).toEqual([Number(today.slice(0, 4))]);
  });

  test('the same work cannot be claimed twice', async () => {
    const qa = activity['BRME-IM-QA-2026']!;
    await refused(() => claim(learner, qa, claimBody()), 409, 'claimable_credit_changed');
    await refused(
      () => claim(learner, qa, claimBody({ claimedQuarters: 1, claimableQuarters: 1 })),
      409,
      'claimable_credit_changed',
    );
  });

  test('new work is claimable again; a claim covers exactly what the learner read', async () => {
    const qa = activity['BRME-IM-QA-2026']!;
    // 3 wrong + 7 right: the second block passes at 70 %
    await answerNew(learner, 'IM-QA', 7, 7);
    expect(summaryOf(await overviewOf(learner), 'BRME-IM-QA-2026')).toMatchObject({
      earnedQuarters: 8,
      claimableQuarters: 4,
    });
    const second = await claimOk(learner, qa, claimBody());
    expect(second).toMatchObject({ claimedQuarters: 4, coveredQuarters: 4, reports: [] });
    const [row] = await t.database.db
      .select()
      .from(cmeClaims)
      .where(eq(cmeClaims.id, second.claimId));
    expect(row).toMatchObject({ coveredFromQuarters: 4, coveredToQuarters: 8 });
  });

  test('two claims racing for the same work: one wins, the other is told the credit moved', async () => {
    const qa = activity['BRME-IM-QA-2026']!;
    await answerNew(learner, 'IM-QA', 10, 10);
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmeClaims)
      .where(eq(cmeClaims.accountId, learner.accountId));
    const answers = await Promise.all([
      claim(learner, qa, claimBody()),
      claim(learner, qa, claimBody({ claimedQuarters: 2 })),
      claim(learner, qa, claimBody({ claimedQuarters: 3 })),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().error.code).toBe('claimable_credit_changed');
    const after = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmeClaims)
      .where(eq(cmeClaims.accountId, learner.accountId));
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    expect(summaryOf(await overviewOf(learner), 'BRME-IM-QA-2026')).toMatchObject({
      earnedQuarters: 12,
      claimedQuarters: 12,
      claimableQuarters: 0,
    });
  });

  describe('certificates', () => {
    test('the certificate of a claim says who, what, when and how much, the same each time', async () => {
      const url = { params: { claimId: firstClaim.claimId } };
      const response = await learner.call(E.certificate, url);
      const text = await pdfOf(response, `BoardReady-CME-certificate-${firstClaim.claimId}.pdf`);
      expect(text).toContain('Certificate of Completion');
      expect(text).toContain('Alex Rivera');
      expect(text).toContain('Internal Medicine Board Review: Question Bank');
      expect(text).toContain('Activity ID BRME-IM-QA-2026');
      expect(text).toContain('0.75 AMA PRA Category 1 Credits™');
      expect(text).toContain(
        `0.75 ABIM Medical Knowledge MOC points, reported to the American Board of Internal Medicine`,
      );
      expect(text).toContain(`Completed on ${longDay(firstClaim.completedOn)}`);
      expect(text).toContain(CME_PROVIDER_NAME);
      expect(text).toContain('accredited by the Accreditation Council for Continuing Medical');
      expect(text).toContain(`Certificate no. ${firstClaim.claimId}`);
      const again = await learner.call(E.certificate, url);
      expect(Buffer.compare(again.rawPayload, response.rawPayload)).toBe(0);
    });

    test("another learner's claim, or none: 404", async () => {
      await refused(
        () => peds.call(E.certificate, { params: { claimId: firstClaim.claimId } }),
        404,
        'cme_claim_not_found',
      );
      await refused(
        () => learner.call(E.certificate, { params: { claimId: 987_654 } }),
        404,
        'cme_claim_not_found',
      );
      await refused(
        () => learner.call(E.certificate, { params: { claimId: 'abc' as never } }),
        400,
        'validation_failed',
      );
    });

    test('a name outside the fonts’ letters loses its accents, never the certificate', async () => {
      const db = t.database.db;
      await db
        .update(accounts)
        .set({ firstName: 'Zoë', lastName: 'Dvořák 李' })
        .where(eq(accounts.id, learner.accountId));
      try {
        const text = await pdfOf(
          await learner.call(E.certificate, { params: { claimId: firstClaim.claimId } }),
          `BoardReady-CME-certificate-${firstClaim.claimId}.pdf`,
        );
        expect(text).toContain('Zoë Dvorák ?');
      } finally {
        await db
          .update(accounts)
          .set({ firstName: 'Alex', lastName: 'Rivera' })
          .where(eq(accounts.id, learner.accountId));
      }
    });
  });

  describe('transcripts', () => {
    const year = new Date().getUTCFullYear();

    test("a year's claims with their totals; one board's reported points alone", async () => {
      const all = await pdfOf(
        await learner.call(E.transcript, { query: { year: String(year) } }),
        `BoardReady-CME-transcript-${year}.pdf`,
      );
      expect(all).toContain(`CME transcript ${year}`);
      expect(all).toContain('Alex Rivera');
      expect(all).toContain(`certificate no. ${firstClaim.claimId}`);
      expect(all).toContain('3 claims');
      // 0.75 + 1.00 + the race's winner (1.00, 0.50 or 0.75)
      expect(all).toMatch(/Total: (2\.75|2\.25|2\.50) AMA PRA Category 1 Credits™ in \d{4}\./);
      expect(all).toContain('0.75 ABIM Medical Knowledge MOC points.');

      const abim = await pdfOf(
        await learner.call(E.transcript, { query: { year: String(year), board: 'ABIM' } }),
        `BoardReady-CME-transcript-${year}-ABIM.pdf`,
      );
      expect(abim).toContain(`ABIM MOC transcript ${year}`);
      expect(abim).toContain('ABIM ID 204817');
      expect(abim).toContain('1 claim');
      expect(abim).toContain('Waiting to be reported');
      expect(abim).toContain('Total: 0.75 AMA PRA Category 1 Credits™');
    });

    test('a year without claims still gives a transcript, which says so', async () => {
      const text = await pdfOf(
        await learner.call(E.transcript, { query: { year: '2020' } }),
        'BoardReady-CME-transcript-2020.pdf',
      );
      expect(text).toContain('No CME credit was claimed in 2020.');
      // another learner's claims are never in it
      const other = await pdfOf(
        await peds.call(E.transcript, { query: { year: String(year) } }),
        `BoardReady-CME-transcript-${year}.pdf`,
      );
      expect(other).toContain('Priya Shah');
      expect(other).toContain(`No CME credit was claimed in ${year}.`);
      const abp = await pdfOf(
        await learner.call(E.transcript, { query: { year: String(year), board: 'ABP' } }),
        `BoardReady-CME-transcript-${year}-ABP.pdf`,
      );
      expect(abp).toContain(`No claims with ABP MOC Part 2 points were reported for ${year}.`);
    });

    test('a bad year or board: 400', async () => {
      for (const query of [{}, { year: 'abc' }, { year: '1999' }, { year: '2026', board: 'ABFM' }])
        await refused(
          () => learner.call(E.transcript, { query: query as Record<string, string> }),
          400,
          'validation_failed',
        );
    });
  });

  test('a history reset lowers earned credit; the claims made stay, nothing is claimable', async () => {
    const response = await learner.call(qaReportEndpoints.resetHistory, {
      params: { userProductId: learner.productId('IM-QA') },
      body: { confirm: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const overview = await overviewOf(learner);
    expect(summaryOf(overview, 'BRME-IM-QA-2026')).toMatchObject({
      unitsDone: 0,
      earnedQuarters: 0,
      claimedQuarters: 12,
      claimableQuarters: 0,
    });
    expect(overview.claims).toHaveLength(3);
  });
});

describe('the other learner', () => {
  test('sees only their own activities and claims, and claims under their own board', async () => {
    const overview = await overviewOf(peds);
    expect(overview.activities.map((a) => a.activityCode)).toEqual(['BRME-PEDS-QA-2026']);
    expect(overview.claims).toEqual([]);
    expect(overview.identifiers).toEqual([{ board: 'ABP', complete: true, missing: [] }]);
    await answerNew(peds, 'PEDS-QA', 10, 10);
    const made = await claimOk(
      peds,
      activity['BRME-PEDS-QA-2026']!,
      claimBody({ reportTo: ['ABP'], mocConsent: true }),
    );
    expect(made.reports).toEqual([
      expect.objectContaining({ board: 'ABP', pointsQuarters: 4, status: 'queued' }),
    ]);
    // the learner cannot reach it
    await refused(
      () => learner.call(E.certificate, { params: { claimId: made.claimId } }),
      404,
      'cme_claim_not_found',
    );
    expect((await overviewOf(learner)).claims.map((c) => c.claimId)).not.toContain(made.claimId);
  });
});

describe('the first answers query', () => {
  test('matches the pure rule on answers in two banks, with ties and answers before the release', async () => {
    const db = t.database.db;
    const banks = await db
      .select({ code: products.code, bankId: qaBankProducts.bankId })
      .from(qaBankProducts)
      .innerJoin(products, eq(products.id, qaBankProducts.productId))
      .where(sql`${products.code} in ('IM-QA', 'PEDS-QA')`);
    const bankOf = (code: string) => banks.find((b) => b.code === code)!.bankId;
    const questions = await db
      .select({ id: qaQuestions.id, bankId: qaQuestions.bankId })
      .from(qaQuestions)
      .where(sql`${qaQuestions.bankId} in (${bankOf('IM-QA')}, ${bankOf('PEDS-QA')})`)
      .orderBy(qaQuestions.id);
    // every third answer shares the moment of the one before; a tenth come before the release
    const release = '2025-03-01';
    const rows = questions.map((q, i) => ({
      accountId: newbie.accountId,
      questionId: q.id,
      bankId: q.bankId,
      seen: true,
      answered: true,
      answerCount: 1,
      firstKey: 'A' as const,
      firstCorrect: (i * 7) % 5 < 3,
      firstAnsweredAt: new Date(
        Date.UTC(2025, 2, 1) + (i % 10 === 0 ? -1 : 1) * (i - (i % 3 === 2 ? 1 : 0)) * 60_000,
      ),
    }));
    await db.insert(qaLearnerQuestions).values(rows.map(({ bankId: _, ...row }) => row));
    for (const code of ['IM-QA', 'PEDS-QA']) {
      const mine = rows
        .filter((r) => r.bankId === bankOf(code))
        .map((r) => ({
          questionId: r.questionId,
          answeredAt: r.firstAnsweredAt,
          correct: r.firstCorrect,
        }));
      const pure = firstAnswerResults(release, mine);
      expect(pure.length).toBeGreaterThan(20);
      expect(pure.length).toBeLessThan(mine.length);
      for (const join of [false, true]) {
        const fromSql = await cmeRepository(db).firstAnswerResults(
          newbie.accountId,
          bankOf(code),
          releaseStart(release),
          { join },
        );
        expect(fromSql, `${code}, join ${join}`).toBe(pure);
      }
    }
    // and before any answer, or from a release after them all: nothing
    expect(
      await cmeRepository(db).firstAnswerResults(
        newbie.accountId,
        bankOf('IM-QA'),
        new Date('2030-01-01T00:00:00Z'),
      ),
    ).toBe('');
  });
});

/** "2026-03-04" → "March 4, 2026", as the certificate writes it. */
function longDay(day: string) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
