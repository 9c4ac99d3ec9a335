import type { Idea } from '@boardready/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, ideas, ideaVotes } from '../../db/schema';
import { seedDatabase } from '../../seed/seed';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { IDEAS_PER_DAY } from './service';

const LIST = '/api/2.0/ideas';
const voteUrl = (id: number | string) => `/api/2.0/ideas/${id}/vote`;
const ideaUrl = (id: number | string) => `/api/2.0/ideas/${id}`;
const statusUrl = (id: number | string) => `/api/2.0/admin/ideas/${id}/status`;
const VALID = {
  title: 'Audio versions of the book chapters',
  description: 'I commute an hour a day and would love to listen to the chapters.',
};

describe('Bright Ideas endpoints', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let learner: ReturnType<typeof as>;
  let peds: ReturnType<typeof as>;

  async function written() {
    const db = t.database.db;
    const [i] = await db.select({ n: count() }).from(ideas);
    const [v] = await db.select({ n: count() }).from(ideaVotes);
    const [a] = await db.select({ n: count() }).from(auditLog);
    return { ideas: i!.n, votes: v!.n, audits: a!.n };
  }
  async function setPortal(value: boolean) {
    const response = await admin({
      method: 'PUT',
      url: '/api/2.0/admin/featureflags/ideasPortal',
      payload: { value },
    });
    expect(response.statusCode).toBe(200);
  }
  async function list(as_: ReturnType<typeof as>) {
    const response = await as_({ method: 'GET', url: LIST });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { ideas: Idea[]; canSetStatus: boolean };
  }
  async function share(as_: ReturnType<typeof as>, body: object) {
    return as_({ method: 'POST', url: LIST, payload: body });
  }
  async function lastAudit() {
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return entry;
  }
  const byTitle = (all: Idea[], title: string) => all.find((i) => i.title === title)!;

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    peds = as(t.app, await signIn(t.app, 'peds@demo.test'));
  });
  afterAll(() => t.close());

  test('the demo seed adds its ideas and votes once, however often it runs', async () => {
    const before = await written();
    expect(before.ideas).toBe(4);
    await seedDatabase(t.database.db, { demo: true });
    expect(await written()).toEqual(before);
  });

  test('[ROUTE-37] signed out: 401 on every call, nothing written', async () => {
    const before = await written();
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', LIST],
      ['PUT', voteUrl(1)],
      ['DELETE', voteUrl(1)],
      ['DELETE', ideaUrl(1)],
      ['PUT', statusUrl(1)],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: JSON_HEADERS,
        payload: method === 'POST' ? VALID : method === 'PUT' ? { status: 'done' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await written()).toEqual(before);
  });

  test('[ROUTE-36] with the ideasPortal flag off (the default) the portal is unavailable', async () => {
    const before = await written();
    for (const response of [
      await learner({ method: 'GET', url: LIST }),
      await share(learner, VALID),
      await learner({ method: 'PUT', url: voteUrl(1) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'ideas_unavailable',
        message: 'Bright Ideas is not available right now.',
      });
    }
    expect(await written()).toEqual(before);
  });

  describe('with the portal on', () => {
    beforeAll(() => setPortal(true));

    test('[ROUTE-36] everyone sees every idea, most votes first, with their own vote marked', async () => {
      const { ideas: all, canSetStatus } = await list(learner);
      expect(canSetStatus).toBe(false);
      expect(all.map((i) => [i.title, i.votes, i.status])).toEqual([
        ['Dark mode for long night shifts', 5, 'done'],
        ['Growth charts next to the pediatric lab values', 3, 'planned'],
        ['Export my missed questions as flash cards', 2, 'new'],
        ['Share a study plan with my co-residents', 1, 'new'],
      ]);
      const flashCards = byTitle(all, 'Export my missed questions as flash cards');
      expect(flashCards).toMatchObject({ author: 'Sam L.', votedByMe: true, mine: false });
      expect(byTitle(all, 'Dark mode for long night shifts')).toMatchObject({
        mine: true,
        votedByMe: true,
      });
      expect((await list(admin)).canSetStatus).toBe(true);
    });

    test('sharing an idea: 201, new, trimmed, with the author’s vote; others see it', async () => {
      const response = await share(learner, {
        title: `  ${VALID.title}  `,
        description: VALID.description,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        title: VALID.title,
        status: 'new',
        votes: 1,
        votedByMe: true,
        mine: true,
        author: 'Alex R.',
        statusChangedAt: null,
      });
      const seen = byTitle((await list(peds)).ideas, VALID.title);
      expect(seen).toMatchObject({ mine: false, votedByMe: false, votes: 1 });
    });

    test('bad input: 400 with the failing field and the shared message, nothing written', async () => {
      const before = await written();
      const cases: [object, string, string][] = [
        [{ description: VALID.description }, 'title', 'Give your idea a title.'],
        [{ ...VALID, title: '   ' }, 'title', 'Give your idea a title.'],
        [{ ...VALID, title: 'Abc' }, 'title', 'The title needs at least 5 characters.'],
        [
          { ...VALID, title: 'x'.repeat(121) },
          'title',
          'Keep the title to 120 characters or fewer.',
        ],
        [
          { ...VALID, description: 'Too short.' },
          'description',
          'Describe your idea in at least 20 characters.',
        ],
        [
          { ...VALID, description: 'y'.repeat(2001) },
          'description',
          'Keep the description to 2,000 characters or fewer.',
        ],
      ];
      for (const [body, field, message] of cases) {
        const response = await share(learner, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(response.json().error.fields[field]).toBe(message);
      }
      const extra = await share(learner, { ...VALID, title: 'Another fine idea', status: 'done' });
      expect(extra.statusCode).toBe(400);
      expect(await written()).toEqual(before);
    });

    test('the same title twice from one learner is a 409; another learner may use it', async () => {
      const before = await written();
      const again = await share(learner, { ...VALID, title: VALID.title.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('You have already shared an idea with this title.');
      expect(await written()).toEqual(before);
      expect((await share(peds, VALID)).statusCode).toBe(201);
    });

    test(`at most ${IDEAS_PER_DAY} ideas a day per learner (429 after that, nothing written)`, async () => {
      const busy = as(t.app, await signIn(t.app, 'orgadmin@demo.test'));
      for (let i = 1; i <= IDEAS_PER_DAY; i++) {
        const response = await share(busy, { ...VALID, title: `Idea number ${i} of the day` });
        expect(response.statusCode).toBe(201);
      }
      const before = await written();
      const over = await share(busy, { ...VALID, title: 'One idea too many today' });
      expect(over.statusCode).toBe(429);
      expect(over.json().error.message).toMatch(/Please come back tomorrow/);
      expect(await written()).toEqual(before);
    });

    test('one vote per idea: voting twice counts once; taking it back, twice, is harmless', async () => {
      const target = byTitle((await list(peds)).ideas, 'Share a study plan with my co-residents');
      const first = await peds({ method: 'PUT', url: voteUrl(target.id) });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ votes: target.votes + 1, votedByMe: true });
      const second = await peds({ method: 'PUT', url: voteUrl(target.id) });
      expect(second.json()).toMatchObject({ votes: target.votes + 1, votedByMe: true });
      const [rows] = await t.database.db
        .select({ n: count() })
        .from(ideaVotes)
        .where(eq(ideaVotes.ideaId, target.id));
      expect(rows!.n).toBe(target.votes + 1);

      const back = await peds({ method: 'DELETE', url: voteUrl(target.id) });
      expect(back.json()).toMatchObject({ votes: target.votes, votedByMe: false });
      const backAgain = await peds({ method: 'DELETE', url: voteUrl(target.id) });
      expect(backAgain.json()).toMatchObject({ votes: target.votes, votedByMe: false });
    });

    test('votes on a missing idea are 404, on a malformed id 400', async () => {
      const before = await written();
      const missing = await peds({ method: 'PUT', url: voteUrl(999_999) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('idea_not_found');
      expect((await peds({ method: 'PUT', url: voteUrl('abc') })).statusCode).toBe(400);
      expect((await peds({ method: 'DELETE', url: voteUrl(-1) })).statusCode).toBe(400);
      expect(await written()).toEqual(before);
    });

    test('a learner withdraws only their own new idea: another’s is 403, a planned one 409', async () => {
      const all = (await list(learner)).ideas;
      const theirs = byTitle(all, 'Export my missed questions as flash cards');
      const mineDone = byTitle(all, 'Dark mode for long night shifts');
      const before = await written();
      const refused = await learner({ method: 'DELETE', url: ideaUrl(theirs.id) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('You can withdraw only your own ideas.');
      const planned = await learner({ method: 'DELETE', url: ideaUrl(mineDone.id) });
      expect(planned.statusCode).toBe(409);
      expect(await written()).toEqual(before);

      const mine = all.find((i) => i.mine && i.status === 'new')!;
      const ok = await learner({ method: 'DELETE', url: ideaUrl(mine.id) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id: mine.id });
      expect((await list(learner)).ideas.map((i) => i.id)).not.toContain(mine.id);
      const [votesLeft] = await t.database.db
        .select({ n: count() })
        .from(ideaVotes)
        .where(eq(ideaVotes.ideaId, mine.id));
      expect(votesLeft!.n).toBe(0);
    });

    test('staff set statuses: a learner is refused (403); an admin’s change is audited', async () => {
      const target = byTitle(
        (await list(learner)).ideas,
        'Export my missed questions as flash cards',
      );
      const before = await written();
      const refused = await learner({
        method: 'PUT',
        url: statusUrl(target.id),
        payload: { status: 'planned' },
      });
      expect(refused.statusCode).toBe(403);
      expect(await written()).toEqual(before);

      const bad = await admin({
        method: 'PUT',
        url: statusUrl(target.id),
        payload: { status: 'later' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.status).toBe('The status is new, planned or done.');
      expect(
        (await admin({ method: 'PUT', url: statusUrl(999_999), payload: { status: 'done' } }))
          .statusCode,
      ).toBe(404);
      expect(await written()).toEqual(before);

      const ok = await admin({
        method: 'PUT',
        url: statusUrl(target.id),
        payload: { status: 'planned' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'planned', mine: false });
      expect(ok.json().statusChangedAt).not.toBeNull();
      const entry = await lastAudit();
      expect(entry).toMatchObject({
        action: 'idea.status',
        details: { ideaId: target.id, status: 'planned', previous: 'new' },
      });
      expect(byTitle((await list(learner)).ideas, target.title).status).toBe('planned');
    });

    test('an admin may remove anyone’s idea (moderation), and that is audited', async () => {
      const target = byTitle(
        (await list(admin)).ideas,
        'Growth charts next to the pediatric lab values',
      );
      const response = await admin({ method: 'DELETE', url: ideaUrl(target.id) });
      expect(response.statusCode).toBe(200);
      const entry = await lastAudit();
      expect(entry).toMatchObject({ action: 'idea.remove', details: { ideaId: target.id } });
    });

    test('turned off again, the ideas are kept but unreachable', async () => {
      await setPortal(false);
      expect((await learner({ method: 'GET', url: LIST })).statusCode).toBe(404);
      expect((await written()).ideas).toBeGreaterThan(0);
    });
  });
});
