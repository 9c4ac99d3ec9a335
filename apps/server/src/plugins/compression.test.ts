import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, createTestApp, JSON_HEADERS, signIn, type TestApp } from '../test/test-app';

/** Issue 23: JSON answers over 1 KiB go out compressed, as the browser accepts them. */
describe('compressed answers', () => {
  let t: TestApp;
  let call: ReturnType<typeof as>;
  const products = { method: 'GET', url: '/api/2.0/product/userproducts' } as const;

  beforeAll(async () => {
    t = await createTestApp();
    call = as(t.app, await signIn(t.app, 'learner@demo.test'));
  });
  afterAll(() => t.close());

  test('a large JSON answer is brotli-compressed for a browser that takes brotli', async () => {
    const plain = await call(products);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await call({ ...products, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  test('gzip for a client that takes only gzip', async () => {
    const gz = await call({ ...products, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).products.length).toBeGreaterThan(0);
  });

  test('a small answer goes out as it is: compressing it would cost more than it saves', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/2.0/environment/isProd',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
  });

  test('a compressed request body is not inflated: it is refused as malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/2.0/authentication/login',
      headers: { ...JSON_HEADERS, 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'learner@demo.test', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });
});
