import { DEFAULT_PREFERENCES, preferenceEndpoints } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, userPreferences } from '../../db/schema';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { withDefaults } from './service';

const URL = preferenceEndpoints.get.path;

describe('withDefaults', () => {
  test('stored values over the defaults; unknown keys and values that no longer fit are ignored', () => {
    expect(withDefaults(null)).toEqual(DEFAULT_PREFERENCES);
    expect(withDefaults([1])).toEqual(DEFAULT_PREFERENCES);
    expect(withDefaults({ theme: 'dark', showTimer: 'no', retired: 1 })).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
    });
  });

  test("the old mode 'timed' reads as the test mode, timed (mode and timing are two choices)", () => {
    expect(withDefaults({ defaultQaMode: 'timed' })).toEqual({
      ...DEFAULT_PREFERENCES,
      defaultQaMode: 'test',
      defaultQaTimed: true,
    });
    expect(withDefaults({ defaultQaMode: 'timed', defaultQaTimed: false })).toMatchObject({
      defaultQaMode: 'test',
      defaultQaTimed: false,
    });
  });
});

describe('preference endpoints', () => {
  let t: TestApp;
  let learner: ReturnType<typeof as>;
  let peds: ReturnType<typeof as>;
  let newbie: ReturnType<typeof as>;

  const put = (user: ReturnType<typeof as>, payload: unknown) =>
    user({ method: 'PUT', url: URL, payload: payload as object });
  const stored = () => t.database.db.select().from(userPreferences);

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
    newbie = as(t.app, await signIn(t.app, 'newbie@demo.test'));
  });
  afterAll(() => t.close());

  test('anonymous callers get 401 on both calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: JSON_HEADERS,
      payload: { theme: 'dark' },
    });
    expect(response.statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });

  test('a user who never changed anything gets the defaults', async () => {
    const response = await newbie({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PREFERENCES);
  });

  test('an update changes only what it names and answers with all preferences', async () => {
    const first = await put(learner, { theme: 'dark' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark' });

    const second = await put(learner, { showTimer: false, questionTextSize: 'large' });
    expect(second.json()).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      showTimer: false,
      questionTextSize: 'large',
    });
    expect((await learner({ method: 'GET', url: URL })).json()).toEqual(second.json());
  });

  test("one user's preferences never change another's", async () => {
    await put(learner, { defaultQaMode: 'test', defaultQaTimed: true });
    expect((await peds({ method: 'GET', url: URL })).json()).toEqual(DEFAULT_PREFERENCES);
    await put(peds, { theme: 'light' });
    expect((await learner({ method: 'GET', url: URL })).json().theme).toBe('dark');
  });

  test('an empty update changes nothing and writes nothing', async () => {
    const before = await stored();
    const response = await put(newbie, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PREFERENCES);
    expect(await stored()).toEqual(before);
  });

  describe('bad input is refused with 400 and nothing is written', () => {
    test.each([
      ['an unknown key', { fontSize: 3 }, 'body'],
      ['an unknown key beside a good one', { theme: 'dark', fontSize: 3 }, 'body'],
      ['a value outside the enumeration', { theme: 'purple' }, 'theme'],
      ['the old mode name, now a separate choice', { defaultQaMode: 'timed' }, 'defaultQaMode'],
      ['a wrong type', { showTimer: 'yes' }, 'showTimer'],
      ['null', { confirmEndSession: null }, 'confirmEndSession'],
      ['not an object', [true], 'body'],
    ])('%s', async (_name, payload, field) => {
      const before = await stored();
      const response = await put(peds, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed' });
      expect(response.json().error.fields).toHaveProperty(field);
      expect(await stored()).toEqual(before);
    });
  });

  test('a stored value that no longer fits falls back to its default', async () => {
    const [newbieRow] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'newbie@demo.test'));
    await t.database.db
      .insert(userPreferences)
      .values({ accountId: newbieRow!.id, preferences: { theme: 'neon', showTimer: false } });
    expect((await newbie({ method: 'GET', url: URL })).json()).toEqual({
      ...DEFAULT_PREFERENCES,
      showTimer: false,
    });
    // and the next update still merges over what is stored
    const response = await put(newbie, { theme: 'dark' });
    expect(response.json()).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', showTimer: false });
  });
});
