import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staticSpaPlugin } from './static-spa';

/** A built SPA as Vite leaves it: index.html, hashed assets and their .br/.gz copies. */
describe('the built SPA', () => {
  let root: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify('BoardReady '.repeat(300))});`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'spa-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    const asset = path.join(root, 'assets/index-abc123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    writeFileSync(
      path.join(root, 'login.html'),
      '<!doctype html><div id="root" data-prerendered=""><h1>Welcome to %BRAND_PRODUCT_NAME%</h1>' +
        '<a href="https://%BRAND_PUBLIC_HOST%/terms">Terms</a></div>',
    );
    app = Fastify({ logger: false });
    await app.register(staticSpaPlugin, {
      root,
      brand: {
        productName: 'Board <Ready> & Co',
        supportEmail: 'help@example.test',
        supportPhone: '555',
        publicHost: 'example.test',
      },
      sessionCookieName: 'br_session',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(cookie ? { cookie } : {}),
      },
    });

  test('a hashed asset goes out as the brotli copy when the browser accepts it', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  test('gzip when brotli is not accepted, the raw file when nothing is', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const raw = await get('/assets/index-abc123.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
  });

  test('hashed assets are cached for a year; index.html and deep links are never cached', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/dashboard', '/questions/IM/qa/1/overview']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  test('a visitor without a session lands on the drawn login page, brand filled in and escaped', async () => {
    const page = await get('/login?returnUrl=%2Fproducts', 'gzip, deflate, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<h1>Welcome to Board &lt;Ready&gt; &amp; Co</h1>');
    expect(html).toContain('href="https://example.test/terms"');
    expect(html).not.toContain('%BRAND_');
    const plain = await get('/login');
    expect(plain.body).toBe(html);
    // the file the build wrote, placeholders and all, is not served as it is
    const file = await get('/login.html');
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('%BRAND_');
  });

  test('a visitor with a session cookie gets the plain shell on /login (the app sends them on)', async () => {
    const page = await get('/login', 'br', 'theme=dark; br_session=abc');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toBe('<!doctype html><div id="root"></div>');
    const other = await get('/login', undefined, 'not_br_session=abc');
    expect(other.body).toContain('Welcome to');
  });

  test('an unknown /api/ path is a 404 in the error envelope, not the SPA', async () => {
    const response = await get('/api/2.0/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('route_not_found');
  });
});
