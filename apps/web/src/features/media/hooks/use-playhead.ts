import type { MediaChapter, TranscriptCue } from '@boardready/contracts';
import { useEffect, useState } from 'react';
import { cueAt, indexAt } from '../utils/timeline';

export interface Playhead {
  /** the chapter under way, -1 before the first */
  chapter: number;
  /** the transcript cue being spoken, -1 between cues */
  cue: number;
}

const MOVES = ['timeupdate', 'seeked', 'seeking', 'loadedmetadata'] as const;

/**
 * Where the player is, as the chapter list and the transcript mark it: redrawn only when the
 * chapter or the cue changes, not on every time update.
 */
export function usePlayhead(
  media: HTMLMediaElement | null,
  chapters: readonly MediaChapter[],
  cues: readonly TranscriptCue[],
): Playhead {
  const [at, setAt] = useState<Playhead>({ chapter: indexAt(chapters, 0), cue: -1 });
  useEffect(() => {
    if (!media) return;
    const update = () => {
      const time = media.currentTime;
      const chapter = indexAt(chapters, time);
      const cue = cueAt(cues, time);
      setAt((prev) => (prev.chapter === chapter && prev.cue === cue ? prev : { chapter, cue }));
    };
    update();
    for (const event of MOVES) media.addEventListener(event, update);
    return () => {
      for (const event of MOVES) media.removeEventListener(event, update);
    };
  }, [media, chapters, cues]);
  return at;
}
