import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, errors } from '@boardready/contracts/errors';
import type { LiveRecordingType } from '@boardready/contracts/live-rules';

/** Bytes enough to tell each accepted type by its opening. */
const SIGNATURE_BYTES = 64;

/**
 * Whether a file's first bytes are those of the type it was sent as: the EBML header of WebM
 * (with its "webm" doctype), the `ftyp` box of MP4 and M4A, an ID3 tag or an MPEG audio frame
 * sync for MP3. A mislabelled file would be served as what it is not and fail in the player.
 */
export function opensAs(head: Uint8Array, type: LiveRecordingType): boolean {
  const ascii = (from: number, to: number) =>
    Buffer.from(head.subarray(from, to)).toString('latin1');
  switch (type) {
    case 'video/webm':
      return (
        head[0] === 0x1a &&
        head[1] === 0x45 &&
        head[2] === 0xdf &&
        head[3] === 0xa3 &&
        ascii(4, SIGNATURE_BYTES).includes('webm')
      );
    case 'video/mp4':
    case 'audio/mp4':
      return ascii(4, 8) === 'ftyp';
    case 'audio/mpeg':
      return ascii(0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0);
  }
}

export interface ReceivedRecording {
  /** a file in `folder`, which the caller removes once stored */
  file: string;
  bytes: number;
  /** sha256 of the bytes, hex */
  hash: string;
}

/**
 * Streams an upload's body into a file of `folder`, hashing and counting it on the way, never
 * holding it in memory. Refused, with the partial file removed: an empty body, one past
 * `maxBytes` (as soon as it passes), one whose opening is not of `type`, and one that ends short
 * of its Content-Length or breaks off.
 */
export async function receiveRecording(
  body: Readable,
  options: {
    folder: string;
    type: LiveRecordingType;
    maxBytes: number;
    /** the Content-Length it was announced with, when it was */
    expectedBytes?: number;
  },
): Promise<ReceivedRecording> {
  await mkdir(options.folder, { recursive: true });
  const file = path.join(options.folder, `${randomBytes(12).toString('hex')}.upload`);
  const hash = createHash('sha256');
  let bytes = 0;
  let head = Buffer.alloc(0);
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > options.maxBytes) return done(errors.recordingTooLarge());
      if (head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
        if (head.length === SIGNATURE_BYTES && !opensAs(head, options.type))
          return done(errors.recordingNotOfItsType());
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, check, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    // The client went away or the stream broke: what arrived is not the recording.
    if (error instanceof AppError) throw error;
    throw errors.recordingIncomplete();
  }
  const refusal =
    bytes === 0
      ? errors.recordingEmpty()
      : options.expectedBytes !== undefined && bytes !== options.expectedBytes
        ? errors.recordingIncomplete()
        : !opensAs(head, options.type)
          ? errors.recordingNotOfItsType()
          : undefined;
  if (refusal) {
    await rm(file, { force: true });
    throw refusal;
  }
  return { file, bytes, hash: hash.digest('hex') };
}
