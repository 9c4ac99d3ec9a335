import {
  DEMO_STREAM_PLAYLIST_SEGMENTS,
  DEMO_STREAM_SEGMENT_SECONDS,
} from '@boardready/contracts/live-rules';
import { describe, expect, test } from 'vitest';
import { demoPlaylist, demoStreamOf, loopStartsBefore, segmentName } from './demo-stream';

const LOOP = 8;
/** The moment media sequence number `n` starts, plus `seconds`. */
const at = (n: number, seconds = 0) => new Date((n * DEMO_STREAM_SEGMENT_SECONDS + seconds) * 1000);

/** The playlist's tags by name, and its segments with their discontinuity sequence numbers. */
function read(playlist: string) {
  const lines = playlist.trimEnd().split('\n');
  const tag = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.split(':')[1];
  let discontinuity = Number(tag('#EXT-X-DISCONTINUITY-SEQUENCE'));
  let sequence = Number(tag('#EXT-X-MEDIA-SEQUENCE'));
  const segments: { sequence: number; file: string; discontinuity: number }[] = [];
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') discontinuity++;
    if (!line.startsWith('#')) segments.push({ sequence: sequence++, file: line, discontinuity });
  }
  return { lines, tag, segments };
}

describe('the demo stream playlist (decision 1603)', () => {
  test('lists the window of segments ending with the one playing now, without an end', () => {
    const n = 1_000_003;
    const playlist = demoPlaylist(at(n, 1.5), LOOP);
    const { lines, tag, segments } = read(playlist);
    expect(lines[0]).toBe('#EXTM3U');
    expect(tag('#EXT-X-VERSION')).toBe('3');
    expect(tag('#EXT-X-TARGETDURATION')).toBe(String(DEMO_STREAM_SEGMENT_SECONDS));
    expect(Number(tag('#EXT-X-MEDIA-SEQUENCE'))).toBe(n - DEMO_STREAM_PLAYLIST_SEGMENTS + 1);
    expect(segments.map((s) => s.sequence)).toEqual([n - 4, n - 3, n - 2, n - 1, n]);
    expect(segments.map((s) => s.file)).toEqual(
      segments.map((s) => segmentName(s.sequence % LOOP)),
    );
    expect(lines.filter((l) => l.startsWith('#EXTINF:'))).toEqual(
      Array(DEMO_STREAM_PLAYLIST_SEGMENTS).fill('#EXTINF:4.000,'),
    );
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(playlist.endsWith('\n')).toBe(true);
  });

  test('advances one segment every segment length, and not in between', () => {
    const n = 500_000;
    const sequenceAt = (moment: Date) =>
      Number(read(demoPlaylist(moment, LOOP)).tag('#EXT-X-MEDIA-SEQUENCE'));
    expect(sequenceAt(at(n, 3.999))).toBe(sequenceAt(at(n)));
    expect(sequenceAt(at(n + 1))).toBe(sequenceAt(at(n)) + 1);
    expect(sequenceAt(at(n + 10))).toBe(sequenceAt(at(n)) + 10);
  });

  test('marks each start of the loop as a discontinuity, numbered as a player counts them', () => {
    // every window position across two loops: a segment's discontinuity sequence number is the
    // loops started before it, however the window cuts the loop
    for (let n = 16; n < 40; n++) {
      for (const segment of read(demoPlaylist(at(n), LOOP)).segments) {
        expect(segment.discontinuity, `segment ${segment.sequence} seen at ${n}`).toBe(
          Math.floor(segment.sequence / LOOP),
        );
      }
    }
    const { lines } = read(demoPlaylist(at(8 * 1000 + 2), LOOP));
    const marked = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(lines[marked + 2]).toBe('segment-000.ts');
  });

  test('counts loop starts before a sequence number', () => {
    expect(loopStartsBefore(0, LOOP)).toBe(0);
    expect(loopStartsBefore(1, LOOP)).toBe(0);
    expect(loopStartsBefore(8, LOOP)).toBe(0);
    expect(loopStartsBefore(9, LOOP)).toBe(1);
    expect(loopStartsBefore(16, LOOP)).toBe(1);
    expect(loopStartsBefore(17, LOOP)).toBe(2);
  });

  test('at the very start of the clock the window is what there is', () => {
    const { segments, tag } = read(demoPlaylist(at(2), LOOP));
    expect(segments.map((s) => s.sequence)).toEqual([0, 1, 2]);
    expect(tag('#EXT-X-DISCONTINUITY-SEQUENCE')).toBe('0');
  });

  test('the shipped stream: eight segments in loop order and the recording', async () => {
    const stream = await demoStreamOf();
    expect(stream.segments.map((s) => s.name)).toEqual(
      Array.from({ length: LOOP }, (_, i) => segmentName(i)),
    );
    expect(stream.segments.every((s) => s.size > 0 && /^[0-9a-f]{64}$/.test(s.hash))).toBe(true);
    expect(stream.recording).toMatchObject({ mimeType: 'video/webm', durationSeconds: 32.05 });
    expect(stream.recording.size).toBeGreaterThan(0);
  });
});
