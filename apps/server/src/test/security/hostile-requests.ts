import { type Endpoint, getWrites } from '@boardready/contracts';
import fc from 'fast-check';
import {
  MAX_PARAM_LENGTH,
  MUTATING,
  nonCanonicalSpellings,
  pathParamNames,
  type RequestParts,
  toWire,
  validRequestArbitrary,
  type WireRequest,
  wholeNumberParameters,
  withKey,
} from './contract-requests';
import {
  at,
  copy,
  DEEP_JSON,
  DEEP_VALUE,
  describePath,
  FROM_ANOTHER_SITE,
  HOSTILE_KEYS,
  HUGE_PAYLOAD,
  hostileString,
  isObjectAt,
  LONG_ARRAY,
  mapStrings,
  NOT_THE_SPAS_FETCH,
  oversizeString,
  pathsOf,
  REMOVE,
  replaced,
  wrongTyped,
} from './hostile-values';
import { maxLengthIn, schemaKeys } from './zod-arbitrary';

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
