import { type Endpoint, getWrites } from '@boardready/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import secureJson from 'secure-json-parse';
import type { z } from 'zod';
import { findBadText } from '../../plugins/security';
import { defOf, validArbitrary } from './zod-arbitrary';

/**
 * Requests built from an endpoint's contract: valid ones (for the rights matrix; the fuzzer's
 * hostile ones start from them, hostile-requests.ts), the wire form they are sent in, and the
 * contract's own verdict on a request, computed the way the server parses it, so that the fuzzer
 * knows which requests must be refused.
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
    // an upload's file is no schema's to generate: its type with no body (the service refuses
    // an empty file, past every check before it)
    contentType: endpoint.upload?.mimeTypes[0] ?? 'application/json',
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
export function withKey<T extends object>(target: T, key: string, value: unknown): T {
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
  if (endpoint.upload) {
    // a file, not JSON: its own types only (checked after access), any size up to its own limit
    const type = request.contentType.split(';')[0]!.trim().toLowerCase();
    if (!endpoint.upload.mimeTypes.includes(type)) return { refused: true, why: 'not its file' };
  } else {
    if (hasBody && !request.contentType.toLowerCase().startsWith('application/json'))
      return { refused: true, why: 'not JSON' };
    if (hasBody && Buffer.byteLength(payload) > BODY_LIMIT)
      return { refused: true, why: 'too large' };
  }
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
  if (mutating && !endpoint.upload) {
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
