import { authEndpoints, type CurrentSession } from '@boardready/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../db/schema';
import { checkAccess } from '../../plugins/endpoints';
import type { AuthContext } from '../../plugins/session';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { staffRights } from './account-dto';

describe("staff rights: the product's super user (spec §6)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function sessionOf(email: string): Promise<CurrentSession> {
    const cookie = await signIn(t.app, email);
    return (await as(t.app, cookie)({ method: 'GET', url: authEndpoints.current.path })).json();
  }

  async function authOf(email: string): Promise<AuthContext> {
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    return {
      sessionId: 1,
      account: row!,
      assumedAccount: null,
      actingAccount: row!,
      api3Authenticated: true,
      termsVersion: 1,
      termsPending: false,
    };
  }

  test("[PERM-05] the product's super user holds the Preview Q&A right, and no other staff right", async () => {
    const { account } = await sessionOf('editor@demo.test');
    expect(account).toMatchObject({
      Email: 'editor@demo.test',
      canPreviewQna: true,
      isAdmin: false,
      isContentManager: false,
      canAssumeUsers: false,
    });
    const auth = await authOf('editor@demo.test');
    expect(() =>
      checkAccess({ staff: 'previewQna' }, '/api/2.0/x', auth, staffRights),
    ).not.toThrow();
    expect(() => checkAccess({ staff: 'admin' }, '/api/2.0/x', auth, staffRights)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });

  test('[PERM-04] without the permission and without being super user, no Preview Q&A', async () => {
    const { account } = await sessionOf('learner@demo.test');
    expect(account?.canPreviewQna).toBe(false);
    const auth = await authOf('learner@demo.test');
    expect(() => checkAccess({ staff: 'previewQna' }, '/api/2.0/x', auth, staffRights)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });
});
