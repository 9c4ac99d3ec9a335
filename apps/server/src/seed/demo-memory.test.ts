import type { DueItem } from '@boardready/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { memoryItems, memoryReviewLogs } from '../db/schema';
import { as, createTestApp, signIn, type TestApp } from '../test/test-app';
import { seedDatabase } from './seed';

describe('demo memory seed (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const [items] = await t.database.db.select({ n: count() }).from(memoryItems);
    const [logs] = await t.database.db.select({ n: count() }).from(memoryReviewLogs);
    return { items: items!.n, logs: logs!.n };
  };

  test('the resident’s question missed two days ago and the learners’ forgotten cards are due now; seeding again writes nothing', async () => {
    const resident = as(t.app, await signIn(t.app, 'resident@demo.test'));
    const due = await resident({ method: 'GET', url: '/api/2.0/personaltrainer/due' });
    expect(due.statusCode).toBe(200);
    const entries = (due.json() as { dueNow: DueItem[] }).dueNow;
    expect(entries.filter((e) => e.kind === 'QuestionRetrieval')).toHaveLength(1);

    const learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    const cards = (
      (await learner({ method: 'GET', url: '/api/2.0/personaltrainer/due' })).json() as {
        dueNow: DueItem[];
      }
    ).dueNow;
    expect(cards.map((e) => e.kind)).toEqual([
      'FlashCardReview',
      'FlashCardReview',
      'FlashCardReview',
    ]);

    // the resident's question and the trainee's 2; the learner's 3 cards and the peds learner's
    // 1, each graded once
    const before = await counts();
    expect(before).toEqual({ items: 7, logs: 7 });
    await seedDatabase(t.database.db, { demo: true });
    expect(await counts()).toEqual(before);
  });
});
