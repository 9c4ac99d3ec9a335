import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the web app manifest (installable app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PRODUCT_NAME: 'StudyCo' } });
  });
  afterAll(() => t.close());

  test('[GLOBAL-03] it names the configured product, opens standalone at / and has an icon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toMatchObject({
      name: 'StudyCo',
      short_name: 'StudyCo',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });
});
