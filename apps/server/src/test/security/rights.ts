import type { Endpoint, StaffRight } from '@boardready/contracts';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client';
import { databaseChecksum } from '../db-checksum';
import {
  classificationOf,
  namedParameters,
  type OwnedIdResolver,
  type Owner,
} from './classification';
import {
  type RequestParts,
  toInject,
  toWire,
  validRequestArbitrary,
  verdict,
  type WireRequest,
} from './contract-requests';
import { expectErrorEnvelope, expectNoChange } from './expectations';

/**
 * The rights matrix's checks, as functions that return what went wrong (empty when all is well)
 * so that the suite can also run them against a deliberately broken endpoint and see them fail.
 */

/** One valid request for an endpoint, the same on every run. */
export function sampleRequest(endpoint: Endpoint): RequestParts {
  const [parts] = fc.sample(validRequestArbitrary(endpoint), { numRuns: 1, seed: 402 });
  return parts!;
}

/** The owned-id parameters of an endpoint (those classified with an owner's resolver). */
export function ownedParameters(endpointName: string, endpoint: Endpoint) {
  return namedParameters(endpoint).flatMap((parameter) => {
    const resolve = classificationOf(endpointName, parameter.name);
    return typeof resolve === 'function' ? [{ ...parameter, resolve }] : [];
  }) satisfies { resolve: OwnedIdResolver }[];
}

/** A valid request whose id parameters name rows of `owner` (and not of `other`). */
export async function requestOnIdsOf(
  db: Database,
  endpointName: string,
  endpoint: Endpoint,
  owner: Owner,
  other: Owner,
): Promise<WireRequest> {
  const parts = (await idsOf(db, endpointName, endpoint, owner, other))(sampleRequest(endpoint));
  const request = toWire(endpoint, parts, 'ids of another learner');
  const check = verdict(endpoint, request);
  if (check.refused)
    throw new Error(`the owned ids do not fit the contract of ${endpoint.path} (${check.why})`);
  return request;
}

/**
 * Resolves the ids of `owner` an endpoint takes (owned ones, and the real values of shared ones)
 * and returns what puts them into a request (which changes nothing when the endpoint takes none).
 */
export async function idsOf(
  db: Database,
  endpointName: string,
  endpoint: Endpoint,
  owner: Owner,
  other: Owner,
): Promise<(parts: RequestParts) => RequestParts> {
  const ids: { name: string; part: 'params' | 'query' | 'body'; id: number | string }[] = [];
  for (const { name, part } of namedParameters(endpoint)) {
    const classification = classificationOf(endpointName, name);
    const resolve =
      typeof classification === 'function'
        ? classification
        : typeof classification === 'object'
          ? classification.value
          : undefined;
    if (!resolve) continue;
    ids.push({ name, part, id: await resolve(db, owner, other) });
  }
  return (valid) => {
    const parts = structuredClone(valid);
    for (const { name, part, id } of ids) {
      if (part === 'params') parts.params[name] = String(id);
      else if (part === 'query') parts.query[name] = String(id);
      else (parts.body as Record<string, unknown>)[name] = id;
    }
    return parts;
  };
}

export interface Call {
  label: string;
  request: WireRequest;
  headers?: Record<string, string>;
  /** statuses that count as refused here */
  expect: number[];
  /** the error code the refusal must carry, when another refusal would prove nothing */
  code?: string;
}

/**
 * Makes the calls, each of which must be refused with one of its statuses in the envelope, and
 * checks that together they wrote nothing. Returns the problems found.
 */
export async function expectRefusedCalls(
  app: FastifyInstance,
  db: Database,
  endpoint: Endpoint,
  calls: Call[],
): Promise<string[]> {
  const problems: string[] = [];
  const checksum = databaseChecksum(db);
  const before = await checksum.take();
  for (const call of calls) {
    const response: LightMyRequestResponse = await app.inject(
      toInject(endpoint, call.request, call.headers),
    );
    const what = `${endpoint.method} ${endpoint.path} ${call.label}`;
    if (!call.expect.includes(response.statusCode)) {
      problems.push(
        `${what}: answered ${response.statusCode}, expected ${call.expect.join(' or ')}: ${response.body.slice(0, 200)}`,
      );
      continue;
    }
    try {
      expectErrorEnvelope(response, what);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    const code = response.json().error.code;
    if (call.code !== undefined && code !== call.code) {
      problems.push(`${what}: refused with ${code}, expected ${call.code}`);
    }
  }
  try {
    expectNoChange(before, await checksum.take(), `${endpoint.method} ${endpoint.path}`);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

/** The endpoints each staff right guards (the contracts' `access: { staff }`), by right. */
export function endpointsGuardedBy(
  endpoints: Record<string, Endpoint>,
  rights: readonly StaffRight[],
): Record<StaffRight, string[]> {
  const guarded = Object.fromEntries(rights.map((right) => [right, [] as string[]]));
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (typeof endpoint.access === 'object') guarded[endpoint.access.staff]?.push(name);
  }
  return guarded as Record<StaffRight, string[]>;
}

/**
 * What is untrue in the list of rights that guard no endpoint (classification.ts), given the
 * endpoints: a listed right that now guards one, or an unlisted right that guards none. The
 * matrix walks a right only through the endpoints that require it, so a right that guards
 * nothing is checked by nothing but this.
 */
export function rightsGuardingNothingProblems(
  endpoints: Record<string, Endpoint>,
  rights: readonly StaffRight[],
  guardingNothing: Partial<Record<StaffRight, string>>,
): string[] {
  const guarded = endpointsGuardedBy(endpoints, rights);
  return rights.flatMap((right) => {
    const names = guarded[right];
    if (right in guardingNothing && names.length > 0)
      return [
        `${right} now guards ${names.join(', ')}: take it off RIGHTS_GUARDING_NO_ENDPOINT in classification.ts, and make the one-right rows of the matrix expect a holder of ${right} alone to be let into ${names.length === 1 ? 'it' : 'them'}`,
      ];
    if (!(right in guardingNothing) && names.length === 0)
      return [
        `${right} guards no endpoint: say why it exists in RIGHTS_GUARDING_NO_ENDPOINT (classification.ts)`,
      ];
    return [];
  });
}
