import { randomUUID } from 'node:crypto';
import {
  buildPath,
  type CmeProductRule,
  cmeEndpoints as e,
  type MocQueue,
  type MocQueueReport,
} from '@boardready/contracts';
import { MOC_BATCH_COLUMNS, mocDeadlinesNear } from '@boardready/contracts/cme-rules';
import { ErrorCode } from '@boardready/contracts/errors';
import { desc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, boardIdentifiers, cmeMocReports } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { accountIdByEmail, activityOf, insertMocReport } from './test-fixture';

const RULES = e.adminRules.path;
const ruleUrl = (productId: number) => buildPath(e.adminSaveRule.path, { productId });
const QUEUE = e.adminQueue.path;
const BATCHES = e.adminBatches.path;
const fileUrl = (batchId: number) => buildPath(e.adminBatchFile.path, { batchId });
const resultUrl = (reportId: number) => buildPath(e.adminRecordResult.path, { reportId });
const resubmitUrl = (reportId: number) => buildPath(e.adminResubmit.path, { reportId });

const rule = (activityCode: string) => ({
  activityCode,
  title: 'Medical Student Board Review Questions',
  kind: 'questions',
  unitsPerCredit: 20,
  passingPercent: 60,
  maxQuarters: 160,
  abimRatioPercent: null,
  abpRatioPercent: 100,
  releasedOn: '2026-01-01',
  expiresOn: '2028-12-31',
  active: true,
});

