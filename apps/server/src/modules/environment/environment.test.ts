import { DEPLOYED_VERSION } from '@boardready/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('environment endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('[STATE-17] GET /api/2.0/environment/isProd returns a boolean', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/2.0/environment/isProd' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
  });

  test('[CONST-05] the deployed versions are all 2025.10.28.133139', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/2.0/environment/versions' });
    expect(response.json()).toEqual({
      legacyApiVersion: DEPLOYED_VERSION,
      microservicesVersion: DEPLOYED_VERSION,
      uiVersion: DEPLOYED_VERSION,
    });
    expect(DEPLOYED_VERSION).toBe('2025.10.28.133139');
  });

  test('config carries the brand strings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/2.0/environment/config' });
    expect(response.json()).toMatchObject({ productName: 'BoardReady', isProduction: false });
  });

  test('/healthz checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('an unknown API route is a 404 in the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/2.0/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'route_not_found', message: 'No endpoint GET /api/2.0/nothing-here.' },
    });
  });
});
