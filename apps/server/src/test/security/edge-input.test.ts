import {
  accountEndpoints,
  allEndpoints,
  authEndpoints,
  type Endpoint,
  navigationEndpoints,
} from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseChecksum } from '../db-checksum';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../test-app';
import { ADMIN, accountIdOf, LEARNER } from './classification';
import {
  nonCanonicalSpellings,
  type RequestParts,
  toInject,
  toWire,
  wholeNumberBodyFields,
  wholeNumberParameters,
} from './contract-requests';
import { expectErrorEnvelope, expectNoChange } from './expectations';
import { idsOf, sampleRequest } from './rights';
import {
  keepQaSessionInProgress,
  keepSaAttempt,
  keptSession,
  switchEveryFlagOn,
} from './suite-state';

/** What the fuzzer found once, pinned as plain tests so that it stays fixed. */
describe('input the fuzzer found', () => {
  let t: TestApp;
  let checksum: ReturnType<typeof databaseChecksum>;
  beforeAll(async () => {
    t = await createTestApp();
    checksum = databaseChecksum(t.database.db);
  });
  afterAll(() => t.close());

  test('a NUL character anywhere in a JSON body is refused with 400, not a database 500', async () => {
    const before = await checksum.take();
    for (const body of [
      {
        firstName: 'A\u0000',
        lastName: 'B',
        email: 'nul@demo.test',
        password: 'long enough pass 1',
      },
      {
        firstName: 'A',
        lastName: 'B',
        email: 'nul@demo.test',
        password: 'long enough pass 1',
        x: ['\u0000'],
      },
      {
        firstName: 'A',
        lastName: 'B',
        email: 'nul@demo.test',
        password: 'long enough pass 1',
        'k\u0000': 1,
      },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: authEndpoints.register.path,
        headers: JSON_HEADERS,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expectErrorEnvelope(response, 'NUL in the body');
      expect(response.json().error.code).toBe('invalid_characters');
    }
    // A JSON text that merely spells the escape is fine.
    const spelled = await t.app.inject({
      method: 'POST',
      url: authEndpoints.login.path,
      headers: JSON_HEADERS,
      payload: '{"email":"nobody@demo.test","password":"\\\\u0000"}',
    });
    expect(spelled.statusCode).toBe(401);
    expectNoChange(before, await checksum.take(), 'NUL bodies', ['auth_throttle', 'audit_log']);
  });

  test('a lone UTF-16 surrogate in a JSON body is refused with 400, not stored half-way then 500', async () => {
    // Found on My Account: the name was written (as U+FFFD), then the audit entry's jsonb
    // refused the surrogate, a 500 after a write.
    const cookie = await signIn(t.app, ADMIN);
    const before = await checksum.take();
    for (const payload of [
      '{"firstName":"x\\udfffy","lastName":"B"}',
      '{"firstName":"A","lastName":"\\ud83d"}',
      '{"firstName":"A","lastName":"B","\\udc00":1}',
    ]) {
      const response = await as(
        t.app,
        cookie,
      )({
        method: 'PUT',
        url: accountEndpoints.changeName.path,
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expectErrorEnvelope(response, 'lone surrogate in the body');
      expect(response.json().error.code).toBe('invalid_characters');
    }
    expectNoChange(before, await checksum.take(), 'lone-surrogate bodies');
    // A whole pair, escaped or not, is an ordinary character.
    const pair = await as(
      t.app,
      cookie,
    )({
      method: 'PUT',
      url: accountEndpoints.changeName.path,
      payload: '{"firstName":"\\ud83d\\ude00 Ann","lastName":"B😀"}',
    });
    expect(pair.statusCode, pair.body).toBe(200);
    expect(pair.json()).toMatchObject({ firstName: '😀 Ann', lastName: 'B😀' });
  });

  test('a %00 in the address is refused with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/2.0/admin/mailoutbox?to=a%00@b.c',
    });
    expect(response.statusCode).toBe(400);
    expectErrorEnvelope(response, '%00 in the query');
  });

  test('an over-long path parameter and a broken %-escape answer in the envelope', async () => {
    const cookie = await signIn(t.app, ADMIN);
    const path = navigationEndpoints.setFeatureFlag.path;
    const long = await as(
      t.app,
      cookie,
    )({
      method: 'PUT',
      url: path.replace(':key', 'k'.repeat(201)),
      payload: { value: true },
    });
    expect(long.statusCode).toBe(414);
    expectErrorEnvelope(long, 'long parameter');
    expect(long.json().error.code).toBe('uri_too_long');
    // No hook (so no helmet) runs for routing errors: the error sets its own headers.
    expect(long.headers['x-content-type-options']).toBe('nosniff');
    expect(long.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);

    const broken = await as(
      t.app,
      cookie,
    )({
      method: 'PUT',
      url: path.replace(':key', '%E0%A4%A'),
      payload: { value: true },
    });
    expect(broken.statusCode).toBe(400);
    expectErrorEnvelope(broken, 'broken escape');
    expect(broken.json().error.code).toBe('bad_url');
  });
});

