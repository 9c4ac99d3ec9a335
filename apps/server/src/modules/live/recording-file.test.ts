import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { opensAs, receiveRecording } from './recording-file';

const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const webmHead = Buffer.concat([ebml, Buffer.from('\x42\x82\x84webm', 'latin1'), Buffer.alloc(60)]);
const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A ', 'latin1')]);

describe('a recording’s opening says its type', () => {
  test.each([
    ['video/webm', webmHead, true],
    ['video/webm', Buffer.concat([ebml, Buffer.from('matroska')]), false],
    ['video/mp4', mp4Head, true],
    ['audio/mp4', mp4Head, true],
    ['audio/mpeg', Buffer.from('ID3\x04\0', 'latin1'), true],
    ['audio/mpeg', Buffer.from([0xff, 0xfb, 0x90, 0x64]), true],
    ['audio/mpeg', Buffer.from('RIFF....WAVE', 'latin1'), false],
    ['video/mp4', webmHead, false],
  ] as const)('%s: %#', (type, head, expected) => {
    expect(opensAs(head, type)).toBe(expected);
  });
});

describe('receiving a recording', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'br-receive-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const chunks = (...parts: Buffer[]) => Readable.from(parts);
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'received',
      (error: { code?: string }) => error.code,
    );

  test('streams it into a file, hashed and counted, whatever its size in chunks', async () => {
    const body = Buffer.concat([webmHead, Buffer.alloc(3 * 1024 * 1024, 1)]);
    const received = await receiveRecording(
      chunks(body.subarray(0, 10), body.subarray(10, 70), body.subarray(70)),
      { folder, type: 'video/webm', maxBytes: 10 * 1024 * 1024, expectedBytes: body.length },
    );
    expect(received.bytes).toBe(body.length);
    expect(readFileSync(received.file).equals(body)).toBe(true);
    expect(received.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('past the limit, short of its Content-Length, broken off, empty: refused, nothing kept', async () => {
    const body = Buffer.concat([webmHead, Buffer.alloc(1000)]);
    const options = { folder, type: 'video/webm' as const, maxBytes: 500 };
    expect(await code(receiveRecording(chunks(body), options))).toBe('recording_too_large');
    expect(
      await code(
        receiveRecording(chunks(body), { ...options, maxBytes: 5000, expectedBytes: 2000 }),
      ),
    ).toBe('recording_incomplete');
    const broken = new Readable({
      read() {
        this.push(webmHead);
        this.destroy(new Error('ECONNRESET'));
      },
    });
    expect(await code(receiveRecording(broken, { ...options, maxBytes: 5000 }))).toBe(
      'recording_incomplete',
    );
    expect(await code(receiveRecording(chunks(), options))).toBe('recording_empty');
    expect(
      await code(
        receiveRecording(chunks(mp4Head, Buffer.alloc(100)), { ...options, maxBytes: 5000 }),
      ),
    ).toBe('recording_not_of_its_type');
    expect(readdirSync(folder)).toEqual([]);
  });
});
