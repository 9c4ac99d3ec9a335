import { authEndpoints, type Endpoint } from '@boardready/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { countRows } from '../../test/db-helpers';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

/** Every mutating auth endpoint; the signed-in ones are called with a session. */
const ENDPOINTS: { name: string; endpoint: Endpoint; signedIn: boolean; fields: string[] }[] = [
  { name: 'login', endpoint: authEndpoints.login, signedIn: false, fields: ['email', 'password'] },
  {
    name: 'register',
    endpoint: authEndpoints.register,
    signedIn: false,
    fields: ['email', 'firstName', 'lastName', 'password'],
  },
  {
    name: 'reset request',
    endpoint: authEndpoints.resetRequest,
    signedIn: false,
    fields: ['email'],
  },
  {
    name: 'reset confirm',
    endpoint: authEndpoints.resetConfirm,
    signedIn: false,
    fields: ['password', 'token'],
  },
  // Signed in, so a refused call is seen not to sign out.
  { name: 'logout', endpoint: authEndpoints.logout, signedIn: true, fields: [] },
  { name: '3.0 auth step', endpoint: authEndpoints.api3Auth, signedIn: true, fields: [] },
];

interface Case {
  why: string;
  headers?: Record<string, string>;
  payload: string;
  status: number;
  code: string;
  /** only for endpoints that take a body */
  bodyOnly?: boolean;
  /** the fields the error must name; 'all' = every field of the endpoint */
  fields?: 'all';
}

const JSON_TYPE = { 'content-type': 'application/json' };
const valuesOf = (fields: string[], value: unknown) =>
  JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));

