import { POSITION_SAVE_SECONDS, resumeAt } from '@boardready/contracts/media-rules';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The events after which the place is sent at once (the interval covers playing). */
const SAVE_ON = ['pause', 'seeked', 'ended'] as const;

/** Where the server has the learner, and how long the media is. */
export interface KeptPlace {
  positionSeconds: number;
  durationSeconds: number;
}

/** Sends the place to the server; `keepalive` when the page may be going. */
export type SavePlace = (positionSeconds: number, keepalive: boolean) => Promise<unknown>;

/**
 * The learner's place in a player's media, kept on the server for every device (issue 29: a
 * media lecture, a course's video lesson): the player starts where they were (from the beginning
 * once they had finished it), and the place is sent through `save` every POSITION_SAVE_SECONDS
 * while playing, on pause, when a seek ends, when the page is hidden or left, and when the screen
 * goes. Answers `resumedAt` (where it started, once, for "Resumed at m:ss") and `startOver`.
 */
export function usePlayerPlace(media: HTMLMediaElement | null, kept: KeptPlace, save: SavePlace) {
  const { durationSeconds } = kept;
  // The place as the screen opened: a later answer (another device's) does not move the player.
  const [{ start, known }] = useState(() => ({
    start: resumeAt(kept.positionSeconds, kept.durationSeconds),
    /** the place the server has */
    known: kept.positionSeconds,
  }));
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  // The caller's latest `save`, without restarting the player's listeners when it changes.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!media) return;
    // Nothing is sent before the player stood at the place it started from: a 0 sent then
    // would undo the learner's place.
    let ready = false;
    let sent = known;
    let timer: ReturnType<typeof setInterval> | undefined;

    const place = () => Math.min(Math.floor(media.currentTime * 10) / 10, durationSeconds);
    const send = (keepalive = false) => {
      const at = place();
      if (!ready || !Number.isFinite(at) || Math.abs(at - sent) < 0.1) return;
      sent = at;
      saveRef.current(at, keepalive).catch(() => {
        // not kept: the next moment to save sends it again
        sent = -1;
      });
    };
    const begin = () => {
      if (start > 0 && media.currentTime < 0.5) {
        media.currentTime = start;
        setResumedAt(start);
      }
      ready = true;
    };
    const onPlay = () => {
      clearInterval(timer);
      timer = setInterval(send, POSITION_SAVE_SECONDS * 1000);
    };
    const onStop = () => {
      clearInterval(timer);
      send();
    };
    const onSeeked = () => send();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    const onPageHide = () => send(true);

    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) begin();
    else media.addEventListener('loadedmetadata', begin, { once: true });
    media.addEventListener('play', onPlay);
    for (const event of SAVE_ON)
      media.addEventListener(event, event === 'seeked' ? onSeeked : onStop);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      media.removeEventListener('loadedmetadata', begin);
      media.removeEventListener('play', onPlay);
      for (const event of SAVE_ON)
        media.removeEventListener(event, event === 'seeked' ? onSeeked : onStop);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // The learner leaves: their place goes with them.
      send(true);
    };
  }, [media, start, known, durationSeconds]);

  const startOver = useCallback(() => {
    if (media) media.currentTime = 0;
    setResumedAt(null);
  }, [media]);

  return { resumedAt, startOver };
}
