import {
  buildPath,
  type Endpoint,
  type OrganizationRoster,
  organizationEndpoints,
} from '@boardready/contracts';
import { and, desc, eq, gt, like } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  accounts,
  auditLog,
  organizationGroups,
  organizationLicenses,
  organizations,
  products,
} from '../../db/schema';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

/** The organization admin's tests' world: the demo programs, their people, calls by name. */

export const e = organizationEndpoints;
export const RIVERSIDE = 'Riverside Internal Medicine Residency';
export const HARBOR = 'Harbor City Internal Medicine Residency';
export const LAKESIDE = 'Lakeside Medical Group';

export const url = (endpoint: Endpoint, params: Record<string, string | number> = {}) =>
  buildPath(endpoint.path, params);

export type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;

export async function organizationWorld() {
  const t: TestApp = await createTestApp();
  const db = t.database.db;
  const ids: Record<string, number> = {};
  for (const row of await db.select({ id: accounts.id, email: accounts.email }).from(accounts))
    ids[row.email] = row.id;
  const orgs: Record<string, number> = {};
  for (const row of await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations))
    orgs[row.name] = row.id;
  const productIds: Record<string, number> = {};
  for (const row of await db.select({ id: products.id, code: products.code }).from(products))
    productIds[row.code] = row.id;
  const callers: Record<string, Caller> = {};
  /** A signed-in caller per demo address, signed in once. */
  const signedIn = async (email: string): Promise<Caller> => {
    callers[email] ??= as(t.app, await signIn(t.app, email));
    return callers[email];
  };

  async function groupId(organization: string, name: string) {
    const [row] = await db
      .select({ id: organizationGroups.id })
      .from(organizationGroups)
      .where(
        and(
          eq(organizationGroups.organizationId, orgs[organization]!),
          eq(organizationGroups.name, name),
        ),
      );
    return row!.id;
  }

  async function licenseId(organization: string) {
    const [row] = await db
      .select({ id: organizationLicenses.id })
      .from(organizationLicenses)
      .where(eq(organizationLicenses.organizationId, orgs[organization]!));
    return row!.id;
  }

  async function lastAuditId() {
    const [row] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id));
    return row?.id ?? 0;
  }

  /** The organization admin's audit rows (organization.*) written after entry `id`, in order. */
  async function organizationAuditSince(id: number) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, id), like(auditLog.action, 'organization.%')))
      .orderBy(auditLog.id);
    return rows.map((row) => ({
      action: row.action,
      actor: row.actorAccountId,
      subject: row.subjectAccountId,
      details: row.details,
    }));
  }

  /** The roster as `email` reads it (a license admin or a staff admin). */
  async function roster(email: string, organization = RIVERSIDE): Promise<OrganizationRoster> {
    const response = await (await signedIn(email))({
      method: 'GET',
      url: url(e.roster, { organizationId: orgs[organization]! }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** The token of the newest invitation link mailed to `to` (after the app's deferred work). */
  async function invitationToken(to: string): Promise<string> {
    await t.settle();
    const mail = t.mails.findLast((m) => m.to === to && m.text.includes('/join/'));
    const token = mail && /\/join\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no invitation link mailed to ${to}`);
    return token;
  }

  return {
    t,
    db,
    ids,
    orgs,
    productIds,
    signedIn,
    groupId,
    licenseId,
    lastAuditId,
    auditSince: organizationAuditSince,
    roster,
    invitationToken,
  };
}

export type OrganizationWorld = Awaited<ReturnType<typeof organizationWorld>>;
