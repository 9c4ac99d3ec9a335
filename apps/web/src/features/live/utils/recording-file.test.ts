import { describe, expect, test } from 'vitest';
import {
  fileSize,
  RECORDING_ACCEPT,
  RECORDING_KINDS,
  recordingFileProblem,
  recordingLength,
  recordingTypeOf,
} from './recording-file';

describe("a session recording's file", () => {
  test('its type: the browser’s when the server takes it, else by its extension', () => {
    expect(recordingTypeOf({ name: 'a.webm', type: 'video/webm' })).toBe('video/webm');
    expect(recordingTypeOf({ name: 'talk.M4A', type: 'audio/x-m4a' })).toBe('audio/mp4');
    expect(recordingTypeOf({ name: 'talk.mp3', type: '' })).toBe('audio/mpeg');
    expect(recordingTypeOf({ name: 'talk.m4v', type: 'video/x-m4v' })).toBe('video/mp4');
    expect(recordingTypeOf({ name: 'talk.mkv', type: 'video/x-matroska' })).toBeNull();
    expect(recordingTypeOf({ name: 'notes.pdf', type: 'application/pdf' })).toBeNull();
  });

  test('what the file input offers and how the kinds are named', () => {
    expect(RECORDING_KINDS).toBe('WebM, MP4, MP3 or M4A');
    expect(RECORDING_ACCEPT).toContain('.webm');
    expect(RECORDING_ACCEPT).toContain('audio/mp4');
  });

  test('what stops a file before a byte goes out', () => {
    expect(recordingFileProblem(null)).toBe("Choose the recording's file.");
    expect(recordingFileProblem({ name: 'x.pdf', type: 'application/pdf', size: 9 })).toBe(
      'Choose a WebM, MP4, MP3 or M4A file.',
    );
    expect(recordingFileProblem({ name: 'x.webm', type: 'video/webm', size: 0 })).toBe(
      'This file is empty.',
    );
    expect(recordingFileProblem({ name: 'x.webm', type: 'video/webm', size: 9 * 1024 ** 3 })).toBe(
      'This file is 9.0 GB; a recording is at most 8.0 GB.',
    );
    expect(recordingFileProblem({ name: 'x.webm', type: 'video/webm', size: 9 })).toBeNull();
  });

  test('sizes and lengths as the server takes them', () => {
    expect(fileSize(341_447)).toBe('333 KB');
    expect(fileSize(12.5 * 1024 ** 2)).toBe('12.5 MB');
    expect(recordingLength(32.05)).toBe(32_050);
    expect(recordingLength(Number.POSITIVE_INFINITY)).toBeNull();
    expect(recordingLength(Number.NaN)).toBeNull();
    expect(recordingLength(0)).toBeNull();
    expect(recordingLength(13 * 3600)).toBeNull();
  });
});
