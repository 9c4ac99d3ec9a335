import { type Endpoint, getWrites } from '@boardready/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import secureJson from 'secure-json-parse';
import type { z } from 'zod';
import { findBadText } from '../../plugins/security';
import { defOf, maxLengthIn, schemaKeys, validArbitrary } from './zod-arbitrary';

/**
 * Requests built from an endpoint's contract: valid ones (for the rights matrix) and hostile ones
 * (for the fuzzer), plus the contract's own verdict on a request, computed the way the server
 * parses it, so that the fuzzer knows which requests must be refused.
 */

export type QueryValue = string | string[];

export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, QueryValue>;
  /** undefined: no body */
  body: unknown;
}

export interface WireRequest {
  method: Endpoint['method'];
  params: Record<string, string>;
  query: Record<string, QueryValue>;
  /** the raw body text; undefined sends none */
  payload: string | undefined;
  contentType: string;
  origin?: string;
  /**
   * Headers by which a browser says where a request comes from (Origin, Referer, Sec-Fetch-*),
   * set only as another site's request (or a navigation, or an <img>) carries them.
   */
  siteHeaders?: Record<string, string>;
  /** what the fuzzer did to a valid request, for failure messages */
  mutation: string;
}

/** The server's limits the verdict has to know (apps/server/src/app.ts). */
export const BODY_LIMIT = 1024 * 1024;
export const MAX_PARAM_LENGTH = 200;

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

/** Valid params, query and body for an endpoint, straight from its schemas. */
export function validRequestArbitrary(endpoint: Endpoint): fc.Arbitrary<RequestParts> {
  const none = fc.constant(undefined);
  return fc
    .record({
      params: endpoint.params ? validArbitrary(endpoint.params, 'text') : fc.constant({}),
      query: endpoint.query ? validArbitrary(endpoint.query, 'text') : fc.constant({}),
      body: endpoint.body ? validArbitrary(endpoint.body, 'json') : none,
    })
    .map((parts) => parts as RequestParts);
}

export function toWire(endpoint: Endpoint, parts: RequestParts, mutation = 'valid'): WireRequest {
  return {
    method: endpoint.method,
    params: parts.params,
    query: parts.query,
    payload: parts.body === undefined ? undefined : JSON.stringify(parts.body),
    contentType: 'application/json',
    mutation,
  };
}

// ---------------------------------------------------------------------------------------------
// Encoding, as a browser or curl would send it, and decoding, as the server reads it.

/** Percent-encodes as UTF-8; lone surrogates become U+FFFD first, as any client sends them. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(received(value));
  }
}

/** What the server decodes from an encoded value. */
function received(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}

