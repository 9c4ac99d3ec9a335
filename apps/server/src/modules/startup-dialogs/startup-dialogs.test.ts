import { startupDialogEndpoints } from '@boardready/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, feedback, startupDialogDismissals } from '../../db/schema';
import { countRows } from '../../test/db-helpers';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { STARTUP_DIALOG_RULES } from './service';

const E = startupDialogEndpoints;
const DAY = 86_400_000;

describe('startup dialogs (spec §2, decision 0601)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const idOf = async (email: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;
  const next = async (cookie: string) =>
    (await as(t.app, cookie)({ method: 'GET', url: E.next.path })).json();
  const dismiss = (cookie: string, dialog: unknown) =>
    as(t.app, cookie)({ method: 'POST', url: E.dismiss.path, payload: { dialog } });
  /** Moves a dismissal back in time, as if it happened `days` ago. */
  const dismissedDaysAgo = async (email: string, dialog: string, days: number) =>
    t.database.db
      .update(startupDialogDismissals)
      .set({ dismissedAt: new Date(Date.now() - days * DAY) })
      .where(
        and(
          eq(startupDialogDismissals.accountId, await idOf(email)),
          eq(startupDialogDismissals.dialog, dialog),
        ),
      );

  test('[GLOBAL-07] [GLOBAL-10] a long-standing learner is offered products of their specialties they do not own', async () => {
    const cookie = await signIn(t.app, 'veteran@demo.test');
    const answer = await next(cookie);
    expect(answer.dialog).toBe('crossSell');
    expect(answer.products).toHaveLength(STARTUP_DIALOG_RULES.crossSellMaxProducts);
    expect(answer.products.map((p: { code: string }) => p.code)).toEqual([
      'IM-SA',
      'IM-BOOK',
      'IM-FC',
    ]);
    expect(answer.products[0]).toMatchObject({
      specialty: 'IM',
      applicationType: 'qa_sa',
      url: 'https://boardready.example/products/IM-SA',
    });
    // never a product they own, nor one of another specialty
    expect(answer.products.some((p: { code: string }) => p.code === 'IM-QA')).toBe(false);
  });

  test('accounts in their first week, and staff acting as a user, are not asked', async () => {
    expect(await next(await signIn(t.app, 'learner@demo.test'))).toEqual({ dialog: null });
    const admin = await signIn(t.app, 'admin@demo.test');
    await as(
      t.app,
      admin,
    )({
      method: 'POST',
      url: `/api/2.0/assume/${await idOf('veteran@demo.test')}`,
    });
    expect(await next(admin)).toEqual({ dialog: null });
    const before = await countRows(t.database.db);
    const refused = await dismiss(admin, 'crossSell');
    expect(refused.statusCode).toBe(409);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  test('[GLOBAL-08] once the cross-sell is closed it rests 30 days, and the feedback popup asks instead', async () => {
    const cookie = await signIn(t.app, 'veteran@demo.test');
    const closed = await dismiss(cookie, 'crossSell');
    expect(closed.statusCode).toBe(200);
    expect(Date.parse(closed.json().hiddenUntil) - Date.now()).toBeGreaterThan(29 * DAY);
    expect(await next(cookie)).toEqual({ dialog: 'feedback' });
    await dismissedDaysAgo('veteran@demo.test', 'crossSell', 31);
    expect((await next(cookie)).dialog).toBe('crossSell');
    await dismiss(cookie, 'crossSell');
  });

  test('feedback is stored with its rating and comment, and the popup then rests 90 days', async () => {
    const cookie = await signIn(t.app, 'veteran@demo.test');
    const sent = await as(
      t.app,
      cookie,
    )({
      method: 'POST',
      url: E.sendFeedback.path,
      payload: { rating: 4, comment: '  The explanations are great; more images please.  ' },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, sent.json().id));
    expect(row).toMatchObject({
      accountId: await idOf('veteran@demo.test'),
      rating: 4,
      comment: 'The explanations are great; more images please.',
    });
    expect(await next(cookie)).toEqual({ dialog: null });

    const admin = await signIn(t.app, 'admin@demo.test');
    const list = await as(t.app, admin)({ method: 'GET', url: E.listFeedback.path });
    expect(list.json().items[0]).toMatchObject({
      rating: 4,
      account: { Email: 'veteran@demo.test' },
    });
    const learner = await signIn(t.app, 'learner@demo.test');
    expect((await as(t.app, learner)({ method: 'GET', url: E.listFeedback.path })).statusCode).toBe(
      403,
    );
  });

  test('bad input is a 400 with the field, and nothing is written; signed out is a 401', async () => {
    const cookie = await signIn(t.app, 'peds@demo.test');
    const before = await countRows(t.database.db);
    const feedbackRows = (await t.database.db.select().from(feedback)).length;
    for (const payload of [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '5' },
      {},
      { rating: 5, comment: 'x'.repeat(2001) },
    ]) {
      const response = await as(
        t.app,
        cookie,
      )({ method: 'POST', url: E.sendFeedback.path, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).length).toBeGreaterThan(0);
    }
    const wrong = await dismiss(cookie, 'newsletter');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.dialog).toBe('The dialog is crossSell or feedback.');
    expect(await countRows(t.database.db)).toEqual(before);
    expect((await t.database.db.select().from(feedback)).length).toBe(feedbackRows);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: E.sendFeedback.path,
      headers: JSON_HEADERS,
      payload: { rating: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('a dismissal is the account’s own: another account is still asked', async () => {
    const cookie = await signIn(t.app, 'veteran@demo.test');
    await dismiss(cookie, 'feedback');
    const other = await t.database.db
      .update(accounts)
      .set({ createdAt: new Date(Date.now() - 100 * DAY) })
      .where(eq(accounts.email, 'newbie@demo.test'))
      .returning({ id: accounts.id });
    expect(other).toHaveLength(1);
    // newbie has no specialties: nothing to offer, so the feedback popup
    expect(await next(await signIn(t.app, 'newbie@demo.test'))).toEqual({ dialog: 'feedback' });
  });
});
