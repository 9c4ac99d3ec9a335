import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DEMO_STREAM_PLAYLIST_SEGMENTS,
  DEMO_STREAM_SEGMENT_SECONDS,
} from '@boardready/contracts/live-rules';
import { findContentDir } from '../books/book-content';
import type { MediaFile } from '../media/media-content';
import { sha256Of } from '../media/media-content';

/**
 * The demo live stream (decision 1603): content/live/demo-stream holds a loop cut into MPEG-TS
 * segments (segment-000.ts, segment-001.ts, …, each DEMO_STREAM_SEGMENT_SECONDS long) and the
 * same loop as a WebM recording, made by scripts/make-demo-stream.sh. The server lists the
 * segments in an HLS playlist computed from the clock, so that a demo or test session really
 * plays live, and the recording is the demo sessions' replay.
 */

/** The demo stream's folder under the content folder; its segments' storage keys start with it. */
export const DEMO_STREAM_FOLDER = 'demo-stream';
/** The recording's key in media storage (copied there at start, as media's shipped files are). */
export const DEMO_RECORDING_KEY = 'live/demo-stream-recording.webm';
export const DEMO_RECORDING_MIME_TYPE = 'video/webm';
/** The recording's length as ffprobe reads it (scripts/make-demo-stream.sh makes a 32 s loop). */
export const DEMO_RECORDING_SECONDS = 32.05;

const SEGMENT = /^segment-(\d{3})\.ts$/;

export interface DemoSegment {
  /** its file name, as the playlist lists it */
  name: string;
  /** its key in the content folder's live/ storage */
  key: string;
  size: number;
  hash: string;
  changedAt: Date;
}

export interface DemoStream {
  /** the folder the segments are read from (content/live) */
  root: string;
  /** in loop order: segment-000.ts first */
  segments: DemoSegment[];
  recording: MediaFile & { mimeType: string; durationSeconds: number };
}

const loaded = new Map<string, Promise<DemoStream>>();

/**
 * The demo stream's files, checked: segments numbered from 000 without a gap, and the recording.
 * Read once per content folder (tests start many apps); a broken stream stops the server.
 */
export function demoStreamOf(contentDir = findContentDir(import.meta.dirname)) {
  let stream = loaded.get(contentDir);
  if (!stream) {
    stream = loadDemoStream(contentDir);
    loaded.set(contentDir, stream);
  }
  return stream;
}

async function loadDemoStream(contentDir: string): Promise<DemoStream> {
  const root = path.join(contentDir, 'live');
  const folder = path.join(root, DEMO_STREAM_FOLDER);
  const names = (await readdir(folder)).filter((name) => SEGMENT.test(name)).sort();
  if (names.length === 0) throw new Error(`${folder} holds no segment-000.ts`);
  names.forEach((name, index) => {
    if (name !== segmentName(index)) {
      throw new Error(`${folder}: ${segmentName(index)} is missing (the loop has a gap)`);
    }
  });
  const segments = await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const info = await stat(file);
      return {
        name,
        key: `${DEMO_STREAM_FOLDER}/${name}`,
        size: info.size,
        hash: await sha256Of(file),
        changedAt: info.mtime,
      };
    }),
  );
  const recordingFile = path.join(folder, 'recording.webm');
  const recording = {
    source: recordingFile,
    key: DEMO_RECORDING_KEY,
    size: (await stat(recordingFile)).size,
    hash: await sha256Of(recordingFile),
    mimeType: DEMO_RECORDING_MIME_TYPE,
    durationSeconds: DEMO_RECORDING_SECONDS,
  };
  return { root, segments, recording };
}

/** segment-000.ts, segment-001.ts, … */
export function segmentName(index: number): string {
  return `segment-${String(index).padStart(3, '0')}.ts`;
}

/**
 * Loop starts (discontinuities) before media sequence number `sequence`: each segment that
 * starts the loop again, after the very first, follows one (its timestamps start over).
 */
export function loopStartsBefore(sequence: number, segmentCount: number): number {
  return sequence === 0 ? 0 : Math.floor((sequence - 1) / segmentCount);
}

/**
 * The live HLS media playlist at `now` (RFC 8216): the segment playing now has media sequence
 * number n = floor(now / segment length); the playlist lists the DEMO_STREAM_PLAYLIST_SEGMENTS
 * segments up to it, each segment number's file being n mod the loop's length. Without
 * #EXT-X-ENDLIST, so players reload it and the window moves on with the clock; every server
 * computes the same one. Segment addresses are relative to the playlist's.
 */
export function demoPlaylist(now: Date, segmentCount: number): string {
  const current = Math.floor(now.getTime() / 1000 / DEMO_STREAM_SEGMENT_SECONDS);
  const first = Math.max(0, current - DEMO_STREAM_PLAYLIST_SEGMENTS + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${DEMO_STREAM_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${loopStartsBefore(first, segmentCount)}`,
  ];
  for (let sequence = first; sequence <= current; sequence++) {
    const index = sequence % segmentCount;
    if (index === 0 && sequence > 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${DEMO_STREAM_SEGMENT_SECONDS.toFixed(3)},`, segmentName(index));
  }
  return `${lines.join('\n')}\n`;
}
