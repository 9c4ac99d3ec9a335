import { z } from 'zod';

/**
 * One endpoint, declared once. The server registers it (validating request and response),
 * the SPA's client is typed by it, the OpenAPI document and the generated security suite read it.
 */
export type Access =
  /** anyone, signed in or not */
  | 'public'
  /** a signed-in session (acting as the assumed account while assuming) */
  | 'signedIn'
  /**
   * any session, even one restricted to answering the terms of use (an account that has not
   * accepted the terms in force; decision 0601)
   */
  | 'session'
  /**
   * a staff right of the account acted as (assuming a learner leaves staff rights behind), or
   * with ofSignedInAccount of the staff member signed in (assume start and stop; decision 0601)
   */
  | { staff: StaffRight; ofSignedInAccount?: true };

export type StaffRight = 'admin' | 'contentManager' | 'previewQna' | 'assumeUsers';

import type { HttpMethod } from './route-ref';

export { buildPath, type HttpMethod } from './route-ref';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path with :params, e.g. /api/2.0/qa/session/:qaSessionId */
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** the success status and its body */
  status?: 200 | 201 | 202;
  /**
   * A GET that changes data because the spec makes it a GET (qa secondselapsed). The server holds
   * it to the same-origin rule of mutations, and the security suite to their write checks.
   */
  writesOnGet?: true;
  /**
   * One of spec §7's watched Q&A shapes: the call first takes retired questions out of the
   * caller's sessions it touches, then answers 422 (decision 0902). So it may write, even as a
   * GET (getWrites), and even when it refuses.
   */
  watched?: true;
  /**
   * The body is a file, not JSON: sent as it is with one of these Content-Types, and streamed
   * to storage rather than parsed (a live session's recording). Any other body is refused (415).
   */
  upload?: { mimeTypes: readonly string[]; maxBytes: number };
  /**
   * A write the learner's players retry (decision 1704): the client sends an Idempotency-Key
   * header (a UUID); a repeat of the same key replays the first answer and writes nothing.
   * Without the header the endpoint answers as any other.
   */
  idempotent?: true;
  response: R;
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** The error envelope every 4xx/5xx answers with. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** the failing fields of a 400 */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The largest id a database column holds (PostgreSQL integer, well within the safe range). */
export const MAX_ID = 2_147_483_647;

/**
 * Whole numbers that travel as text (path and query parameters) are written one way only:
 * decimal digits, no sign, space, leading zero, exponent, hex or other script's digits
 * (decision 0409). A lax reading (Number(' 1'), Number('0x10'), Number('1e1')) would let one
 * resource answer to many addresses and let input slip past what the contract says.
 */
export function wholeNumberParam(min: number, max: number, message: string) {
  const digits = min >= 1 ? /^[1-9][0-9]*$/ : /^(0|[1-9][0-9]*)$/;
  return z.union(
    [
      z
        .string()
        .max(String(max).length)
        .regex(digits)
        .refine((text) => Number(text) >= min && Number(text) <= max)
        .transform(Number),
      // In the process (the SPA filling a path, a test) the number itself; never from the wire,
      // where parameters are text.
      z.number().int().min(min).max(max),
    ],
    { error: message },
  );
}

export const ID_MESSAGE = `An id is a whole number from 1 to ${MAX_ID}, written in digits only.`;

/** A database id in a path or a query: '12' → 12; ' 12', '012', '1e1', '0xc' are refused with 400. */
export const idParam = wholeNumberParam(1, MAX_ID, ID_MESSAGE);

/** A database id in a JSON body: a JSON integer, never a string or a boolean. */
export const idValue = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);

/** A list's `limit` query parameter: a whole number from 1 to `max`, `byDefault` when absent. */
export const limitParam = (byDefault: number, max: number) =>
  wholeNumberParam(
    1,
    max,
    `The limit must be a whole number from 1 to ${max}, written in digits only.`,
  ).default(byDefault);

/** Every Content-Type an upload endpoint takes (the server streams these bodies to its handler). */
export function uploadMimeTypes(endpoints: Record<string, Pick<Endpoint, 'upload'>>): string[] {
  return [...new Set(Object.values(endpoints).flatMap((e) => e.upload?.mimeTypes ?? []))];
}

/** Whether a GET of this contract may change data (held to the rules of mutations). */
export function getWrites(endpoint: Pick<Endpoint, 'method' | 'writesOnGet' | 'watched'>): boolean {
  return endpoint.method === 'GET' && (endpoint.writesOnGet === true || endpoint.watched === true);
}
