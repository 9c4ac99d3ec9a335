import { useCallback, useEffect, useState } from 'react';

/** The playlist type a browser names when it plays HLS itself (Safari, iOS, newer Chromes). */
const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * 'loading' until the stream's first frames; 'failed' when it could not be played (not started,
 * the network, a stream the browser cannot decode); 'unsupported' when the browser can play no
 * HLS at all.
 */
export type LiveStreamState = 'loading' | 'playing' | 'failed' | 'unsupported';

/**
 * Plays a session's HLS stream in `media`: the browser's own HLS where it has it, else hls.js's
 * light build, imported here only (its own chunk, ~117 KB gz, never in the first load). The
 * player starts it (the learner came to watch, by a click); if the browser wants a gesture first,
 * its play button is there. `retry` tries again after a failure.
 */
export function useLiveStream(media: HTMLMediaElement | null, url: string | null) {
  const [state, setState] = useState<LiveStreamState>('loading');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry starts the stream anew
  useEffect(() => {
    if (!media || !url) return;
    let gone = false;
    let stop = () => {};
    setState('loading');
    const fail = () => {
      if (!gone) setState('failed');
    };
    const playing = () => {
      if (!gone) setState('playing');
    };
    const start = () => void media.play().catch(() => {});
    media.addEventListener('loadeddata', playing);

    if (media.canPlayType(HLS_TYPE)) {
      media.addEventListener('error', fail);
      media.src = url;
      start();
      stop = () => {
        media.removeEventListener('error', fail);
        media.removeAttribute('src');
        media.load();
      };
    } else {
      import('hls.js/light').then(({ default: Hls }) => {
        if (gone) return;
        if (!Hls.isSupported()) {
          setState('unsupported');
          return;
        }
        const hls = new Hls({
          // Infinity as the duration: the player shows a live stream's controls, not a seek bar
          liveDurationInfinity: true,
          // the app's CSP allows no blob: worker; one lecture's stream remuxes quickly in the page
          enableWorker: false,
        });
        let recovered = false;
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // a decoding hiccup is worth one recovery; anything else is the stream's failure
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
            recovered = true;
            hls.recoverMediaError();
            return;
          }
          fail();
        });
        hls.on(Hls.Events.MANIFEST_PARSED, start);
        hls.loadSource(url);
        hls.attachMedia(media);
        stop = () => hls.destroy();
      }, fail);
    }

    return () => {
      gone = true;
      media.removeEventListener('loadeddata', playing);
      stop();
    };
  }, [media, url, attempt]);

  return { state, retry };
}
