import type { MediaLecture } from '@boardready/contracts';
import { POSITION_SAVE_SECONDS, resumeAt } from '@boardready/contracts/media-rules';
import { useCallback, useEffect, useState } from 'react';
import { savePosition } from '../api/save-position';

/** The events after which the place is sent at once (the interval covers playing). */
const SAVE_ON = ['pause', 'seeked', 'ended'] as const;

/**
 * The learner's place in a lecture, kept on the server for every device (issue 29): the player
 * starts where they were (from the beginning once they had finished it), and the place is sent
 * every POSITION_SAVE_SECONDS while playing, on pause, when a seek ends, when the page is hidden
 * or left, and when this screen goes. Answers `resumedAt` (where it started, once, for "Resumed
 * at m:ss") and `startOver`.
 */
export function usePlaybackPlace(media: HTMLMediaElement | null, lecture: MediaLecture) {
  const { userProductId, mediaId, durationSeconds } = lecture;
  // The place as the lecture opened: a later answer (another device's) does not move the player.
  const [{ start, known }] = useState(() => ({
    start: resumeAt(lecture.positionSeconds, lecture.durationSeconds),
    /** the place the server has */
    known: lecture.positionSeconds,
  }));
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  useEffect(() => {
    if (!media) return;
    // Nothing is sent before the player stood at the place it started from: a 0 sent then
    // would undo the learner's place.
    let ready = false;
    let sent = known;
    let timer: ReturnType<typeof setInterval> | undefined;

    const place = () => Math.min(Math.floor(media.currentTime * 10) / 10, durationSeconds);
    const save = (keepalive = false) => {
      const at = place();
      if (!ready || !Number.isFinite(at) || Math.abs(at - sent) < 0.1) return;
      sent = at;
      savePosition(userProductId, mediaId, at, keepalive).catch(() => {
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
      timer = setInterval(save, POSITION_SAVE_SECONDS * 1000);
    };
    const onStop = () => {
      clearInterval(timer);
      save();
    };
    const onSeeked = () => save();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const onPageHide = () => save(true);

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
      // The learner leaves the lecture: its place goes with them.
      save(true);
    };
  }, [media, start, known, userProductId, mediaId, durationSeconds]);

  const startOver = useCallback(() => {
    if (media) media.currentTime = 0;
    setResumedAt(null);
  }, [media]);

  return { resumedAt, startOver };
}
