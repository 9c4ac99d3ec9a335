import { accountEndpoints, authEndpoints, navigationEndpoints } from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseChecksum } from '../test/db-checksum';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../test/test-app';
import { ADMIN } from './classification';
import { expectErrorEnvelope, expectNoChange } from './expectations';

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
