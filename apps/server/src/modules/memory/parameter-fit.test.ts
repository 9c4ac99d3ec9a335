import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { default_w } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, memorySettings } from '../../db/schema';
import { addSyntheticDeck } from '../../test/fc-bench';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { importBank } from '../qa-import/import-bank';
import { generateSyntheticBank } from '../qbank-content/synthetic';
import { FIT_EVERY_REVIEWS, FIT_MIN_REVIEWS, fitIsDue, parameterFitterFor } from './parameter-fit';
import { simulateLearner, writeSyntheticHistory } from './synthetic-history';

describe('when a learner’s parameters are fitted (decision 1102)', () => {
  test('from 1 000 grades, then every 500 more', () => {
    expect(fitIsDue(FIT_MIN_REVIEWS - 1, false)).toBe(false);
    expect(fitIsDue(FIT_MIN_REVIEWS, false)).toBe(true);
    expect(fitIsDue(FIT_EVERY_REVIEWS - 1, true)).toBe(false);
    expect(fitIsDue(FIT_EVERY_REVIEWS, true)).toBe(true);
  });
});

describe('the background fit', () => {
  let t: TestApp;
  let accountId: number;
  let userProductId: number;
  let cardIds: readonly number[];
  const settingsOf = async () =>
    (
      await t.database.db
        .select()
        .from(memorySettings)
        .where(eq(memorySettings.accountId, accountId))
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await importBank(
      db,
      generateSyntheticBank({ seed: 3, questionCount: 20, code: 'synthetic-im', productCodes: [] }),
    );
    const [learner] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'newbie@demo.test'));
    accountId = learner!.id;
    const deck = await addSyntheticDeck(db, {
      accountId,
      bankCode: 'synthetic-im',
      productCode: 'SYN-FC',
      cardCount: 400,
      seed: 9,
    });
    ({ userProductId, cardIds } = deck);
  });
  afterAll(() => t.close());

  test('a grade past 1 000 fits behind the answer; the weights are kept only if they predict the log better', async () => {
    const history = simulateLearner({
      seed: 9,
      cardCount: 400,
      days: 120,
      newCardsPerDay: 15,
      start: new Date(Date.now() - 121 * 86_400_000),
      maxReviews: FIT_MIN_REVIEWS + 200,
    });
    expect(history.reviews.length).toBeGreaterThanOrEqual(FIT_MIN_REVIEWS);
    await writeSyntheticHistory(t.database.db, { accountId, userProductId, cardIds }, history);
    expect((await settingsOf())?.parametersFittedAt ?? null).toBeNull();

    // a real grade through the API: the fit follows the answer
    const learner = as(t.app, await signIn(t.app, 'newbie@demo.test'));
    expect((await learner({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(200);
    const study = await learner({
      method: 'GET',
      url: `/api/3.0/fc/userproducts/${userProductId}/study`,
    });
    const card = study.json().card as { cardId: number };
    const graded = await learner({
      method: 'POST',
      url: `/api/3.0/fc/userproducts/${userProductId}/reviews`,
      payload: { cardId: card.cardId, rating: 3, clientReviewId: randomUUID(), durationMs: 3000 },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    await t.app.deferredWorkDone();

    const fitted = await settingsOf();
    expect(fitted?.parametersFittedAt).toBeInstanceOf(Date);
    expect(fitted?.parametersReviewCount).toBe(history.reviews.length + 1);
    // a learner who remembers by another model than FSRS's defaults gets weights of their own
    expect(fitted?.parameters).toHaveLength(21);
    expect(fitted?.parameters).not.toEqual([...default_w]);

    // not due again until 500 more grades
    expect(await parameterFitterFor(t.database.db).fit(accountId)).toEqual({ fitted: false });
  });
});
