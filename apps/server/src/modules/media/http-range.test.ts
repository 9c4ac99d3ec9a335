import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, test } from 'vitest';
import { etagOf, ifRangeHolds, notModified, rangeOf } from './http-range';
import type { MediaLibraryContent } from './media-content';
import { fileSystemStorage, stockStorage } from './media-storage';

describe('HTTP ranges (RFC 9110 §14)', () => {
  const size = 1000;
  test.each([
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=500-', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    ['BYTES = 10-19', { kind: 'partial', start: 10, end: 19 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-2000', { kind: 'unsatisfiable' }],
    ['bytes=99999999999999999999-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // several ranges: the whole file (RFC 9110 lets a server ignore Range)
    ['bytes=0-9,20-29', { kind: 'whole' }],
    // invalid or another unit: ignored
    ['bytes=20-10', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['bytes=1.5-2', { kind: 'whole' }],
    ['items=0-9', { kind: 'whole' }],
    ['0-9', { kind: 'whole' }],
  ])('%s', (header, answer) => {
    expect(rangeOf(header, size)).toEqual(answer);
  });

  test('no Range: the whole file', () => {
    expect(rangeOf(undefined, size)).toEqual({ kind: 'whole' });
  });

  const changed = new Date('2026-03-01T10:20:30.456Z');
  const validators = { etag: etagOf('ab'.repeat(32)), lastModified: changed };
  const httpDate = changed.toUTCString();

  test('the ETag is strong and quoted, from the content hash', () => {
    expect(validators.etag).toBe(`"${'ab'.repeat(16)}"`);
  });

  test('304 when If-None-Match names the ETag (weakly) or *, else by If-Modified-Since', () => {
    expect(notModified({ 'if-none-match': validators.etag }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': `"x", W/${validators.etag}` }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': '"other"' }, validators)).toBe(false);
    // If-None-Match wins over If-Modified-Since
    expect(
      notModified({ 'if-none-match': '"other"', 'if-modified-since': httpDate }, validators),
    ).toBe(false);
    expect(notModified({ 'if-modified-since': httpDate }, validators)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Sun, 01 Mar 2026 10:20:29 GMT' }, validators)).toBe(
      false,
    );
    expect(notModified({ 'if-modified-since': 'not a date' }, validators)).toBe(false);
    expect(notModified({}, validators)).toBe(false);
  });

  test('If-Range: the same strong ETag or exactly the Last-Modified date lets the range apply', () => {
    expect(ifRangeHolds(undefined, validators)).toBe(true);
    expect(ifRangeHolds(validators.etag, validators)).toBe(true);
    expect(ifRangeHolds(`W/${validators.etag}`, validators)).toBe(false);
    expect(ifRangeHolds('"something-else"', validators)).toBe(false);
    expect(ifRangeHolds(httpDate, validators)).toBe(true);
    expect(ifRangeHolds('Sun, 01 Mar 2026 10:20:29 GMT', validators)).toBe(false);
    expect(ifRangeHolds('garbage', validators)).toBe(false);
  });
});

describe('media storage on the file system', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'br-media-storage-'));
  const source = path.join(root, 'source.webm');
  writeFileSync(source, '0123456789');
  const storage = fileSystemStorage(path.join(root, 'store'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('put, stat and read a range or the whole', async () => {
    expect(await storage.stat('lib/a.webm')).toBeUndefined();
    await storage.put('lib/a.webm', source);
    expect(await storage.stat('lib/a.webm')).toEqual({ size: 10 });
    expect(await text(await storage.read('lib/a.webm', { start: 2, end: 4 }))).toBe('234');
    expect(await text(await storage.read('lib/a.webm'))).toBe('0123456789');
    await expect(storage.read('lib/missing.webm')).rejects.toThrow();
  });

  test('a key never leaves the folder', async () => {
    for (const key of ['../a.webm', 'lib/../../a', '/etc/passwd', 'lib/sub/a.webm', 'LIB/a']) {
      await expect(storage.stat(key), key).rejects.toThrow(/not a media key/);
    }
  });

  test('stocking copies what is missing or of another size, and nothing else', async () => {
    const lecture = (key: string, file: string) => ({
      file: { source: file, key, size: statSync(file).size, hash: '' },
      captions: null,
    });
    const libraries = [
      { lectures: [lecture('lib/a.webm', source), lecture('lib/b.webm', source)] },
    ] as unknown as MediaLibraryContent[];
    expect(await stockStorage(storage, libraries)).toEqual({ files: 2, copied: 1 });
    expect(await stockStorage(storage, libraries)).toEqual({ files: 2, copied: 0 });
    const longer = path.join(root, 'longer.webm');
    writeFileSync(longer, '0123456789abc');
    expect(
      await stockStorage(storage, [
        { lectures: [lecture('lib/a.webm', longer)] },
      ] as unknown as MediaLibraryContent[]),
    ).toEqual({ files: 1, copied: 1 });
    expect(await storage.stat('lib/a.webm')).toEqual({ size: 13 });
  });
});