function cases(fields: string[]): Case[] {
  const validish = JSON.stringify(
    Object.fromEntries(
      fields.map((f) => [f, f === 'email' ? 'learner@demo.test' : 'x'.repeat(20)]),
    ),
  );
  /** A well-formed call from another site: refused before it is read. */
  const crossSite = (why: string, headers: Record<string, string>): Case => ({
    why,
    headers: { ...JSON_TYPE, ...headers },
    payload: validish,
    status: 403,
    code: 'cross_origin',
  });
  return [
    { why: 'malformed JSON', payload: '{"email": ', status: 400, code: 'invalid_json' },
    { why: 'JSON with trailing garbage', payload: '{} x', status: 400, code: 'invalid_json' },
    { why: 'a lone quote', payload: '"', status: 400, code: 'invalid_json' },
    {
      why: 'a __proto__ key',
      payload: '{"__proto__":{"x":1}}',
      status: 400,
      code: 'invalid_json',
    },
    {
      why: 'a __proto__ key beside valid fields',
      payload: `${validish.slice(0, -1)}${fields.length ? ',' : ''}"__proto__":{"isAdmin":true}}`,
      status: 400,
      code: 'invalid_json',
    },
    {
      why: 'a constructor.prototype key',
      payload: '{"constructor":{"prototype":{"x":1}}}',
      status: 400,
      code: 'invalid_json',
    },
    {
      why: 'null as the body',
      payload: 'null',
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
    },
    {
      why: 'an array as the body',
      payload: '[]',
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
    },
    {
      why: 'a number as the body',
      payload: '42',
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
    },
    {
      why: 'a string as the body',
      payload: '"hello"',
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
    },
    {
      why: 'numbers for every field',
      payload: valuesOf(fields, 12345678901234),
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
      fields: 'all',
    },
    {
      why: 'arrays for every field',
      payload: valuesOf(fields, ['learner@demo.test']),
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
      fields: 'all',
    },
    {
      why: 'null for every field',
      payload: valuesOf(fields, null),
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
      fields: 'all',
    },
    {
      why: 'objects for every field',
      payload: valuesOf(fields, { $ne: '' }),
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
      fields: 'all',
    },
    {
      why: 'every field missing',
      payload: '{}',
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
      fields: 'all',
    },
    {
      why: 'no body at all',
      payload: '',
      status: 400,
      code: 'validation_failed',
      bodyOnly: true,
    },
    {
      why: 'a body over 1 MiB',
      payload: JSON.stringify({ email: 'a'.repeat(1024 * 1024) }),
      status: 413,
      code: 'body_too_large',
    },
    {
      why: 'Content-Type text/plain',
      headers: { 'content-type': 'text/plain' },
      payload: validish,
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      why: 'a form post',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=learner%40demo.test&password=x',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      why: 'a multipart form post',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--\r\n',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      why: 'a body without Content-Type',
      headers: { 'content-type': '' },
      payload: validish,
      status: 415,
      code: 'unsupported_media_type',
    },
    crossSite('an Origin of another site', { origin: 'https://evil.example' }),
    crossSite('an Origin of the same host name on another port', {
      origin: 'http://localhost:8666',
    }),
    crossSite('Origin null (a sandboxed frame)', { origin: 'null' }),
    crossSite('a malformed Origin', { origin: 'not a url' }),
    crossSite('Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }),
  ];
}

function expectEnvelope(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toEqual({
    code: expect.stringMatching(/^[a-z0-9_]+$/),
    message: expect.any(String),
    ...(body.error.fields ? { fields: expect.any(Object) } : {}),
  });
  expect(body.error.message.length).toBeGreaterThan(5);
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

describe('bad input to the mutating auth endpoints', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // One same-origin case comes through a proxy: light-my-request's peer (127.0.0.1) is it.
    // (A proxy nobody named is not believed: test/security/forwarded-headers.test.ts.)
    t = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' } });
    cookie = await signIn(t.app, 'learner@demo.test');
  });
  afterAll(() => t.close());

  const table = ENDPOINTS.flatMap((e) =>
    cases(e.fields)
      .filter((c) => !c.bodyOnly || e.endpoint.body)
      .map((c) => [`${e.name}: ${c.why}`, c.status, c.code, { ...c, endpoint: e }] as const),
  );

  test.each(table)('%s → %i %s, nothing written', async (_label, _status, _code, c) => {
    const { endpoint, signedIn, fields } = c.endpoint;
    const before = await countRows(t.database.db);
    const headers: Record<string, string> = { ...JSON_TYPE, ...c.headers };
    if (headers['content-type'] === '') delete headers['content-type'];
    if (signedIn) headers.cookie = cookie;
    const options: InjectOptions = {
      method: endpoint.method,
      url: endpoint.path,
      headers,
      payload: c.payload,
    };
    const response = await t.app.inject(options);

    const error = expectEnvelope(response);
    expect(response.statusCode).toBe(c.status);
    expect(error.code).toBe(c.code);
    if (c.fields === 'all') {
      expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort());
    }
    if (c.code === 'validation_failed') expect(error.fields).toBeDefined();
    expect(response.cookies.filter((k) => k.value !== '')).toEqual([]);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  test('the session used above is still signed in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: authEndpoints.current.path,
      headers: { cookie },
    });
    expect(response.json().isLoggedIn).toBe(true);
  });

  test.each([
    ['POST', '/api/2.0/authentication/nope'],
    ['POST', '/api/9.9/authentication/login'],
    ['GET', '/api/2.0/authentication/nothing-here'],
    ['DELETE', authEndpoints.login.path],
    ['PUT', authEndpoints.register.path],
    ['GET', authEndpoints.resetConfirm.path],
  ])('an unknown route (%s %s) → 404 route_not_found', async (method, url) => {
    const before = await countRows(t.database.db);
    const response = await t.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: JSON_TYPE,
      ...(method === 'GET' ? {} : { payload: '{}' }),
    });
    const error = expectEnvelope(response);
    expect(response.statusCode).toBe(404);
    expect(error.code).toBe('route_not_found');
    expect(await countRows(t.database.db)).toEqual(before);
  });

  test('a validation message names the field and says what to do', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authEndpoints.login.path,
      headers: JSON_TYPE,
      payload: { email: 'not-an-email', password: 'whatever' },
    });
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'email: Enter a valid e-mail address.',
        fields: { email: 'Enter a valid e-mail address.' },
      },
    });
  });

  test.each([
    ['the browser form', { origin: 'http://localhost', host: 'localhost' }],
    ['an explicit default port', { origin: 'http://localhost', host: 'localhost:80' }],
    ['another case', { origin: 'http://LocalHost:3000', host: 'localhost:3000' }],
    ['a proxy', { origin: 'https://boardready.example', 'x-forwarded-host': 'boardready.example' }],
  ])('a same-origin call passes the Origin check (%s)', async (_why, headers) => {
    const response = await t.app.inject({
      method: 'POST',
      url: authEndpoints.login.path,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload: JSON.stringify({ email: 'peds@demo.test', password: 'demo-password' }),
    });
    expect(response.statusCode).toBe(200);
  });
});
