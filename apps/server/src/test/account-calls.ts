import { authEndpoints, type Endpoint } from '@boardready/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { accounts, auditLog } from '../db/schema';
import { as, JSON_HEADERS, registerAccount, type TestApp } from './test-app';

/** The calls and reads the My Account tests share. */
const CURRENT = authEndpoints.current.path;

export type Caller = ReturnType<typeof as>;

/**
 * A throw-away account (registered by its mailed link), so that tests changing credentials leave
 * the demo accounts alone. The registration's mail is forgotten: the tests look at what follows.
 */
export async function newAccount(t: TestApp, tag: string, password = 'the first long password') {
  const { email, cookie } = await registerAccount(t.app, tag, password);
  t.mails.length = 0;
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
  return { email, password, cookie, id: row!.id, call: as(t.app, cookie) };
}

export function call(caller: Caller, endpoint: Endpoint, payload?: unknown) {
  return caller({
    method: endpoint.method,
    url: endpoint.path,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function signedInAs(t: TestApp, cookie: string) {
  return as(t.app, cookie)({ method: 'GET', url: CURRENT }).then((r) => r.json().isLoggedIn);
}

export async function loginStatus(t: TestApp, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: authEndpoints.login.path,
    headers: JSON_HEADERS,
    payload: { email, password },
  });
  return response.statusCode;
}

export async function accountRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

/** The newest audit row of this action about the account. */
export async function lastAudit(t: TestApp, subjectAccountId: number, action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectAccountId, subjectAccountId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

export function expectFieldError(response: LightMyRequestResponse, status: number, field: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.fields).toHaveProperty(field);
  expect(response.json().error.message).toEqual(expect.any(String));
}
