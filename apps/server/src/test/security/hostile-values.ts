import fc from 'fast-check';
import { BODY_LIMIT, withKey } from './contract-requests';

/**
 * The hostile material the fuzzer changes a valid request with: strings and keys that have broken
 * real systems, oversize and deep values, wrong types; where in a JSON value to put them; the
 * headers of another site's request and of requests that are not the SPA's fetch.
 */

/** Strings that have broken real systems: SQL, markup, paths, encodings, unicode, formats. */
export const HOSTILE_STRINGS = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '1 UNION SELECT password_hash FROM accounts',
  "%' AND 1=1 --",
  "\\'; --",
  '$1',
  // markup and templates
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
  '${7*7}',
  '<!--',
  ']]>',
  // paths
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '/etc/passwd%00.png',
  '....//....//',
  'file:///etc/passwd',
  '//evil.example/',
  // encodings and control characters
  '\u0000',
  'a\u0000b',
  '%00',
  '\r\nSet-Cookie: x=1',
  '\u001b[31m',
  '\b\f\v',
  // unicode
  '\u202Eevil',
  '\u200B',
  '\uFEFF',
  '\uD800',
  'x\uDFFFy',
  '👩‍⚕️🏥',
  '𝕏𝕐',
  'e\u0301\u0301\u0301\u0301',
  'İı',
  'ß',
  'ａｄｍｉｎ',
  '\u0085\u2028\u2029',
  // numbers as text
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  ' 1',
  '01',
  '+1',
  '1e1',
  '0x10',
  '１',
  '',
  ' ',
  // format strings and keys
  '%s%s%s%n',
  '{0}',
  '__proto__',
  'constructor',
  'prototype',
  'true',
  'null',
  'undefined',
];

/** Keys that pollute or confuse objects. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
  '$where',
  '',
];

export const hostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS))
      .map(([a, b]) => `valid${a}${b}`),
  },
);

/** Lengths past every limit the contracts set, up to well past any sane one. */
export function oversizeString(limit: number | undefined): fc.Arbitrary<string> {
  const lengths = [...new Set([(limit ?? 0) + 1, 1025, 4097, 65_537])];
  return fc
    .tuple(fc.constantFrom(...lengths), fc.constantFrom('a', 'é', '😀', "'", '<'))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));
}

function deepNesting(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

// Built once: the hostile arbitraries are rebuilt for every valid request they start from.
export const LONG_ARRAY = Array.from({ length: 2000 }, () => 'x');
export const DEEP_VALUE = deepNesting(2000);
export const DEEP_JSON = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
export const HUGE_PAYLOAD = JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT) });

export const wrongTyped = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, true, false, null, [], {}, ''),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  hostileString,
);

export type Path = (string | number)[];

/** Every node of a JSON value: the root, then each property and element, depth first. */
export function pathsOf(value: unknown, at: Path = []): Path[] {
  const here: Path[] = [at];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) here.push(...pathsOf(v, [...at, i]));
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) here.push(...pathsOf(v, [...at, k]));
  return here;
}

export function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) withKey(out, k, copy(v));
    return out;
  }
  return value;
}

/** A copy of `value` with the node at `path` replaced (or removed when `next` is REMOVE). */
export const REMOVE = Symbol('remove');
export function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next === REMOVE ? undefined : next;
  const root = copy(value) as Record<string | number, unknown>;
  let node = root;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (next === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else if (Array.isArray(node)) node[Number(last)] = next;
  else withKey(node, String(last), next);
  return root;
}

export const describePath = (path: Path) => (path.length ? path.join('.') : '(root)');

/** What a browser sends with another site's request, from browsers with Fetch Metadata or without. */
export const FROM_ANOTHER_SITE: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  { referer: 'https://evil.example/page.html' },
  { referer: 'http://localhost.evil.example/' },
  { origin: 'https://evil.example', referer: 'https://evil.example/' },
];

/** Requests from this host that are not the SPA's fetch: only a GET that writes refuses them. */
export const NOT_THE_SPAS_FETCH: Record<string, string>[] = [
  { 'sec-fetch-site': 'same-site' },
  { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
];

export function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    value,
  );
}

export function isObjectAt(value: unknown, path: Path): boolean {
  const node = at(value, path);
  return !!node && typeof node === 'object' && !Array.isArray(node);
}

export function mapStrings(value: unknown, next: () => string): unknown {
  if (typeof value === 'string') return next();
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, next));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) withKey(out, k, mapStrings(v, next));
    return out;
  }
  return value;
}
