import { describe, expect, test } from 'vitest';
import {
  allEndpoints,
  applicationType,
  buildPath,
  isCommonPassword,
  newPassword,
  productSpecialty,
  specialty,
} from './index';

describe('contracts', () => {
  test("[CONST-04] every API path uses one of the versions '1.0', '2.0', '3.0'", () => {
    const versions = new Set(
      Object.values(allEndpoints).map((e) => /^\/api\/(\d\.\d)\//.exec(e.path)?.[1]),
    );
    expect([...versions].every((v) => v === '1.0' || v === '2.0' || v === '3.0')).toBe(true);
  });

  test('[CONST-01] the audience specialties are IM, PEDS and MS; a specialty value is IM, PEDS, MS or NONE', () => {
    expect(productSpecialty.options).toEqual(['IM', 'PEDS', 'MS']);
    expect(specialty.options).toEqual(['IM', 'PEDS', 'MS', 'NONE']);
    for (const value of ['im', 'Peds', 'MED', '', 'NONE ']) {
      expect(specialty.safeParse(value).success, value).toBe(false);
    }
    // NONE is a value a specialty may take, but no product is for it.
    expect(productSpecialty.safeParse('NONE').success).toBe(false);
  });

  test('each endpoint is declared once (method + path)', () => {
    const keys = Object.values(allEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('every endpoint flagged idempotent is a write of a signed-in account (decision 1704)', () => {
    const flagged = Object.values(allEndpoints).filter((e) => e.idempotent);
    expect(flagged.length).toBeGreaterThan(0);
    for (const e of flagged) {
      expect(e.method, `${e.method} ${e.path}`).not.toBe('GET');
      // the key is kept per account: an endpoint without one has nobody to keep it for
      expect(e.access, `${e.method} ${e.path}`).not.toBe('public');
      expect(e.upload, `${e.method} ${e.path}`).toBeUndefined();
    }
  });

  test('buildPath fills and encodes parameters, and refuses a missing one', () => {
    expect(buildPath('/api/2.0/qa/session/:id', { id: 'a/b' })).toBe('/api/2.0/qa/session/a%2Fb');
    expect(() => buildPath('/api/2.0/qa/session/:id', {})).toThrow('Missing path parameter id');
  });

  test('new passwords: 12 to 128 characters, not a common one', () => {
    expect(newPassword.safeParse('short').success).toBe(false);
    expect(newPassword.safeParse('x'.repeat(129)).success).toBe(false);
    expect(newPassword.safeParse('password1234').success).toBe(false);
    expect(isCommonPassword('PASSWORD1234')).toBe(true);
    expect(newPassword.safeParse('a long and quiet evening').success).toBe(true);
  });
});

describe('generated routes', () => {
  test('routes.gen.ts and routes/*.gen.ts are in step with the contracts (run npm run contracts:routes)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { renderRoutes } = await import('../scripts/generate-routes');
    const expected = renderRoutes();
    const onDisk = readdirSync(new URL('./routes/', import.meta.url)).map((f) => `routes/${f}`);
    expect(onDisk.sort()).toEqual(
      Object.keys(expected)
        .filter((f) => f !== 'routes.gen.ts')
        .sort(),
    );
    for (const [file, text] of Object.entries(expected))
      expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'), file).toBe(text);
  });
});

describe('application types', () => {
  test("[QA-03] the spec's application types onlineBookCore, qa, fc and qa_sa are all known", () => {
    for (const type of ['onlineBookCore', 'qa', 'fc', 'qa_sa'])
      expect(applicationType.safeParse(type).success).toBe(true);
    expect(applicationType.safeParse('flashcards').success).toBe(false);
  });
});
