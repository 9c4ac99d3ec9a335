import { type APIRequestContext, expect, request as newRequest } from '@playwright/test';
import { DEMO_PASSWORD, ROLES } from './accounts';
import { mailedLink } from './mail-folder';

export interface FreshAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers a throw-away account through `request` (which is then signed in as it), by the
 * mailed link as a person does: tests that change a password, an e-mail address or preferences
 * must not touch the shared demo accounts.
 */
export async function registerFreshAccount(
  request: APIRequestContext,
  tag: string,
  names: { firstName: string; lastName: string } = { firstName: 'Robin', lastName: 'Tester' },
): Promise<FreshAccount> {
  const account = {
    email: `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`,
    password: 'the first long password',
    ...names,
  };
  const asked = await request.post('/api/2.0/authentication/register', { data: account });
  expect(asked.status(), 'ask for a fresh account').toBe(202);
  const link = await mailedLink(account.email, '/verifyemail');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const confirmed = await request.post('/api/2.0/authentication/register/confirm', {
    data: { token },
  });
  expect(confirmed.status(), 'open the mailed link').toBe(201);
  return account;
}

/**
 * A fresh account registered through `request` (which is then signed in as it), given the
 * catalogue products `codes` by staff: a learner of the test's own, whose progress no other test
 * touches.
 */
export async function freshLearnerWith(
  request: APIRequestContext,
  baseURL: string,
  codes: string[],
  tag: string,
  names: { firstName: string; lastName: string },
): Promise<FreshAccount & { accountId: number }> {
  const account = await registerFreshAccount(request, tag, names);
  const login = await request.post('/api/2.0/authentication/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), 'sign in as the fresh account').toBe(200);
  const accountId = ((await login.json()) as { account: { AccountId: number } }).account.AccountId;
  for (const code of codes) await grantProduct(baseURL, accountId, code);
  return { ...account, accountId };
}

/** The mail the server wrote to `to`, newest first, read by staff from the outbox (no links). */
export async function mailsTo(baseURL: string, to: string) {
  const staff = await newRequest.newContext({ baseURL });
  try {
    const login = await staff.post('/api/2.0/authentication/login', {
      data: { email: ROLES.admin.email, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const response = await staff.get(`/api/2.0/admin/mailoutbox?to=${encodeURIComponent(to)}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: { to: string; subject: string; text: string }[] })
      .items;
  } finally {
    await staff.dispose();
  }
}

/**
 * Staff give an account a catalogue product (by code) from yesterday for a year, as an admin does
 * on Admin → Accounts: a fresh learner with a product of their own, whose progress is theirs.
 */
export async function grantProduct(baseURL: string, accountId: number, code: string) {
  const staff = await newRequest.newContext({ baseURL });
  try {
    const signIn = await staff.post('/api/2.0/authentication/login', {
      data: { email: ROLES.admin.email, password: DEMO_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const { catalogue } = (await (
      await staff.get(`/api/2.0/admin/accounts/${accountId}/products`)
    ).json()) as { catalogue: { productId: number; code: string }[] };
    const product = catalogue.find((p) => p.code === code);
    if (!product) throw new Error(`${code} is not in the catalogue`);
    const day = 86_400_000;
    const granted = await staff.post(`/api/2.0/admin/accounts/${accountId}/products`, {
      data: {
        productId: product.productId,
        startsAt: new Date(Date.now() - day).toISOString(),
        endsAt: new Date(Date.now() + 365 * day).toISOString(),
        isTrial: false,
      },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(granted.status(), `grant ${code}`).toBe(201);
  } finally {
    await staff.dispose();
  }
}