describe('CME/MOC for staff', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let learnerId: number;
  let pedsId: number;

  const db = () => t.database.db;
  const lastAudit = async (action: string) => {
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };
  const rules = async (): Promise<CmeProductRule[]> =>
    (await admin({ method: 'GET', url: RULES })).json().products;
  const productByCode = async (code: string) =>
    (await rules()).find((p) => p.productCode === code)!;
  const queue = async (query = ''): Promise<MocQueue> => {
    const response = await admin({ method: 'GET', url: `${QUEUE}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const reportRow = async (reportId: number) =>
    (await db().select().from(cmeMocReports).where(eq(cmeMocReports.id, reportId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    learnerId = await accountIdByEmail(db(), 'learner@demo.test');
    pedsId = await accountIdByEmail(db(), 'peds@demo.test');
  });
  afterAll(() => t.close());

  describe('credit rules', () => {
    test('every product is listed once, with its activity and rule or none', async () => {
      const response = await admin({ method: 'GET', url: RULES });
      expect(response.statusCode, response.body).toBe(200);
      const listed: CmeProductRule[] = response.json().products;
      const catalogue = (await admin({ method: 'GET', url: '/api/2.0/admin/products' })).json()
        .products as { productId: number }[];
      expect(listed.map((p) => p.productId).sort()).toEqual(
        catalogue.map((p) => p.productId).sort(),
      );
      const msQa = listed.find((p) => p.productCode === 'MS-QA')!;
      expect(msQa).toMatchObject({ typeCode: 'qa', specialty: 'MS', claimCount: 0 });
      // the demo's activities (seed): the IM question bank gives ABIM points
      expect(listed.find((p) => p.productCode === 'IM-QA')?.rule).toMatchObject({
        kind: 'questions',
        abimRatioPercent: 100,
      });
      for (const p of listed) expect(p.activityId === null).toBe(p.rule === null);
    });

    test('an admin sets a rule on a product: made, then changed in place; both audited', async () => {
      const msQa = await productByCode('MS-QA');
      expect(msQa.rule).toBeNull();
      const created = await admin({
        method: 'PUT',
        url: ruleUrl(msQa.productId),
        payload: rule('MS-QA-2026'),
      });
      expect(created.statusCode, created.body).toBe(200);
      const body: CmeProductRule = created.json();
      expect(body).toMatchObject({
        productId: msQa.productId,
        productCode: 'MS-QA',
        claimCount: 0,
        rule: { ...rule('MS-QA-2026'), updatedAt: expect.any(String) },
      });
      expect(body.activityId).toBeGreaterThan(0);
      expect((await productByCode('MS-QA')).rule?.activityCode).toBe('MS-QA-2026');
      const made = await lastAudit('cme.activity.create');
      expect(made?.details).toMatchObject({
        productId: msQa.productId,
        activityId: body.activityId,
        activityCode: 'MS-QA-2026',
      });
      expect(made?.actorAccountId).toBe(await accountIdByEmail(db(), 'admin@demo.test'));

      const changed = await admin({
        method: 'PUT',
        url: ruleUrl(msQa.productId),
        payload: { ...rule('MS-QA-2026'), maxQuarters: 100, abimRatioPercent: 50 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().activityId).toBe(body.activityId);
      expect((await lastAudit('cme.activity.update'))?.details).toEqual({
        productId: msQa.productId,
        activityId: body.activityId,
        activityCode: 'MS-QA-2026',
        changes: {
          maxQuarters: { from: 160, to: 100 },
          abimRatioPercent: { from: null, to: 50 },
        },
      });
    });

    test('a chapters rule has no passing share; the same rule as questions needs one', async () => {
      const book = await productByCode('MS-BOOK');
      const chapters = {
        ...rule('MS-BOOK-2026'),
        kind: 'book_chapters',
        unitsPerCredit: 2,
        passingPercent: null,
      };
      const saved = await admin({ method: 'PUT', url: ruleUrl(book.productId), payload: chapters });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().rule).toMatchObject({ kind: 'book_chapters', passingPercent: null });
    });

    test("another product's activity ID, in any case: 409 at the field, nothing written", async () => {
      const ms = await productByCode('MS-SA');
      const response = await expectNothingWritten(
        db(),
        () => admin({ method: 'PUT', url: ruleUrl(ms.productId), payload: rule('ms-qa-2026') }),
        409,
      );
      expect(response.json().error).toMatchObject({
        code: ErrorCode.cmeActivityCodeTaken,
        fields: { activityCode: 'Another product uses this activity ID.' },
      });
    });

    test('a rule with claims keeps its kind (409, nothing written); its other fields change', async () => {
      const activity = await activityOf(db(), 'IM-QA');
      await insertMocReport(db(), { accountId: learnerId, status: 'accepted' });
      const imQa = await productByCode('IM-QA');
      expect(imQa.claimCount).toBeGreaterThan(0);
      const current = {
        activityCode: activity.activityCode,
        title: activity.title,
        kind: activity.kind,
        unitsPerCredit: activity.unitsPerCredit,
        passingPercent: activity.passingPercent,
        maxQuarters: activity.maxQuarters,
        abimRatioPercent: activity.abimRatioPercent,
        abpRatioPercent: activity.abpRatioPercent,
        releasedOn: activity.releasedOn,
        expiresOn: activity.expiresOn,
        active: activity.active,
      };
      const locked = await expectNothingWritten(
        db(),
        () =>
          admin({
            method: 'PUT',
            url: ruleUrl(imQa.productId),
            payload: { ...current, kind: 'book_chapters', passingPercent: null },
          }),
        409,
      );
      expect(locked.json().error.code).toBe(ErrorCode.cmeRuleKindLocked);
      expect(Object.keys(locked.json().error.fields)).toEqual(['kind']);
      const retitled = await admin({
        method: 'PUT',
        url: ruleUrl(imQa.productId),
        payload: { ...current, title: 'Internal Medicine Board Review', active: false },
      });
      expect(retitled.statusCode, retitled.body).toBe(200);
      expect(retitled.json()).toMatchObject({
        activityId: activity.id,
        rule: { title: 'Internal Medicine Board Review', active: false },
      });
    });

    test('an unknown product: 404, nothing written', async () => {
      const response = await expectNothingWritten(
        db(),
        () => admin({ method: 'PUT', url: ruleUrl(999_999), payload: rule('GONE-1') }),
        404,
      );
      expect(response.json().error.code).toBe(ErrorCode.productNotFound);
    });

    const bad: [string, Record<string, unknown>, string][] = [
      ['an activity ID with spaces', { activityCode: 'PEDS QA' }, 'activityCode'],
      ['an activity ID too short', { activityCode: 'AB' }, 'activityCode'],
      ['an empty title', { title: '  ' }, 'title'],
      ['an unknown kind', { kind: 'videos' }, 'kind'],
      ['no units per credit', { unitsPerCredit: 0 }, 'unitsPerCredit'],
      ['units per credit as text', { unitsPerCredit: '20' }, 'unitsPerCredit'],
      ['a questions rule without a passing share', { passingPercent: null }, 'passingPercent'],
      ['a passing share over 100', { passingPercent: 101 }, 'passingPercent'],
      ['a maximum of 0', { maxQuarters: 0 }, 'maxQuarters'],
      ['a maximum of 1.5 quarters', { maxQuarters: 1.5 }, 'maxQuarters'],
      ['a ratio of 0%', { abimRatioPercent: 0 }, 'abimRatioPercent'],
      ['a ratio over the limit', { abpRatioPercent: 401 }, 'abpRatioPercent'],
      ['a release day not a date', { releasedOn: '01/02/2026' }, 'releasedOn'],
      ['an expiry before the release', { expiresOn: '2025-12-31' }, 'expiresOn'],
      ['active as text', { active: 'yes' }, 'active'],
      ['an extra field', { credits: 4 }, 'body'],
    ];
    test.each(bad)(
      'bad input, %s: 400 naming the field, nothing written',
      async (_n, change, field) => {
        const ms = await productByCode('MS-SA');
        const response = await expectNothingWritten(
          db(),
          () =>
            admin({
              method: 'PUT',
              url: ruleUrl(ms.productId),
              payload: { ...rule('MS-SA-2026'), ...change },
            }),
          400,
        );
        const error = response.json().error;
        expect(error.code).toBe('validation_failed');
        expect(Object.keys(error.fields)).toContain(field);
      },
    );
  });

  describe('the reporting queue', () => {
    let ids: number[];

    beforeAll(async () => {
      ids = [];
      for (let i = 0; i < 3; i++)
        ids.push((await insertMocReport(db(), { accountId: learnerId })).report.id);
      for (let i = 0; i < 2; i++)
        ids.push(
          (await insertMocReport(db(), { accountId: pedsId, board: 'ABP', productCode: 'PEDS-QA' }))
            .report.id,
        );
      ids.push(
        (await insertMocReport(db(), { accountId: learnerId, status: 'submitted' })).report.id,
      );
    });

    test('newest first, in pages by id; queued counts per board whatever the filters; deadlines', async () => {
      const first = await queue('?limit=2');
      expect(first.reports.map((r) => r.reportId)).toEqual([ids[5], ids[4]]);
      expect(first.nextBefore).toBe(ids[4]);
      const second = await queue(`?limit=2&before=${first.nextBefore}`);
      expect(second.reports.map((r) => r.reportId)).toEqual([ids[3], ids[2]]);
      const queued = Object.fromEntries(first.queued.map((q) => [q.board, q.count]));
      expect(queued.ABP).toBe(2);
      expect(queued.ABIM).toBeGreaterThanOrEqual(3);
      expect((await queue('?board=ABP&status=submitted')).queued).toEqual(first.queued);
      expect(first.deadlines).toEqual(mocDeadlinesNear(new Date()));
      // the last page says so
      const all = await queue('?limit=200');
      expect(all.nextBefore).toBeNull();
    });

    test('filtered by board and by status; a report shows what PARS needs', async () => {
      // (the SPA's calls carry a random requestId, spec §7)
      const abp = await queue(`?board=ABP&requestId=${randomUUID()}`);
      expect(abp.reports.map((r) => r.reportId)).toEqual([ids[4], ids[3]]);
      const submitted = await queue('?status=submitted&board=ABIM');
      expect(submitted.reports.every((r) => r.status === 'submitted' && r.board === 'ABIM')).toBe(
        true,
      );
      const report = abp.reports[0]!;
      expect(report).toMatchObject({
        accountId: pedsId,
        board: 'ABP',
        boardId: '118350',
        birthMonth: 3,
        birthDay: 14,
        completedOn: '2026-03-02',
        pointsQuarters: 4,
        status: 'queued',
        batchId: null,
        rejectReason: null,
        resubmissions: 0,
      });
    });

    test.each([
      ['limit=0'],
      ['limit=201'],
      ['board=ABFM'],
      ['status=lost'],
      ['before=abc'],
      ['before=0'],
      ['page=2'],
    ])('bad query %s: 400', async (query) => {
      const response = await expectNothingWritten(
        db(),
        () => admin({ method: 'GET', url: `${QUEUE}?${query}` }),
        400,
      );
      expect(response.json().error.code).toBe('validation_failed');
    });
  });

  describe('batches', () => {
    test("an export puts every queued report of the board in a new batch, submitted; audited; its file is PARS's upload", async () => {
      const odd = await insertMocReport(db(), {
        accountId: pedsId,
        board: 'ABP',
        productCode: 'PEDS-QA',
        quarters: 7,
        completedOn: '2026-11-05',
        firstName: 'Priya\tAnn',
        lastName: 'Shah\r\nX',
      });
      const queuedBefore = (await queue('?board=ABP&status=queued&limit=200')).reports;
      const response = await admin({ method: 'POST', url: BATCHES, payload: { board: 'ABP' } });
      expect(response.statusCode, response.body).toBe(201);
      const batch = response.json();
      expect(batch).toMatchObject({
        board: 'ABP',
        reportCount: queuedBefore.length,
        createdByName: 'Ada Stone',
      });
      const rows = await db()
        .select()
        .from(cmeMocReports)
        .where(
          inArray(
            cmeMocReports.id,
            queuedBefore.map((r) => r.reportId),
          ),
        );
      expect(rows.every((r) => r.status === 'submitted' && r.batchId === batch.batchId)).toBe(true);
      expect((await queue()).queued.find((q) => q.board === 'ABP')?.count).toBe(0);
      expect((await lastAudit('cme.batch.export'))?.details).toEqual({
        batchId: batch.batchId,
        board: 'ABP',
        reportIds: queuedBefore.map((r) => r.reportId).sort((a, b) => a - b),
      });
      const listed = (await admin({ method: 'GET', url: BATCHES })).json().batches;
      expect(listed[0]).toEqual(batch);

      const file = await admin({ method: 'GET', url: fileUrl(batch.batchId) });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="BoardReady-ABP-batch-${batch.batchId}.txt"`,
      );
      const lines = file.body.split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines[0]).toBe(MOC_BATCH_COLUMNS.join('\t'));
      expect(lines).toHaveLength(queuedBefore.length + 2);
      expect(file.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      const line = lines.find((l) => l.startsWith(`${odd.report.id}\t`));
      expect(line).toBe(
        [
          odd.report.id,
          odd.activity.activityCode,
          'ABP',
          '118350',
          'Priya Ann',
          'Shah X',
          '03',
          '14',
          '11/05/2026',
          '1.75',
        ].join('\t'),
      );
      for (const l of lines.slice(1, -1))
        expect(l.split('\t')).toHaveLength(MOC_BATCH_COLUMNS.length);
      // the same bytes every time
      expect((await admin({ method: 'GET', url: fileUrl(batch.batchId) })).body).toBe(file.body);
    });

    test('nothing queued: 409, no batch, nothing written', async () => {
      const response = await expectNothingWritten(
        db(),
        () => admin({ method: 'POST', url: BATCHES, payload: { board: 'ABP' } }),
        409,
      );
      expect(response.json().error.code).toBe(ErrorCode.nothingQueued);
    });

    test('two exports at once never put a report in two batches', async () => {
      for (let i = 0; i < 6; i++) await insertMocReport(db(), { accountId: learnerId });
      const queued = (await queue('?board=ABIM&status=queued&limit=200')).reports.map(
        (r) => r.reportId,
      );
      const answers = await Promise.all(
        [1, 2, 3].map(() => admin({ method: 'POST', url: BATCHES, payload: { board: 'ABIM' } })),
      );
      const made = answers.filter((a) => a.statusCode === 201).map((a) => a.json());
      expect(made.length).toBeGreaterThan(0);
      for (const a of answers.filter((a) => a.statusCode !== 201)) {
        expect(a.statusCode).toBe(409);
        expect(a.json().error.code).toBe(ErrorCode.nothingQueued);
      }
      const rows = await db().select().from(cmeMocReports).where(inArray(cmeMocReports.id, queued));
      const batchIds = made.map((b) => b.batchId);
      expect(rows.every((r) => r.status === 'submitted' && batchIds.includes(r.batchId))).toBe(
        true,
      );
      expect(made.reduce((sum, b) => sum + b.reportCount, 0)).toBe(queued.length);
    });

    test.each([
      ['no board', {}],
      ['an unknown board', { board: 'ABFM' }],
      ['a board in lower case', { board: 'abim' }],
      ['an extra field', { board: 'ABIM', reportIds: [1] }],
    ])('bad input, %s: 400, nothing written', async (_n, payload) => {
      await expectNothingWritten(db(), () => admin({ method: 'POST', url: BATCHES, payload }), 400);
    });

    test('the file of an unknown batch: 404; a malformed id: 400', async () => {
      const missing = await admin({ method: 'GET', url: fileUrl(999_999) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe(ErrorCode.mocBatchNotFound);
      expect(
        (await admin({ method: 'GET', url: '/api/2.0/admin/cme/batches/x1/file' })).statusCode,
      ).toBe(400);
    });
  });

  describe("the board's answers", () => {
    test('a submitted report is accepted, or rejected with its reason; audited', async () => {
      const one = (await insertMocReport(db(), { accountId: learnerId, status: 'submitted' }))
        .report;
      const two = (await insertMocReport(db(), { accountId: learnerId, status: 'submitted' }))
        .report;
      const accepted = await admin({
        method: 'POST',
        url: resultUrl(one.id),
        payload: { outcome: 'accepted' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        reportId: one.id,
        status: 'accepted',
        rejectReason: null,
      });
      expect((await lastAudit('cme.report.result'))?.details).toMatchObject({
        reportId: one.id,
        outcome: 'accepted',
        batchId: one.batchId,
      });
      const rejected = await admin({
        method: 'POST',
        url: resultUrl(two.id),
        payload: { outcome: 'rejected', reason: '  Board ID does not match the birth date.  ' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        rejectReason: 'Board ID does not match the birth date.',
      });
      expect((await lastAudit('cme.report.result'))?.details).toMatchObject({
        reportId: two.id,
        outcome: 'rejected',
        reason: 'Board ID does not match the birth date.',
      });
      // answered once: a second answer is refused
      const again = await expectNothingWritten(
        db(),
        () =>
          admin({
            method: 'POST',
            url: resultUrl(one.id),
            payload: { outcome: 'rejected', reason: 'x' },
          }),
        409,
      );
      expect(again.json().error.code).toBe(ErrorCode.mocReportNotSubmitted);
    });

    test('a report not yet sent takes no answer: 409; an unknown one 404; nothing written', async () => {
      const queued = (await insertMocReport(db(), { accountId: learnerId })).report;
      const early = await expectNothingWritten(
        db(),
        () =>
          admin({ method: 'POST', url: resultUrl(queued.id), payload: { outcome: 'accepted' } }),
        409,
      );
      expect(early.json().error.code).toBe(ErrorCode.mocReportNotSubmitted);
      const missing = await expectNothingWritten(
        db(),
        () => admin({ method: 'POST', url: resultUrl(999_999), payload: { outcome: 'accepted' } }),
        404,
      );
      expect(missing.json().error.code).toBe(ErrorCode.mocReportNotFound);
    });

    test.each([
      ['a rejection without a reason', { outcome: 'rejected' }],
      ['a blank reason', { outcome: 'rejected', reason: '   ' }],
      ['a reason too long', { outcome: 'rejected', reason: 'x'.repeat(501) }],
      ['an unknown outcome', { outcome: 'pending' }],
      ['a reason with an acceptance', { outcome: 'accepted', reason: 'fine' }],
    ])('bad input, %s: 400, nothing written', async (_n, payload) => {
      const report = (await insertMocReport(db(), { accountId: learnerId, status: 'submitted' }))
        .report;
      await expectNothingWritten(
        db(),
        () => admin({ method: 'POST', url: resultUrl(report.id), payload }),
        400,
      );
      expect((await reportRow(report.id)).status).toBe('submitted');
    });
  });

  describe('sending a rejected report again', () => {
    test("queued again with the learner's current identifiers; the reason goes; audited", async () => {
      const { report } = await insertMocReport(db(), {
        accountId: learnerId,
        status: 'rejected',
        boardId: '999999',
        firstName: 'Alx',
        rejectReason: 'No such diplomate.',
      });
      const response = await admin({ method: 'POST', url: resubmitUrl(report.id) });
      expect(response.statusCode, response.body).toBe(200);
      const body: MocQueueReport = response.json();
      expect(body).toMatchObject({
        reportId: report.id,
        status: 'queued',
        batchId: null,
        rejectReason: null,
        resubmissions: 1,
        boardId: '204817',
        firstName: 'Alex',
        lastName: 'Rivera',
        birthMonth: 3,
        birthDay: 14,
      });
      expect((await lastAudit('cme.report.resubmit'))?.details).toEqual({
        reportId: report.id,
        claimId: report.claimId,
        accountId: learnerId,
        board: 'ABIM',
        previousBatchId: report.batchId,
        rejectReason: 'No such diplomate.',
        resubmissions: 1,
        changes: {
          boardId: { from: '999999', to: '204817' },
          firstName: { from: 'Alx', to: 'Alex' },
        },
      });
      // and it goes into the next batch like any queued report
      const batch = (
        await admin({ method: 'POST', url: BATCHES, payload: { board: 'ABIM' } })
      ).json();
      expect((await reportRow(report.id)).batchId).toBe(batch.batchId);
    });

    test('only a rejected report: 409; an unknown one 404; nothing written', async () => {
      for (const status of ['queued', 'submitted', 'accepted'] as const) {
        const { report } = await insertMocReport(db(), { accountId: learnerId, status });
        const response = await expectNothingWritten(
          db(),
          () => admin({ method: 'POST', url: resubmitUrl(report.id) }),
          409,
        );
        expect(response.json().error.code, status).toBe(ErrorCode.mocReportNotRejected);
      }
      const missing = await expectNothingWritten(
        db(),
        () => admin({ method: 'POST', url: resubmitUrl(999_999) }),
        404,
      );
      expect(missing.json().error.code).toBe(ErrorCode.mocReportNotFound);
    });

    test('while the learner’s identifiers are incomplete: 400 saying what is missing, nothing written', async () => {
      const newbieId = await accountIdByEmail(db(), 'newbie@demo.test');
      const { report } = await insertMocReport(db(), { accountId: newbieId, status: 'rejected' });
      const response = await expectNothingWritten(
        db(),
        () => admin({ method: 'POST', url: resubmitUrl(report.id) }),
        400,
      );
      expect(response.json().error).toMatchObject({
        code: ErrorCode.boardIdentifiersIncomplete,
        message: expect.stringContaining('the ABIM ID, the birth month and the birth day'),
      });
      // a malformed ID is no better
      await db()
        .insert(boardIdentifiers)
        .values({ accountId: newbieId, abimNumber: '12345', birthMonth: 2, birthDay: 29 });
      const malformed = await expectNothingWritten(
        db(),
        () => admin({ method: 'POST', url: resubmitUrl(report.id) }),
        400,
      );
      expect(malformed.json().error.message).toContain('an ABIM ID of 6 digits');
      expect(malformed.json().error.message).not.toContain('birth');
    });
  });

  describe('rights', () => {
    const calls = (ids: { productId: number; batchId: number; reportId: number }) =>
      ({
        adminRules: { method: 'GET', url: RULES },
        adminSaveRule: { method: 'PUT', url: ruleUrl(ids.productId), payload: rule('RIGHTS-1') },
        adminQueue: { method: 'GET', url: QUEUE },
        adminBatches: { method: 'GET', url: BATCHES },
        adminExport: { method: 'POST', url: BATCHES, payload: { board: 'ABIM' } },
        adminBatchFile: { method: 'GET', url: fileUrl(ids.batchId) },
        adminRecordResult: {
          method: 'POST',
          url: resultUrl(ids.reportId),
          payload: { outcome: 'accepted' },
        },
        adminResubmit: { method: 'POST', url: resubmitUrl(ids.reportId) },
      }) satisfies Record<string, InjectOptions>;

    test('every staff endpoint of the group is checked', () => {
      expect(Object.keys(calls({ productId: 1, batchId: 1, reportId: 1 })).sort()).toEqual(
        Object.keys(e)
          .filter((name) => name.startsWith('admin'))
          .sort(),
      );
    });

    test('signed out: 401; a learner: 403; an admin assuming a learner: 403; nothing written', async () => {
      const { report } = await insertMocReport(db(), { accountId: learnerId, status: 'submitted' });
      await insertMocReport(db(), { accountId: learnerId });
      const ids = {
        productId: (await productByCode('MS-SA')).productId,
        batchId: report.batchId!,
        reportId: report.id,
      };
      const learner = await signIn(t.app, 'learner@demo.test');
      const assuming = await signIn(t.app, 'admin@demo.test');
      const assume = await t.app.inject({
        method: 'POST',
        url: `/api/2.0/assume/${learnerId}`,
        headers: { ...JSON_HEADERS, cookie: assuming },
      });
      expect(assume.statusCode, assume.body).toBe(200);
      for (const [name, options] of Object.entries(calls(ids))) {
        for (const [who, cookie, status, code] of [
          ['signed out', undefined, 401, 'not_signed_in'],
          ['learner', learner, 403, 'forbidden'],
          ['admin assuming the learner', assuming, 403, 'forbidden'],
        ] as const) {
          const response = await expectNothingWritten(
            db(),
            () =>
              t.app.inject({
                ...options,
                headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
              } as InjectOptions),
            status,
          );
          expect(response.json().error.code, `${name} ${who}`).toBe(code);
        }
      }
      // the admin's own calls get in
      expect((await admin({ method: 'GET', url: fileUrl(ids.batchId) })).statusCode).toBe(200);
    });
  });
});
