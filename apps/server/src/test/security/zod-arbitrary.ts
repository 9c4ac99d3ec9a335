import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries built from zod schemas, so that the security suite derives its inputs
 * from the contracts instead of hand-written samples. `validArbitrary` yields values the schema
 * accepts (every value is checked with the schema itself, so refinements are respected);
 * `schemaKeys` lists the property names a schema knows, for the fuzzer's key mutations.
 *
 * A schema kind this walker does not know fails loudly (UnsupportedSchemaError): extend the
 * walker rather than skipping the endpoint.
 */

/** Where a value travels: JSON bodies keep types; path and query values are always text. */
export type Carrier = 'json' | 'text';

export class UnsupportedSchemaError extends Error {}

interface Check {
  _zod: {
    def: {
      check: string;
      minimum?: number;
      maximum?: number;
      length?: number;
      value?: number;
      inclusive?: boolean;
      format?: string;
      pattern?: RegExp;
    };
  };
}

interface Def {
  type: string;
  checks?: Check[];
  coerce?: boolean;
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

export function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checkDefs(def: Def) {
  return (def.checks ?? []).map((c) => c._zod.def);
}

/** Length bounds of a string or array schema. */
function lengthBounds(def: Def): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const c of checkDefs(def)) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined)
      max = Math.min(max ?? c.maximum, c.maximum);
    if (c.check === 'length_equals' && c.length !== undefined) {
      min = c.length;
      max = c.length;
    }
  }
  return { min, max };
}

/** The largest length any string or array in the schema may have (for the oversize mutations). */
export function maxLengthIn(schema: z.ZodType): number | undefined {
  const def = defOf(schema);
  const own = def.type === 'string' || def.type === 'array' ? lengthBounds(def).max : undefined;
  const inner = children(def).map(maxLengthIn);
  const all = [own, ...inner].filter((n): n is number => n !== undefined);
  return all.length ? Math.max(...all) : undefined;
}

function children(def: Def): z.ZodType[] {
  return [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...[def.innerType, def.in, def.out, def.element, def.keyType, def.valueType].filter(
      (s): s is z.ZodType => s !== undefined,
    ),
  ];
}

/** Every property name the schema knows, nested ones included. */
export function schemaKeys(schema: z.ZodType): string[] {
  const keys = new Set<string>();
  const walk = (s: z.ZodType) => {
    const def = defOf(s);
    for (const key of Object.keys(def.shape ?? {})) keys.add(key);
    for (const child of children(def)) walk(child);
  };
  walk(schema);
  return [...keys];
}

const EMAIL = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/),
    fc.stringMatching(/^[a-z]{1,10}$/),
    fc.constantFrom('test', 'example', 'invalid'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(def);
  const formats = [
    def.format,
    ...checkDefs(def)
      .filter((c) => c.check === 'string_format')
      .map((c) => c.format),
  ].filter(Boolean);
  const format = formats[0];
  const pattern = def.pattern ?? checkDefs(def).find((c) => c.pattern)?.pattern;
  switch (format) {
    case undefined:
      // Short unless the schema asks for more; any unicode, whitespace included.
      return fc.string({
        minLength: min,
        maxLength: Math.min(max ?? min + 24, min + 24),
        unit: fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJK0123456789'),
          },
          { weight: 1, arbitrary: fc.constantFrom(' ', '-', "'", '.', 'é', 'ß', '中', '😀') },
        ),
      });
    case 'email':
      return EMAIL;
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'regex':
      if (pattern) return fc.stringMatching(pattern);
      break;
  }
  throw new UnsupportedSchemaError(`no generator for string format '${format}'`);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min: number | undefined;
  let max: number | undefined;
  let integer = false;
  for (const c of checkDefs(def)) {
    if (c.check === 'greater_than' && c.value !== undefined)
      min = c.inclusive ? c.value : c.value + (integer ? 1 : 1e-9);
    if (c.check === 'less_than' && c.value !== undefined)
      max = c.inclusive ? c.value : c.value - (integer ? 1 : 1e-9);
    if (c.check === 'number_format' && c.format !== 'float32' && c.format !== 'float64')
      integer = true;
  }
  if (integer) {
    // Exclusive bounds were nudged by a fraction before `integer` was known: round inward.
    const lo = Math.ceil(min ?? -1_000_000);
    const hi = Math.floor(max ?? 1_000_000);
    // Small values most of the time: ids and limits live there.
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 100) }) },
      { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
    );
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts, as they would arrive by the given carrier. */
export function validArbitrary(
  schema: z.ZodType,
  carrier: Carrier = 'json',
): fc.Arbitrary<unknown> {
  return build(schema, carrier).filter((value) => schema.safeParse(value).success);
}

function build(schema: z.ZodType, carrier: Carrier): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const asText = <T>(arb: fc.Arbitrary<T>) =>
    carrier === 'text' ? arb.map((v) => String(v)) : arb;
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return asText(numberArbitrary(def));
    case 'boolean':
      return asText(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return asText(fc.constantFrom(...(def.values ?? [])));
    case 'any':
    case 'unknown':
      return carrier === 'text' ? fc.string() : fc.jsonValue();
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return build(def.innerType!, carrier);
    case 'nullable':
      return fc.oneof(build(def.innerType!, carrier), fc.constant(null));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => build(o, carrier)));
    case 'pipe':
      // A transform's input is what travels; otherwise the output's stricter shape does.
      return defOf(def.out!).type === 'transform'
        ? build(def.in!, carrier)
        : build(def.out!, carrier).filter((v) => def.in!.safeParse(v).success);
    case 'array': {
      const { min, max } = lengthBounds(def);
      return fc.array(build(def.element!, carrier), {
        minLength: min,
        maxLength: Math.min(max ?? min + 3, min + 3),
      });
    }
    case 'record':
      return fc.dictionary(
        build(def.keyType!, 'text') as fc.Arbitrary<string>,
        build(def.valueType!, carrier),
        { maxKeys: 3 },
      );
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((key) => {
        const type = defOf(shape[key]!).type;
        return type !== 'optional' && type !== 'default' && type !== 'prefault';
      });
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, build(value, carrier)]),
      );
      return fc.record(fields, { requiredKeys: required });
    }
  }
  throw new UnsupportedSchemaError(`no generator for zod type '${def.type}'`);
}
