import { contactEndpoints } from '@boardready/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { accounts, contactMessages, mailOutbox } from '../../db/schema';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../../test/test-app';
import { contactReference } from './service';

const URL = contactEndpoints.send.path;
const GOOD = {
  name: 'Jamie Visitor',
  email: 'Jamie.Visitor@Example.test',
  topic: 'billing',
  message: 'My receipt shows the wrong clinic name. Could you send a corrected one?',
};

let ipCounter = 1;
/** Each test writes from its own address, so the hourly limit of one never bites another. */
const freshIp = () => `203.0.113.${ipCounter++}`;

function send(t: TestApp, payload: unknown, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
    remoteAddress,
  });
}

async function counts(t: TestApp) {
  const [messages] = await t.database.db.select({ n: count() }).from(contactMessages);
  const [mails] = await t.database.db.select({ n: count() }).from(mailOutbox);
  return { messages: messages!.n, mails: mails!.n };
}

async function newestMessage(t: TestApp) {
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(1);
  return row!;
}

test('references are C- and six digits', () => {
  expect(contactReference(42)).toBe('C-000042');
  expect(contactReference(1234567)).toBe('C-1234567');
});

describe('contact form endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.mails.length = 0;
  });

  test('[ROUTE-18] [ROUTE-19] a visitor (no sign-in) sends a message: stored, mailed to support, a reference back', async () => {
    const response = await send(t, GOOD, freshIp());
    expect(response.statusCode, response.body).toBe(201);
    const row = await newestMessage(t);
    expect(response.json()).toEqual({
      reference: contactReference(row.id),
      email: 'jamie.visitor@example.test',
    });
    expect(row).toMatchObject({
      accountId: null,
      name: 'Jamie Visitor',
      email: 'jamie.visitor@example.test',
      topic: 'billing',
      message: GOOD.message,
    });
    expect(row.mailedAt).not.toBeNull();
    expect(t.mails).toHaveLength(1);
    const [mail] = t.mails;
    expect(mail).toMatchObject({
      to: 'support@boardready.example',
      replyTo: { name: 'Jamie Visitor', address: 'jamie.visitor@example.test' },
      subject: `[${contactReference(row.id)}] Billing, orders and subscriptions – Jamie Visitor`,
    });
    expect(mail!.text).toContain(GOOD.message);
    expect(mail!.text).toContain('Account: not signed in');
    // Nothing goes to the address typed in the form.
    expect(t.mails.some((m) => m.to.includes('example.test'))).toBe(false);
  });

  test('a signed-in learner’s message is tied to their account', async () => {
    const cookie = await signIn(t.app, 'learner@demo.test');
    const [learner] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'learner@demo.test'));
    const response = await send(
      t,
      { ...GOOD, name: 'Alex Rivera', email: 'learner@demo.test', topic: 'cme' },
      freshIp(),
      cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(await newestMessage(t)).toMatchObject({ accountId: learner!.id, topic: 'cme' });
    expect(t.mails[0]!.text).toContain(`Account: #${learner!.id} (signed in)`);
  });

  describe('bad input is refused with 400, under its field, and nothing is stored or mailed', () => {
    test.each([
      ['no name', { name: '  ' }, 'name', 'Enter your name.'],
      ['a name too long', { name: 'N'.repeat(81) }, 'name', 'Your name is too long.'],
      ['no e-mail', { email: '' }, 'email', 'Enter your e-mail address.'],
      ['a bad e-mail', { email: 'jamie@' }, 'email', 'Enter a valid e-mail address.'],
      ['an unknown topic', { topic: 'refunds!' }, 'topic', 'Choose what your message is about.'],
      ['no topic', { topic: undefined }, 'topic', 'Choose what your message is about.'],
      [
        'a message too short',
        { message: ' hi there ' },
        'message',
        'Write at least 10 characters.',
      ],
      [
        'a message too long',
        { message: 'x'.repeat(5001) },
        'message',
        'Keep your message under 5000 characters.',
      ],
      ['a message that is not text', { message: 42 }, 'message', 'Write your message.'],
    ])('%s', async (_why, change, field, message) => {
      const before = await counts(t);
      const response = await send(t, { ...GOOD, ...change }, freshIp());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await counts(t)).toEqual(before);
      expect(t.mails).toEqual([]);
    });

    test('a body that is not JSON', async () => {
      const before = await counts(t);
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'text/plain' },
        payload: 'hello support',
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(415);
      expect(await counts(t)).toEqual(before);
    });
  });

  test('a cross-site post is refused', async () => {
    const before = await counts(t);
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...JSON_HEADERS, origin: 'https://evil.example', host: 'localhost' },
      payload: GOOD,
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(403);
    expect(await counts(t)).toEqual(before);
  });

  test('the sixth message from one address within an hour is refused with 429; another address still gets through', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await send(t, GOOD, ip)).statusCode).toBe(201);
    }
    const before = await counts(t);
    const limited = await send(t, GOOD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^You have sent several messages in a short time\. Try again in \d+ (minutes?|hours?), or write to support@boardready\.example\.$/,
      ),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await counts(t)).toEqual(before);
    // Signing in does not lift the limit of the address.
    const cookie = await signIn(t.app, 'peds@demo.test');
    expect((await send(t, GOOD, ip, cookie)).statusCode).toBe(429);
    expect((await send(t, GOOD, freshIp())).statusCode).toBe(201);
  });

  test('the support address comes from the configuration (SUPPORT_EMAIL)', async () => {
    const custom = await createTestApp({ env: { SUPPORT_EMAIL: 'help@clinic-review.example' } });
    try {
      const response = await send(custom, GOOD, freshIp());
      expect(response.statusCode).toBe(201);
      expect(custom.mails.map((m) => m.to)).toEqual(['help@clinic-review.example']);
    } finally {
      await custom.close();
    }
  });

  test('a learner cannot read messages back: the endpoint only accepts', async () => {
    const learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
    const response = await learner({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(404);
  });
});
