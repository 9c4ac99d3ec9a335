import { PLAYBACK_RATES } from '@boardready/contracts/media-rules';
import { useEffect } from 'react';

/** Where this device keeps the learner's speed: the next lecture plays at it too. */
const RATE_KEY = 'boardready.media.rate';

function storedRate(): number | null {
  try {
    const rate = Number(localStorage.getItem(RATE_KEY));
    return (PLAYBACK_RATES as readonly number[]).includes(rate) ? rate : null;
  } catch {
    return null;
  }
}

/**
 * The speed the learner chose last on this device, for every lecture: one who listens at 1.5×
 * does not set it again each time.
 */
export function usePreferredRate(media: HTMLMediaElement | null) {
  useEffect(() => {
    if (!media) return;
    const apply = () => {
      const rate = storedRate();
      if (rate === null) return;
      media.defaultPlaybackRate = rate;
      media.playbackRate = rate;
    };
    const keep = () => {
      try {
        localStorage.setItem(RATE_KEY, String(media.playbackRate));
      } catch {
        // storage refused (private mode): the speed holds for this lecture only
      }
    };
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) apply();
    else media.addEventListener('loadedmetadata', apply, { once: true });
    media.addEventListener('ratechange', keep);
    return () => {
      media.removeEventListener('loadedmetadata', apply);
      media.removeEventListener('ratechange', keep);
    };
  }, [media]);
}
