/**
 * HTTP range requests and validators for the media files (RFC 9110 §13, §14), as pure rules:
 * media-http.ts applies them to a reply. One range per answer: a request for several is answered
 * with the whole file (200), which RFC 9110 allows and players never need (they ask `bytes=a-`).
 */

export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

/** What to answer to a Range header for a file of `size` bytes (size > 0). */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const unit = /^\s*bytes\s*=(.*)$/i.exec(header);
  // Another unit, or no unit: the header is ignored, as RFC 9110 says.
  if (!unit) return { kind: 'whole' };
  const specs = unit[1]!
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length !== 1) return { kind: 'whole' };
  const match = SPEC.exec(specs[0]!);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // bytes=-n: the last n bytes (all of them when n is larger than the file)
    const length = Number(last);
    if (length === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  // An end before the start makes the header invalid: ignored (the whole file).
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** The validators of a stored file: a strong ETag from its content hash and its change time. */
export interface Validators {
  etag: string;
  lastModified: Date;
}

export const etagOf = (hash: string) => `"${hash.slice(0, 32)}"`;

/** HTTP dates have whole seconds: a file's time compares at that precision. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

/** Whether a GET with these headers may be answered 304 Not Modified. */
export function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  validators: Validators,
): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    // Weak comparison (RFC 9110 §13.1.2), and If-Modified-Since is then ignored.
    if (noneMatch.trim() === '*') return true;
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.split(',').some((tag) => weak(tag) === validators.etag);
  }
  const since = headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && wholeSeconds(validators.lastModified) <= time;
}

/**
 * Whether an If-Range lets the Range apply: its entity tag is the file's (strong comparison, a
 * weak tag never matches) or its date is exactly the file's Last-Modified. Otherwise the file
 * changed since the client's first part: the whole file is answered.
 */
export function ifRangeHolds(header: string | undefined, validators: Validators): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === validators.etag;
  const time = Date.parse(value);
  return !Number.isNaN(time) && time === wholeSeconds(validators.lastModified);
}
