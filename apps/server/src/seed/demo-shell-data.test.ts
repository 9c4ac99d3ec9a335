import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/client';
import { favoriteAdminLinks, studyUnits } from '../db/schema';
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
    const [units] = await t.database.db.select({ n: count() }).from(studyUnits);
    return { links: links!.n, units: units!.n };
  }

  test('seeds 4 admin links and 5 study units, and running it again adds nothing', async () => {
    expect(await counts()).toEqual({ links: 4, units: 5 });
    await seedDatabase(t.database.db, { demo: true });
    expect(await counts()).toEqual({ links: 4, units: 5 });
  });

  test('production seeding adds no links and no study units', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      await seedDatabase(database.db, { demo: false });
      const [links] = await database.db.select({ n: count() }).from(favoriteAdminLinks);
      const [units] = await database.db.select({ n: count() }).from(studyUnits);
      expect([links!.n, units!.n]).toEqual([0, 0]);
    } finally {
      await database.close();
    }
  });
});
