import { allEndpoints, idParam, navigationEndpoints } from '@boardready/contracts';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { toWire, validRequestArbitrary, verdict } from './contract-requests';
import { hostileRequestArbitrary } from './hostile-requests';
import { UnsupportedSchemaError, validArbitrary } from './zod-arbitrary';

describe('inputs generated from the contracts', () => {
  test.each(Object.entries(allEndpoints))(
    '%s: valid requests pass its own contract',
    (_name, endpoint) => {
      for (const parts of fc.sample(validRequestArbitrary(endpoint), 30)) {
        expect(verdict(endpoint, toWire(endpoint, parts))).toEqual({ refused: false });
      }
    },
  );

  test('ids travel as text in paths and still parse', () => {
    const ids = fc.sample(validArbitrary(z.object({ id: idParam }), 'text'), 50) as {
      id: string;
    }[];
    for (const { id } of ids) expect(id).toMatch(/^[1-9][0-9]*$/);
  });

  test('formats and refinements are honoured', () => {
    const schema = z.object({
      email: z.email(),
      when: z.iso.datetime(),
      code: z.string().regex(/^[A-Z]{3}-\d{2}$/),
      name: z
        .string()
        .trim()
        .min(2)
        .max(5)
        .refine((s) => s !== 'admin'),
      tags: z
        .array(z.enum(['a', 'b']))
        .min(1)
        .max(2),
      n: z.number().int().min(10).max(12).nullable().optional(),
    });
    for (const value of fc.sample(validArbitrary(schema), 50)) {
      expect(schema.safeParse(value).success).toBe(true);
    }
  });

  test('a schema kind it does not know fails loudly instead of skipping the endpoint', () => {
    expect(() => validArbitrary(z.bigint())).toThrow(UnsupportedSchemaError);
    expect(() => validArbitrary(z.string().check(z.cuid2()))).toThrow(UnsupportedSchemaError);
  });

  test('hostile requests cover every kind of change, and the contract refuses most', () => {
    const endpoint = navigationEndpoints.setFeatureFlag;
    const cases = fc.sample(hostileRequestArbitrary(endpoint), 400);
    const kinds = new Set(cases.map((c) => c.mutation.split(/[ =:]/)[0]));
    for (const kind of [
      'param',
      'query',
      'body',
      'oversize',
      'raw',
      'sent',
      'from',
      'hostile',
      'a',
    ])
      expect(kinds).toContain(kind);
    const refused = cases.filter((c) => verdict(endpoint, c).refused).length;
    expect(refused).toBeGreaterThan(cases.length * 0.6);
  });
});
