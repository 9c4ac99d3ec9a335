import {
  type AdminFavoriteLink,
  buildPath,
  adminSettingEndpoints as e,
  navigationEndpoints,
} from '@boardready/contracts';
import { FAVORITE_LINKS_MAX } from '@boardready/contracts/admin-settings-rules';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, auditLog } from '../../db/schema';
import { expectNothingWritten } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

const LINKS = e.favoriteLinks.path;
const ORDER = e.orderFavoriteLinks.path;
const linkUrl = (linkId: number) => buildPath(e.updateFavoriteLink.path, { linkId });
const MENU = navigationEndpoints.favoriteAdminLinks.path;

const link = (text: string, more: Partial<AdminFavoriteLink> = {}) => ({
  text,
  route: '/ngadmin/flags',
  url: '/admin#flags',
  hidden: false,
  ...more,
});

describe("an admin's own favorite admin links", () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  /** a second admin (the demo's editor made one), whose links the first may not touch */
  let other: ReturnType<typeof as>;

  const mine = async (who = admin): Promise<AdminFavoriteLink[]> =>
    (await who({ method: 'GET', url: LINKS })).json().links;
  /** what the user menu reads (spec §3 favorite admin link: no id) */
  const menu = async () => (await admin({ method: 'GET', url: MENU })).json();
  const lastAudit = async () => {
    const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = as(t.app, await signIn(t.app, 'admin@demo.test'));
    await t.database.db
      .update(accounts)
      .set({ isAdmin: true })
      .where(eq(accounts.email, 'editor@demo.test'));
    other = as(t.app, await signIn(t.app, 'editor@demo.test'));
  });
  afterAll(() => t.close());

  test('lists the seeded links in their order, hidden ones too, with their ids', async () => {
    const links = await mine();
    expect(links.map((l) => [l.text, l.hidden])).toEqual([
      ['Accounts', false],
      ['Content', false],
      ['Item statistics', false],
      ['Old billing', true],
    ]);
    expect(links.every((l) => Number.isInteger(l.linkId))).toBe(true);
    expect(await mine(other)).toEqual([]);
  });

  test('[USER-09] add: at the end of the list, audited, and in the user menu', async () => {
    const response = await admin({
      method: 'POST',
      url: LINKS,
      payload: link('Flags', { url: 'https://boardready.example/admin#flags' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ text: 'Flags', route: '/ngadmin/flags', hidden: false });
    expect((await mine()).at(-1)).toEqual(created);
    expect((await menu()).at(-1)).toEqual({
      text: 'Flags',
      route: '/ngadmin/flags',
      url: 'https://boardready.example/admin#flags',
      hidden: false,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'favorite_admin_link.create',
      details: { linkId: created.linkId, text: 'Flags' },
    });
  });

  test('[USER-10] edit and hide: the user menu reads the change (hidden ones it leaves out)', async () => {
    const flags = (await mine()).find((l) => l.text === 'Flags')!;
    const response = await admin({
      method: 'PUT',
      url: linkUrl(flags.linkId),
      payload: link('Feature flags', { hidden: true, url: 'mailto:ops@boardready.example' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      linkId: flags.linkId,
      ...link('Feature flags', { hidden: true, url: 'mailto:ops@boardready.example' }),
    });
    expect((await menu()).find((l: { text: string }) => l.text === 'Feature flags').hidden).toBe(
      true,
    );
    expect(await lastAudit()).toMatchObject({
      action: 'favorite_admin_link.update',
      details: { linkId: flags.linkId, before: { text: 'Flags' }, after: { hidden: true } },
    });
  });

  test('reorder: every id once; the menu follows; a stale or foreign list is refused', async () => {
    const ids = (await mine()).map((l) => l.linkId);
    const reversed = [...ids].reverse();
    const response = await admin({ method: 'PUT', url: ORDER, payload: { linkIds: reversed } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().links.map((l: AdminFavoriteLink) => l.linkId)).toEqual(reversed);
    expect((await menu()).map((l: { text: string }) => l.text)).toEqual(
      (await mine()).map((l) => l.text),
    );
    expect(await lastAudit()).toMatchObject({
      action: 'favorite_admin_link.reorder',
      details: { linkIds: reversed },
    });

    const stale = await expectNothingWritten(
      t.database.db,
      () => admin({ method: 'PUT', url: ORDER, payload: { linkIds: reversed.slice(1) } }),
      409,
    );
    expect(stale.json().error.code).toBe('favorite_links_changed');
    const twice = await expectNothingWritten(
      t.database.db,
      () => admin({ method: 'PUT', url: ORDER, payload: { linkIds: [...reversed, reversed[0]] } }),
      400,
    );
    expect(twice.json().error.fields).toEqual({ linkIds: 'Name each link once.' });
    const theirs = (
      await other({ method: 'POST', url: LINKS, payload: link('Editor link') })
    ).json();
    await expectNothingWritten(
      t.database.db,
      () =>
        admin({
          method: 'PUT',
          url: ORDER,
          payload: { linkIds: [...reversed.slice(1), theirs.linkId] },
        }),
      409,
    );
  });

  test("another admin's link is no link of mine: 404 to edit or delete, nothing written", async () => {
    const theirs = (await mine(other)).find((l) => l.text === 'Editor link')!;
    for (const request of [
      { method: 'PUT' as const, url: linkUrl(theirs.linkId), payload: link('Mine now') },
      { method: 'DELETE' as const, url: linkUrl(theirs.linkId) },
    ]) {
      const response = await expectNothingWritten(t.database.db, () => admin(request), 404);
      expect(response.json().error.code).toBe('favorite_link_not_found');
    }
    expect((await mine(other)).map((l) => l.text)).toEqual(['Editor link']);
  });

  test('delete: gone from the list and the menu, audited', async () => {
    const target = (await mine()).find((l) => l.text === 'Feature flags')!;
    const response = await admin({ method: 'DELETE', url: linkUrl(target.linkId) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().links.map((l: AdminFavoriteLink) => l.text)).not.toContain(
      'Feature flags',
    );
    expect((await menu()).map((l: { text: string }) => l.text)).not.toContain('Feature flags');
    expect(await lastAudit()).toMatchObject({
      action: 'favorite_admin_link.delete',
      details: { linkId: target.linkId, text: 'Feature flags' },
    });
  });

  describe('bad input: a 4xx naming the field, nothing written', () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['no text', { text: '  ' }, 400, 'text'],
      ['a text too long', { text: 'x'.repeat(81) }, 400, 'text'],
      ['a route without its slash', { route: 'ngadmin/flags' }, 400, 'route'],
      ['a route to another site', { route: '//evil.example/x' }, 400, 'route'],
      ['a route with a backslash', { route: '/\\evil.example' }, 400, 'route'],
      ['a javascript: url', { url: 'javascript:alert(1)' }, 400, 'url'],
      ['a JavaScript: url in capitals', { url: 'JavaScript:alert(1)' }, 400, 'url'],
      ['a javascript: url split by a tab', { url: 'java\tscript:alert(1)' }, 400, 'url'],
      ['a data: url', { url: 'data:text/html,<script>alert(1)</script>' }, 400, 'url'],
      ['a vbscript: url', { url: 'vbscript:msgbox(1)' }, 400, 'url'],
      ['a protocol-relative url', { url: '//evil.example/' }, 400, 'url'],
      ['a path that a tab turns into another site', { url: '/\t/evil.example' }, 400, 'url'],
      ['an ftp url', { url: 'ftp://files.example/' }, 400, 'url'],
      ['an empty url', { url: '' }, 400, 'url'],
      ['hidden as text', { hidden: 'yes' }, 400, 'hidden'],
      ['an extra field', { icon: 'star' }, 400, 'body'],
      ['a text already used, in another case', { text: 'ACCOUNTS' }, 409, 'text'],
    ];
    test.each(cases)('%s', async (_name, change, status, field) => {
      const response = await expectNothingWritten(
        t.database.db,
        () => admin({ method: 'POST', url: LINKS, payload: { ...link('New one'), ...change } }),
        status,
      );
      const error = response.json().error;
      expect(Object.keys(error.fields ?? {})).toContain(field);
      expect(error.message.length).toBeGreaterThan(10);
    });

    test('renaming a link to the text of another of mine: 409', async () => {
      const [first, second] = await mine();
      const response = await expectNothingWritten(
        t.database.db,
        () =>
          admin({
            method: 'PUT',
            url: linkUrl(first!.linkId),
            payload: { ...link(second!.text), route: first!.route, url: first!.url },
          }),
        409,
      );
      expect(response.json().error.code).toBe('favorite_link_text_taken');
    });

    test(`at most ${FAVORITE_LINKS_MAX} links`, async () => {
      const have = (await mine(other)).length;
      for (let i = have; i < FAVORITE_LINKS_MAX; i++) {
        const added = await other({ method: 'POST', url: LINKS, payload: link(`Link ${i}`) });
        expect(added.statusCode).toBe(201);
      }
      const response = await expectNothingWritten(
        t.database.db,
        () => other({ method: 'POST', url: LINKS, payload: link('One too many') }),
        409,
      );
      expect(response.json().error.code).toBe('too_many_favorite_links');
    });
  });
});
