import { describe, expect, it } from 'vitest';
import { progressFraction, progressLabel, spokenLength } from './progress';
import { cueAt, indexAt, mediaIdFrom } from './timeline';
import { cueMatches, markedParts, searchWords } from './transcript-search';

describe('progress', () => {
  it('says not started, how far, or watched (listened for audio)', () => {
    const video = { kind: 'video' as const, positionSeconds: 0, finished: false };
    expect(progressLabel(video)).toBe('Not started');
    expect(progressLabel({ ...video, positionSeconds: 75.6 })).toBe('1:15 watched');
    expect(progressLabel({ ...video, positionSeconds: 300, finished: true })).toBe('Watched');
    expect(progressLabel({ ...video, kind: 'audio', positionSeconds: 61 })).toBe('1:01 listened');
    expect(progressLabel({ ...video, kind: 'audio', finished: true })).toBe('Listened');
  });

  it('measures the part behind the learner', () => {
    expect(progressFraction({ positionSeconds: 30, durationSeconds: 120, finished: false })).toBe(
      0.25,
    );
    expect(progressFraction({ positionSeconds: 110, durationSeconds: 120, finished: true })).toBe(
      1,
    );
    expect(progressFraction({ positionSeconds: 5, durationSeconds: 0, finished: false })).toBe(0);
  });

  it('reads a length aloud in words', () => {
    expect(spokenLength(725)).toBe('12 minutes 5 seconds');
    expect(spokenLength(60)).toBe('1 minute');
    expect(spokenLength(3661)).toBe('1 hour 1 minute 1 second');
    expect(spokenLength(0)).toBe('0 seconds');
  });
});

describe('timeline', () => {
  const chapters = [{ startSeconds: 0 }, { startSeconds: 30 }, { startSeconds: 90 }];
  it('finds the chapter under way', () => {
    expect(indexAt(chapters, 0)).toBe(0);
    expect(indexAt(chapters, 29.9)).toBe(0);
    expect(indexAt(chapters, 30)).toBe(1);
    expect(indexAt(chapters, 500)).toBe(2);
    expect(indexAt([{ startSeconds: 5 }], 2)).toBe(-1);
  });

  it('finds the cue being spoken, none in a gap', () => {
    const cues = [
      { startSeconds: 0, endSeconds: 4 },
      { startSeconds: 5, endSeconds: 9 },
    ];
    expect(cueAt(cues, 2)).toBe(0);
    expect(cueAt(cues, 4.5)).toBe(-1);
    expect(cueAt(cues, 5)).toBe(1);
    expect(cueAt(cues, 12)).toBe(-1);
  });

  it('takes a lecture id from the address only when it is one', () => {
    expect(mediaIdFrom('12')).toBe(12);
    expect(mediaIdFrom('0')).toBeNull();
    expect(mediaIdFrom('12a')).toBeNull();
    expect(mediaIdFrom(undefined)).toBeNull();
  });
});

describe('transcript search', () => {
  it('finds cues holding every word, whatever the case and accents', () => {
    const words = searchWords('  Naive  THYROID ');
    expect(words).toEqual(['thyroid', 'naive']);
    expect(cueMatches('A naïve look at the thyroid.', words)).toBe(true);
    expect(cueMatches('The thyroid alone.', words)).toBe(false);
    expect(cueMatches('anything', [])).toBe(false);
  });

  it('marks the words found in the text as it is written', () => {
    expect(markedParts('Graves disease and graves', searchWords('graves'))).toEqual([
      { text: 'Graves', marked: true },
      { text: ' disease and ', marked: false },
      { text: 'graves', marked: true },
    ]);
    expect(markedParts('no match', [])).toEqual([{ text: 'no match', marked: false }]);
  });
});
