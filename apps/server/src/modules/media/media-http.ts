import { Readable } from 'node:stream';
import { AppError, ErrorCode, errorDeclaration } from '@boardready/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, ifRangeHolds, notModified, rangeOf, type Validators } from './http-range';
import type { MediaStorage } from './media-storage';

/** A stored file as the file and captions endpoints send it. */
export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  /** sha256 of the bytes, hex */
  hash: string;
  /** when the bytes last changed */
  changedAt: Date;
}

/**
 * The files are behind sign-in and a product check: the learner's browser may keep them an hour
 * (seeking back, watching again), no shared cache may (decision 1601). The API's no-store stays
 * on every refusal.
 */
export const MEDIA_CACHE_CONTROL = 'private, max-age=3600';

function rangeNotSatisfiable(size: number) {
  const { message } = errorDeclaration('rangeNotSatisfiable');
  return new AppError(416, ErrorCode.rangeNotSatisfiable, message, undefined, {
    'content-range': `bytes */${size}`,
  });
}

/**
 * Sends a stored file with HTTP ranges and validators: 304 when the client's copy is current,
 * 206 with Content-Range for one satisfiable range, 416 (the error envelope, and a Content-Range
 * naming the size) for a range beyond the end, else the whole file (200), with Accept-Ranges. The
 * bytes are streamed from storage, never held in memory. A 206 and audio or video are never
 * compressed (@fastify/compress skips both: Content-Range describes the bytes as stored).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  file: StoredFile,
) {
  const validators: Validators = { etag: etagOf(file.hash), lastModified: file.changedAt };
  const headers = request.headers as Record<string, string | undefined>;
  const cacheHeaders = {
    etag: validators.etag,
    'last-modified': validators.lastModified.toUTCString(),
    'cache-control': MEDIA_CACHE_CONTROL,
    'accept-ranges': 'bytes',
  };
  if (notModified(headers, validators)) {
    reply.status(304).headers(cacheHeaders);
    return '' as never;
  }
  const range = ifRangeHolds(headers['if-range'], validators)
    ? rangeOf(headers.range, file.size)
    : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') throw rangeNotSatisfiable(file.size);

  const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
  reply.headers({
    ...cacheHeaders,
    'content-type': file.contentType,
    'content-length': String(part ? part.end - part.start + 1 : file.size),
  });
  if (part) {
    reply.status(206).header('content-range', `bytes ${part.start}-${part.end}/${file.size}`);
  }
  // A HEAD learns the headers alone: no file is opened. (An empty stream, not '': Fastify's HEAD
  // route keeps a stream's Content-Length and would write a string's, 0.)
  if (request.method === 'HEAD') return Readable.from([]) as never;
  return (await storage.read(file.key, part)) as never;
}