/**
 * Decision 0409: a whole number on the wire has one spelling. Every endpoint that takes an id (or
 * a position, a limit) in its path or query refuses every other spelling of a real value with 400
 * naming the parameter; every JSON body field that holds ids takes JSON integers only. Nothing is
 * written. The requests otherwise name the caller's own rows, so that a spelling let through
 * would reach them (and, on a mutation, change them).
 */
describe('whole numbers are written one way', () => {
  let t: TestApp;
  let learner: ReturnType<typeof keptSession>;
  let admin: ReturnType<typeof keptSession>;
  let learnerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    learner = keptSession(t.app, LEARNER);
    admin = keptSession(t.app, ADMIN);
    learnerId = await accountIdOf(t.database.db, LEARNER);
    const cookie = await learner.ensure();
    await admin.ensure();
    await switchEveryFlagOn(t.database.db, await accountIdOf(t.database.db, ADMIN));
    await keepQaSessionInProgress(t.app, t.database.db, cookie, learnerId);
    await keepSaAttempt(t.app, t.database.db, cookie, learnerId);
  });
  afterAll(() => t?.close());

  const takesWholeNumbers = Object.entries(allEndpoints).filter(
    ([, endpoint]) =>
      wholeNumberParameters(endpoint).length > 0 || wholeNumberBodyFields(endpoint).length > 0,
  );

  test('the suite finds the ids of paths, queries and bodies', () => {
    const names = new Set(
      takesWholeNumbers.flatMap(([, endpoint]) => [
        ...wholeNumberParameters(endpoint).map((p) => p.name),
        ...wholeNumberBodyFields(endpoint).map((f) => f.name),
      ]),
    );
    for (const name of [
      'userProductId',
      'qaSessionId',
      'attemptId',
      'ideaId',
      'accountId',
      'productId',
      'position',
      'secondsElapsed',
      'limit',
      'topicIds',
      'mocaLearningObjectives',
    ])
      expect(names, name).toContain(name);
  });

  test.each(takesWholeNumbers)(
    '%s: another spelling is refused with 400',
    async (name, endpoint) => {
      const me = { accountId: learnerId };
      const session = endpoint.access === 'signedIn' ? learner : admin;
      const cookie = await session.ensure();
      const own: RequestParts = (await idsOf(t.database.db, name, endpoint, me, me))(
        sampleRequest(endpoint),
      );
      const cases: { label: string; field: string; parts: RequestParts }[] = [];
      for (const { name: field, part } of wholeNumberParameters(endpoint)) {
        const value = own[part][field];
        const digits = typeof value === 'string' && /^[0-9]+$/.test(value) ? value : '1';
        for (const spelt of nonCanonicalSpellings(digits))
          cases.push({
            label: `${part} ${field} = ${JSON.stringify(spelt)}`,
            field,
            parts: { ...own, [part]: { ...own[part], [field]: spelt } },
          });
      }
      for (const { name: field, list } of wholeNumberBodyFields(endpoint)) {
        const body = own.body as Record<string, unknown>;
        const value = body[field];
        const id = typeof value === 'number' ? value : 1;
        const wrong = [true, String(id), ` ${id}`, id + 0.5, [id], { id }];
        for (const bad of list ? wrong.map((w) => [w]) : wrong)
          cases.push({
            label: `body ${field} = ${JSON.stringify(bad)}`,
            field,
            parts: { ...own, body: { ...body, [field]: bad } },
          });
      }

      const checksum = databaseChecksum(t.database.db);
      const before = await checksum.take();
      const problems: string[] = [];
      for (const { label, field, parts } of cases) {
        const response = await t.app.inject(
          toInject(endpoint as Endpoint, toWire(endpoint, parts, label), { cookie }),
        );
        const error = response.statusCode === 400 ? response.json().error : undefined;
        const named = Object.keys(error?.fields ?? {}).some(
          (key) => key === field || key.startsWith(`${field}.`),
        );
        if (error?.code !== 'validation_failed' || !named)
          problems.push(`${label}: answered ${response.statusCode} ${response.body.slice(0, 160)}`);
        else expectErrorEnvelope(response, label);
      }
      expect(problems).toEqual([]);
      expectNoChange(before, await checksum.take(), `${name}: non-canonical whole numbers`);
    },
  );
});
