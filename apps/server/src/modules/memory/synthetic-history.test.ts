import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, memoryItems, memoryReviewLogs } from '../../db/schema';
import { addSyntheticDeck } from '../../test/fc-bench';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { importBank } from '../qa-import/import-bank';
import { generateSyntheticBank, mulberry32 } from '../qbank-content/synthetic';
import {
  activation,
  drawLearner,
  recallProbability,
  simulateLearner,
  writeSyntheticHistory,
} from './synthetic-history';

const START = new Date('2025-03-01T00:00:00Z');
const small = { cardCount: 80, days: 60, newCardsPerDay: 8, start: START };

describe('synthetic review histories', () => {
  test('the same seed gives the same history; another seed another learner', () => {
    const a = simulateLearner({ seed: 1, ...small });
    expect(simulateLearner({ seed: 1, ...small })).toEqual(a);
    const b = simulateLearner({ seed: 2, ...small });
    expect(b.truth).not.toEqual(a.truth);
  });

  test('every grade is scheduled from the state the previous grade left (ts-fsrs through scheduler.ts)', () => {
    const { reviews, items } = simulateLearner({ seed: 3, ...small });
    expect(reviews.length).toBeGreaterThan(500);
    const last = new Map<number, (typeof reviews)[number]>();
    for (const review of reviews) {
      const previous = last.get(review.card);
      if (previous) expect(review.before).toEqual(previous.after);
      else expect(review.before.state).toBe('new');
      last.set(review.card, review);
    }
    for (const [card, item] of items) expect(item.state).toEqual(last.get(card)!.after);
    // new cards within the daily limit, in the deck's order
    expect([...items.keys()].sort((x, y) => x - y)).toEqual([...items.keys()].map((_, i) => i));
  });

  test('what the learner remembers follows the true model, not FSRS: misses where its recall is low', () => {
    const { reviews } = simulateLearner({ seed: 4, cardCount: 200, days: 120, start: START });
    const graded = reviews.filter((r) => r.before.state === 'review');
    const missed = graded.filter((r) => r.rating === 1);
    const kept = graded.filter((r) => r.rating > 1);
    const mean = (list: typeof graded) => list.reduce((s, r) => s + r.trueRecall, 0) / list.length;
    expect(mean(missed)).toBeLessThan(mean(kept));
    // the retention it produces is near what the model predicted, not what FSRS aimed at
    expect(Math.abs(kept.length / graded.length - mean(graded))).toBeLessThan(0.02);
  });

  test('ACT-R: spaced traces hold better than massed ones', () => {
    const truth = drawLearner(mulberry32(5));
    const day = 86_400_000;
    const lay = (times: number[]) => {
      const traces: { at: number; decay: number }[] = [];
      for (const at of times) {
        const m = activation(truth, 0, traces, at);
        traces.push({
          at,
          decay: truth.decayScale * (Number.isFinite(m) ? Math.exp(m) : 0) + truth.decayIntercept,
        });
      }
      return traces;
    };
    const massed = lay([0, 60_000, 120_000]);
    const spaced = lay([0, day, 3 * day]);
    const later = 30 * day;
    expect(recallProbability(truth, activation(truth, 0, spaced, later))).toBeGreaterThan(
      recallProbability(truth, activation(truth, 0, massed, later)),
    );
  });
});

describe('synthetic histories in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('written in bulk, the items and the log read back through the app', async () => {
    const db = t.database.db;
    await importBank(
      db,
      generateSyntheticBank({ seed: 2, questionCount: 20, code: 'synthetic-im', productCodes: [] }),
    );
    const [learner] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'newbie@demo.test'));
    const deck = await addSyntheticDeck(db, {
      accountId: learner!.id,
      bankCode: 'synthetic-im',
      productCode: 'SYN-FC',
      cardCount: 80,
      seed: 6,
    });
    const days = 60;
    const history = simulateLearner({
      seed: 6,
      ...small,
      start: new Date(Date.now() - days * 86_400_000),
    });
    const written = await writeSyntheticHistory(
      db,
      { accountId: learner!.id, userProductId: deck.userProductId, cardIds: deck.cardIds },
      history,
    );
    expect(written).toEqual({ items: history.items.size, reviews: history.reviews.length });
    const [logs] = await db
      .select({ n: count() })
      .from(memoryReviewLogs)
      .where(eq(memoryReviewLogs.accountId, learner!.id));
    expect(logs?.n).toBe(history.reviews.length);
    const card = deck.cardIds[0]!;
    const [item] = await db.select().from(memoryItems).where(eq(memoryItems.cardId, card));
    expect(item?.state).toBe(history.items.get(0)!.state.state);
    expect(item?.reps).toBe(history.items.get(0)!.state.reps);

    // the learner's card info shows the simulated grades, in order
    const learnerCalls = as(t.app, await signIn(t.app, 'newbie@demo.test'));
    expect((await learnerCalls({ method: 'POST', url: '/api/3.0/auth/session' })).statusCode).toBe(
      200,
    );
    const info = await learnerCalls({
      method: 'GET',
      url: `/api/3.0/fc/userproducts/${deck.userProductId}/cards/${card}`,
    });
    expect(info.statusCode, info.body).toBe(200);
    const simulated = history.reviews.filter((r) => r.card === 0).map((r) => r.rating);
    const ordered = await db
      .select({ rating: memoryReviewLogs.rating })
      .from(memoryReviewLogs)
      .where(eq(memoryReviewLogs.itemId, item!.id))
      .orderBy(asc(memoryReviewLogs.reviewedAt));
    expect(ordered.map((r) => r.rating)).toEqual(simulated);
    expect((info.json() as { history: { rating: number }[] }).history.map((h) => h.rating)).toEqual(
      simulated,
    );
    // and today's study works on it
    const study = await learnerCalls({
      method: 'GET',
      url: `/api/3.0/fc/userproducts/${deck.userProductId}/study`,
    });
    expect(study.statusCode, study.body).toBe(200);
  });
});
