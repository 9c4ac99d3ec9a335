import { randomUUID } from 'node:crypto';
import type { StudyState, UserProduct } from '@boardready/contracts';
import { MAX_DAILY_LIMIT } from '@boardready/contracts/flash-card-rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, fcCards, fcDeckProducts, fcDeckProgress, products } from '../../db/schema';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { deckProgressRepository } from './repository';

/**
 * The deck's new-card count is its published cards less the learner's started ones, kept by the
 * grade and its undo (decision 1105): it must always equal counting the cards afresh.
 */
describe('the new-card count (decision 1105)', () => {
  let t: TestApp;
  let learner: ReturnType<typeof as>;
  let deck: number;
  let deckId: number;
  let accountId: number;
  let published: number;

  const url = (path = '') => `/api/3.0/fc/userproducts/${deck}${path}`;
  const study = async (path = '/study') => {
    const response = await learner({ method: 'GET', url: url(path) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StudyState;
  };
  const grade = async (cardId: number, clientReviewId = randomUUID()) => {
    const response = await learner({
      method: 'POST',
      url: url('/reviews'),
      payload: { cardId, rating: 3, clientReviewId, durationMs: 3000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StudyState;
  };
  const patch = async (cardId: number, payload: object) => {
    const response = await learner({ method: 'PATCH', url: url(`/cards/${cardId}`), payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StudyState;
  };
  const started = async () => {
    const [row] = await t.database.db
      .select({ started: fcDeckProgress.startedCards })
      .from(fcDeckProgress)
      .where(and(eq(fcDeckProgress.accountId, accountId), eq(fcDeckProgress.deckId, deckId)));
    return row?.started ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'trainee@demo.test'));
    expect((await learner({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    const owned = (
      (await learner({ method: 'GET', url: '/api/2.0/product/userproducts' })).json() as {
        products: UserProduct[];
      }
    ).products.find((p) => p.code === 'IM-FC')!;
    deck = owned.userProductId;
    const settings = await learner({
      method: 'PUT',
      url: '/api/3.0/memory/settings',
      payload: { newCardsPerDay: MAX_DAILY_LIMIT },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const [row] = await t.database.db
      .select({ deckId: fcDeckProducts.deckId })
      .from(fcDeckProducts)
      .innerJoin(products, eq(products.id, fcDeckProducts.productId))
      .where(eq(products.code, 'IM-FC'));
    deckId = row!.deckId;
    const [me] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'trainee@demo.test'));
    accountId = me!.id;
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fcCards)
      .where(and(eq(fcCards.deckId, deckId), eq(fcCards.status, 'published')));
    published = count!.n;
  });
  afterAll(() => t.close());

  test('grades, a repeated grade, an undo, suspend and bury move the count one card at a time', async () => {
    const first = await study();
    expect(first.counts.new).toBe(published);

    const afterOne = await grade(first.card!.cardId);
    expect(afterOne.counts.new).toBe(published - 1);
    expect(await started()).toBe(1);
    // the next card is new: grading it, and sending that grade again, counts it once
    const id = randomUUID();
    await grade(afterOne.card!.cardId, id);
    const again = await grade(afterOne.card!.cardId, id);
    expect(again.counts.new).toBe(published - 2);
    expect(await started()).toBe(2);

    const undone = await learner({ method: 'POST', url: url('/reviews/undo') });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as StudyState).counts.new).toBe(published - 1);
    expect(await started()).toBe(1);

    // new cards set aside are not offered, and come back when taken back
    const next = (await study()).card!;
    expect(next.state).toBe('new');
    expect((await patch(next.cardId, { suspended: true })).counts.new).toBe(published - 2);
    const other = (await study()).card!;
    expect((await patch(other.cardId, { buried: true })).counts.new).toBe(published - 3);
    expect((await patch(next.cardId, { suspended: false })).counts.new).toBe(published - 2);
    expect(await started()).toBe(1);
  });

  test('the kept count equals counting afresh, as an import does', async () => {
    const before = (await study()).counts.new;
    const kept = await started();
    await deckProgressRepository(t.database.db).recountDeck(deckId);
    expect(await started()).toBe(kept);
    expect((await study()).counts.new).toBe(before);
  });
});
