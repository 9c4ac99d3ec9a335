import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/client';
import { favoriteAdminLinks, trainerPlans } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDatabase } from './seed';

describe('demo shell data seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function counts() {
    const [links] = await t.database.db.select({ n: count() }).from(favoriteAdminLinks);
    const [plans] = await t.database.db.select({ n: count() }).from(trainerPlans);
    return { links: links!.n, plans: plans!.n };
  }

  test('seeds 4 admin links and one Personal Trainer plan, and running it again adds nothing', async () => {
    expect(await counts()).toEqual({ links: 4, plans: 1 });
    await seedDatabase(t.database.db, { demo: true });
    expect(await counts()).toEqual({ links: 4, plans: 1 });
  });

  test('production seeding adds no links and no plans', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      await seedDatabase(database.db, { demo: false });
      const [links] = await database.db.select({ n: count() }).from(favoriteAdminLinks);
      const [plans] = await database.db.select({ n: count() }).from(trainerPlans);
      expect([links!.n, plans!.n]).toEqual([0, 0]);
    } finally {
      await database.close();
    }
    // a new embedded database, every migration applied: tens of seconds on a busy two-core box
  }, 90_000);
});