export function urlOf(path: string, request: Pick<WireRequest, 'params' | 'query'>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encode(request.params[name] ?? ''),
  );
  const pairs = Object.entries(request.query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${encode(v)}`),
  );
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}

export function toInject(
  endpoint: Endpoint,
  request: WireRequest,
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method: request.method,
    url: urlOf(endpoint.path, request),
    headers: {
      'content-type': request.contentType,
      ...(request.origin ? { origin: request.origin } : {}),
      ...request.siteHeaders,
      ...headers,
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

/** Object whose own keys may include __proto__ (as a parsed JSON or query string gives). */
function withKey<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

function receivedQuery(query: Record<string, QueryValue>): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    withKey(out, received(key), Array.isArray(value) ? value.map(received) : received(value));
  }
  return out;
}

export type Verdict =
  /** the contract refuses it: the server must answer 4xx and write nothing */
  | { refused: true; why: string }
  /** the contract accepts it: the service decides */
  | { refused: false };

/** The contract's verdict on a request, reached the way the server parses and validates it. */
export function verdict(endpoint: Endpoint, request: WireRequest): Verdict {
  const mutating = MUTATING.has(request.method);
  const payload = request.payload;
  const hasBody = payload !== undefined && Buffer.byteLength(payload) > 0;
  if (mutating && request.origin) return { refused: true, why: 'cross-site origin' };
  if ((mutating || getWrites(endpoint)) && request.siteHeaders)
    return { refused: true, why: 'from another site, or not the SPA’s own fetch' };
  if (hasBody && !request.contentType.toLowerCase().startsWith('application/json'))
    return { refused: true, why: 'not JSON' };
  if (hasBody && Buffer.byteLength(payload) > BODY_LIMIT)
    return { refused: true, why: 'too large' };
  const texts = [...Object.values(request.params), ...Object.entries(request.query).flat(2)];
  if (texts.some((text) => received(text).includes('\u0000')))
    return { refused: true, why: 'NUL in the address' };
  for (const name of pathParamNames(endpoint.path)) {
    if (encode(request.params[name] ?? '').length > MAX_PARAM_LENGTH)
      return { refused: true, why: 'path parameter too long to route' };
  }
  if (endpoint.params) {
    const params = Object.fromEntries(
      Object.entries(request.params).map(([k, v]) => [k, received(v)]),
    );
    if (!endpoint.params.safeParse(params).success) return { refused: true, why: 'params' };
  }
  if (endpoint.query && !endpoint.query.safeParse(receivedQuery(request.query)).success)
    return { refused: true, why: 'query' };
  if (mutating) {
    let body: unknown;
    if (payload !== undefined && payload.trim() !== '') {
      try {
        body = secureJson.parse(payload, undefined, {
          protoAction: 'error',
          constructorAction: 'error',
        });
      } catch {
        return { refused: true, why: 'malformed or polluting JSON' };
      }
      const bad = findBadText(body);
      if (bad)
        return { refused: true, why: `${bad === 'nul' ? 'NUL' : 'a lone surrogate'} in the body` };
    }
    if (endpoint.body && !endpoint.body.safeParse(body).success)
      return { refused: true, why: 'body' };
  }
  return { refused: false };
}

// ---------------------------------------------------------------------------------------------
// Whole numbers: one spelling on the wire (decision 0409).

/** The fields of an object schema (path params, query, body), one level deep. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  let def = defOf(schema);
  while (def.type === 'pipe' || def.type === 'optional' || def.type === 'default')
    def = defOf((def.in ?? def.innerType)!);
  return def.shape ?? {};
}

/**
 * The path and query parameters of an endpoint that are whole numbers (ids, positions, limits):
 * those whose schema reads the text '1' or '0' as a number.
 */
export function wholeNumberParameters(
  endpoint: Endpoint,
): { name: string; part: 'params' | 'query' }[] {
  const found: { name: string; part: 'params' | 'query' }[] = [];
  for (const part of ['params', 'query'] as const)
    for (const [name, schema] of Object.entries(shapeOf(endpoint[part])))
      if (['1', '0'].some((text) => typeof schema.safeParse(text).data === 'number'))
        found.push({ name, part });
  return found;
}

/** A schema without its optional, default and nullable wrappers. */
function unwrapped(schema: z.ZodType) {
  let def = defOf(schema);
  while (['optional', 'default', 'prefault', 'nullable'].includes(def.type))
    def = defOf(def.innerType!);
  return def;
}

/** A JSON number schema that takes integers only. */
function isWholeNumber(schema: z.ZodType): boolean {
  const def = unwrapped(schema);
  return (
    def.type === 'number' &&
    (def.checks ?? []).some(
      (c) => c._zod.def.check === 'number_format' && c._zod.def.format === 'safeint',
    )
  );
}

/** The body fields of an endpoint that hold a whole number, or a list of them (ids and counts). */
export function wholeNumberBodyFields(endpoint: Endpoint): { name: string; list: boolean }[] {
  return Object.entries(shapeOf(endpoint.body)).flatMap(([name, schema]) => {
    const def = unwrapped(schema);
    const list = def.type === 'array' && isWholeNumber(def.element!);
    return list || isWholeNumber(schema) ? [{ name, list }] : [];
  });
}

const FULLWIDTH_ZERO = 0xff10;
const ARABIC_INDIC_ZERO = 0x0660;
const inDigits = (text: string, zero: number) =>
  [...text].map((d) => String.fromCharCode(zero + Number(d))).join('');

/**
 * Other spellings of the whole number written `digits` (canonical), each of which a lax reading
 * (Number, parseInt, a database cast) takes for the same or a nearby number. The API refuses
 * every one with 400.
 */
export function nonCanonicalSpellings(digits: string): string[] {
  const n = Number(digits);
  return [
    ` ${digits}`,
    `${digits} `,
    `\t${digits}`,
    `${digits}\n`,
    `0${digits}`,
    `+${digits}`,
    `-${digits}`,
    `${digits}.0`,
    `${digits}.`,
    `${digits}e0`,
    `${digits}x`,
    `${digits[0]}_${digits.slice(1) || '0'}`,
    `0x${n.toString(16)}`,
    `0o${n.toString(8)}`,
    `0b${n.toString(2)}`,
    inDigits(digits, FULLWIDTH_ZERO),
    inDigits(digits, ARABIC_INDIC_ZERO),
  ];
}

// ---------------------------------------------------------------------------------------------
// Hostile input.

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

const hostileString = fc.oneof(
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
function oversizeString(limit: number | undefined): fc.Arbitrary<string> {
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
const LONG_ARRAY = Array.from({ length: 2000 }, () => 'x');
const DEEP_VALUE = deepNesting(2000);
const DEEP_JSON = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const HUGE_PAYLOAD = JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT) });

const wrongTyped = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, true, false, null, [], {}, ''),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  hostileString,
);

type Path = (string | number)[];

/** Every node of a JSON value: the root, then each property and element, depth first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const here: Path[] = [at];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) here.push(...pathsOf(v, [...at, i]));
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) here.push(...pathsOf(v, [...at, k]));
  return here;
}

function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) withKey(out, k, copy(v));
    return out;
  }
  return value;
}

/** A copy of `value` with the node at `path` replaced (or removed when `next` is REMOVE). */
const REMOVE = Symbol('remove');
function replaced(value: unknown, path: Path, next: unknown): unknown {
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

const describePath = (path: Path) => (path.length ? path.join('.') : '(root)');

/** What a browser sends with another site's request, from browsers with Fetch Metadata or without. */
const FROM_ANOTHER_SITE: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  { referer: 'https://evil.example/page.html' },
  { referer: 'http://localhost.evil.example/' },
  { origin: 'https://evil.example', referer: 'https://evil.example/' },
];

/** Requests from this host that are not the SPA's fetch: only a GET that writes refuses them. */
const NOT_THE_SPAS_FETCH: Record<string, string>[] = [
  { 'sec-fetch-site': 'same-site' },
  { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
];

/** Requests with one hostile change to a valid one, for every part the endpoint reads. */
/**
 * `own`, when given, rewrites a valid request to name the caller's own rows (its ids); it is used
 * for two requests in three, so that the hostile changes also reach the code behind the owner
 * check, not only its 404.
 */
export function hostileRequestArbitrary(
  endpoint: Endpoint,
  own?: (valid: RequestParts) => RequestParts,
): fc.Arbitrary<WireRequest> {
  const mutating = MUTATING.has(endpoint.method);
  const params = pathParamNames(endpoint.path);
  const bodyKeys = endpoint.body ? schemaKeys(endpoint.body) : [];
  const queryKeys = endpoint.query ? schemaKeys(endpoint.query) : [];
  const bodyLimit = endpoint.body ? maxLengthIn(endpoint.body) : undefined;
  const queryLimit = endpoint.query ? maxLengthIn(endpoint.query) : undefined;
  const wholeNumbers = wholeNumberParameters(endpoint);

  const valid = validRequestArbitrary(endpoint);
  const bases = own
    ? fc.oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: valid.map(own) })
    : valid;
  return bases.chain((valid) => {
    const base = toWire(endpoint, valid);
    const mutations: fc.WeightedArbitrary<WireRequest>[] = [];
    const add = (weight: number, arbitrary: fc.Arbitrary<WireRequest>) =>
      mutations.push({ weight, arbitrary });

    // Path parameters: wrong, hostile or oversize text in each.
    if (params.length) {
      add(
        4,
        fc
          .tuple(
            fc.constantFrom(...params),
            fc.oneof(hostileString, oversizeString(MAX_PARAM_LENGTH - 1)),
          )
          // A bare '.' or '..' segment is resolved away by any URL parser before it is sent.
          .filter(([, value]) => !/^\.{1,2}$/.test(value))
          .map(([name, value]) => ({
            ...base,
            params: { ...base.params, [name]: value },
            mutation: `param ${name} = ${JSON.stringify(value.slice(0, 60))}`,
          })),
      );
    }

    // A whole number (an id, a position, a limit) spelt another way: the same number to a lax
    // parser, refused by the contract.
    const spelt = wholeNumbers
      .map(({ name, part }) => ({ name, part, value: base[part][name] }))
      .filter((field): field is typeof field & { value: string } =>
        /^[0-9]+$/.test(String(field.value ?? '')),
      );
    if (spelt.length) {
      add(
        2,
        fc
          .constantFrom(...spelt)
          .chain((field) =>
            fc
              .constantFrom(...nonCanonicalSpellings(field.value))
              .map((value) => ({ ...field, value })),
          )
          .map(({ name, part, value }) => ({
            ...base,
            [part]: { ...base[part], [name]: value },
            mutation: `${part === 'params' ? 'param' : 'query'} ${name} = ${JSON.stringify(value)} (spelt another way)`,
          })),
      );
    }

    // Query: hostile, wrong, oversize, repeated, polluting or missing keys.
    const queryKeyArb = fc.oneof(
      fc.constantFrom(...(queryKeys.length ? queryKeys : ['q'])),
      fc.constantFrom(...HOSTILE_KEYS.filter(Boolean)),
    );
    add(
      mutating ? 2 : 5,
      fc
        .tuple(
          queryKeyArb,
          fc.oneof(
            hostileString,
            oversizeString(queryLimit),
            fc.array(hostileString, { minLength: 2, maxLength: 3 }),
          ),
        )
        .map(([key, value]) => ({
          ...base,
          query: withKey({ ...base.query }, key, value),
          mutation: `query ${key} = ${JSON.stringify(value).slice(0, 60)}`,
        })),
    );
    if (Object.keys(base.query).length) {
      add(
        1,
        fc.constantFrom(...Object.keys(base.query)).map((key) => {
          const query = { ...base.query };
          delete query[key];
          return { ...base, query, mutation: `query without ${key}` };
        }),
      );
    }

    if (mutating) {
      const body = valid.body;
      const nodes = pathsOf(body ?? {});
      const wireBody = (next: unknown, mutation: string): WireRequest => ({
        ...base,
        payload: next === undefined ? undefined : JSON.stringify(next),
        mutation,
      });
      // A wrong-typed or hostile value anywhere in the body, the root included.
      add(
        6,
        fc
          .tuple(fc.constantFrom(...nodes), fc.oneof(wrongTyped, hostileString))
          .map(([path, value]) =>
            wireBody(
              replaced(body ?? {}, path, value),
              `body ${describePath(path)} = ${JSON.stringify(value)?.slice(0, 60)}`,
            ),
          ),
      );
      // Oversize strings, arrays and nesting.
      add(
        3,
        fc
          .tuple(
            fc.constantFrom(...nodes),
            fc.oneof(oversizeString(bodyLimit), fc.constant(LONG_ARRAY), fc.constant(DEEP_VALUE)),
          )
          .map(([path, value]) =>
            wireBody(replaced(body ?? {}, path, value), `oversize at body ${describePath(path)}`),
          ),
      );
      // A missing field, or no body at all.
      add(
        3,
        fc
          .constantFrom(...nodes)
          .map((path) =>
            wireBody(replaced(body ?? {}, path, REMOVE), `body without ${describePath(path)}`),
          ),
      );
      // Keys that are known to the schema or pollute objects, set to anything (bodies that hold
      // an object: a bare boolean, such as the terms answer, has nowhere to put a key).
      const objectNodes = nodes.filter((p) => isObjectAt(body ?? {}, p));
      if (objectNodes.length)
        add(
          3,
          fc
            .tuple(
              fc.constantFrom(...objectNodes),
              fc.oneof(
                fc.constantFrom(...HOSTILE_KEYS),
                fc.constantFrom(...(bodyKeys.length ? bodyKeys : ['x'])),
              ),
              fc.oneof(
                wrongTyped,
                fc.constant({ polluted: true }),
                fc.constant({ prototype: { polluted: true } }),
              ),
            )
            .map(([path, key, value]) => {
              const next = replaced(
                body ?? {},
                path,
                withKey(copy(at(body ?? {}, path)) as object, key, value),
              );
              return wireBody(
                next,
                `body ${describePath([...path, key])} = ${JSON.stringify(value)?.slice(0, 60)}`,
              );
            }),
        );
      // Every string in an otherwise valid body made hostile (often still valid: names, passwords).
      add(
        3,
        fc.array(hostileString, { minLength: 1, maxLength: 8 }).map((strings) => {
          let i = 0;
          const next = mapStrings(body, () => strings[i++ % strings.length]!);
          return wireBody(
            next,
            `hostile strings in a valid body: ${JSON.stringify(strings).slice(0, 80)}`,
          );
        }),
      );
      // Bytes that are not JSON, or not sent as JSON, or sent from another site.
      add(
        2,
        fc
          .constantFrom(
            '{',
            '{"a":1,}',
            "{'a':1}",
            '{"a":1}{',
            '\uFEFF{}',
            '[1e999999]',
            'null',
            '"text"',
            '42',
            '{"__proto__":{"polluted":true}}',
            '{"constructor":{"prototype":{"polluted":true}}}',
            DEEP_JSON,
            '\u0000',
          )
          .map((payload) => ({
            ...base,
            payload,
            mutation: `raw body ${JSON.stringify(payload.slice(0, 40))}`,
          })),
      );
      add(
        1,
        fc
          .constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
          )
          .map((contentType) => ({
            ...base,
            payload: base.payload ?? '{}',
            contentType,
            mutation: `sent as ${contentType}`,
          })),
      );
      add(
        1,
        fc
          .constantFrom('https://evil.example', 'null', 'http://localhost.evil.example')
          .map((origin) => ({ ...base, origin, mutation: `from origin ${origin}` })),
      );
      add(
        1,
        fc.constant({
          ...base,
          payload: HUGE_PAYLOAD,
          mutation: 'a body over the 1 MiB limit',
        }),
      );
    }
    // Another site's request to an endpoint that writes, told by Fetch Metadata or (in a browser
    // without it) by the Referer; and, for a GET that writes, anything but the SPA's own fetch
    // (a navigation, an <img>, a sibling subdomain's page: decision 0408).
    if (mutating || getWrites(endpoint)) {
      const foreign = [...FROM_ANOTHER_SITE, ...(mutating ? [] : NOT_THE_SPAS_FETCH)];
      add(
        1,
        fc.constantFrom(...foreign).map((siteHeaders) => ({
          ...base,
          siteHeaders,
          mutation: `sent with ${JSON.stringify(siteHeaders)}`,
        })),
      );
    }
    return fc.oneof(...mutations);
  });
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    value,
  );
}

function isObjectAt(value: unknown, path: Path): boolean {
  const node = at(value, path);
  return !!node && typeof node === 'object' && !Array.isArray(node);
}

function mapStrings(value: unknown, next: () => string): unknown {
  if (typeof value === 'string') return next();
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, next));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) withKey(out, k, mapStrings(v, next));
    return out;
  }
  return value;
}
