import {
  courseEndpoints,
  type Endpoint,
  errorEnvelope,
  liveEndpoints,
  mediaEndpoints,
} from '@boardready/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { changedTables, type TableChecksums } from '../db-checksum';

/** Traces of internals that must never reach a client: stack frames, SQL errors, driver names. */
const LEAKS = /\n\s+at |node_modules|pglite|postgres|syntax error|relation "|drizzle|ZodError/i;

/**
 * Every API answer may depend on the session (who asks, what they may see): no cache, the
 * browser's or a proxy's, may keep one, errors and refusals included (decision 0408).
 */
export function expectNotStored(response: LightMyRequestResponse, context: string) {
  expect(response.headers['cache-control'], `${context}: Cache-Control`).toBe('no-store');
}

/** A 4xx or 5xx answer is the error envelope, with a stable code and a sentence; never stored. */
export function expectErrorEnvelope(response: LightMyRequestResponse, context: string) {
  expectNotStored(response, context);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const parsed = errorEnvelope.strict().safeParse(response.json());
  expect(parsed.success, `${context}: not the error envelope: ${response.body.slice(0, 300)}`).toBe(
    true,
  );
  const { code, message } = parsed.data!.error;
  expect(code, context).toMatch(/^[a-z][a-z0-9_]*$/);
  expect(message.trim().length, `${context}: empty message`).toBeGreaterThan(0);
  expect(response.body, `${context}: leaks internals`).not.toMatch(LEAKS);
}

/**
 * The media files (decision 1601): a lecture's file and captions, behind sign-in and the product
 * check, that the learner's own browser may keep an hour (private: no shared cache); a video
 * lesson's are the same files through the course (decision 1602). Only their successes: a refusal
 * is never kept. They answer a range (206) or Not Modified (304) too.
 */
const PRIVATELY_CACHED_FILES = new Set<Endpoint>([
  mediaEndpoints.file,
  mediaEndpoints.captions,
  courseEndpoints.file,
  courseEndpoints.captions,
  // a live session's replay and the demo stream's segments (decision 1603)
  liveEndpoints.replay,
  liveEndpoints.demoSegment,
]);

/** No 5xx, ever; 2xx bodies match the contract; 4xx bodies are the envelope; none stored. */
export function expectSoundAnswer(
  endpoint: Endpoint,
  response: LightMyRequestResponse,
  context: string,
) {
  const status = response.statusCode;
  expect(status, `${context}: answered ${status} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const privateFile = PRIVATELY_CACHED_FILES.has(endpoint) && status < 400;
  if (privateFile) {
    expect(response.headers['cache-control'], `${context}: Cache-Control`).toBe(
      'private, max-age=3600',
    );
  } else {
    expectNotStored(response, context);
  }
  if (status >= 400) {
    expectErrorEnvelope(response, context);
    return;
  }
  expect(
    privateFile ? [200, 206, 304] : [200, 201, 202, 204],
    `${context}: answered ${status}`,
  ).toContain(status);
  if (status === 304) return;
  if (status !== 204) {
    // a JSON answer is parsed; a file's (the review log's CSV) is its text
    const json = /^application\/json/.test(String(response.headers['content-type']));
    const parsed = endpoint.response.safeParse(json ? response.json() : response.body);
    expect(
      parsed.success,
      `${context}: the body breaks the contract: ${response.body.slice(0, 300)}`,
    ).toBe(true);
  }
}

export function expectNoChange(
  before: TableChecksums,
  after: TableChecksums,
  context: string,
  allowed: readonly string[] = [],
) {
  const changed = changedTables(before, after).filter((table) => !allowed.includes(table));
  expect(changed, `${context}: tables written by a refused request`).toEqual([]);
}
