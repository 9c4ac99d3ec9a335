import type { MediaLecture } from '@boardready/contracts';
import { useEffect } from 'react';
import { plainText } from '@/components/ui/rich-label';

const SEEK_STEP_SECONDS = 10;
const TRACKED = ['loadedmetadata', 'play', 'pause', 'ratechange', 'seeked'] as const;

/**
 * The lecture on the device's media controls (lock screen, headset, notification): its title,
 * speaker and library, play and pause, ±10 s, seeking, and the previous or next lecture. With it
 * a browser that allows it plays audio on with the screen locked.
 */
export function useMediaSession(
  media: HTMLMediaElement | null,
  lecture: Pick<MediaLecture, 'title' | 'speaker' | 'productName'>,
  onPrevious: (() => void) | null,
  onNext: (() => void) | null,
) {
  const { title, speaker, productName } = lecture;
  useEffect(() => {
    if (!media || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title,
        artist: speaker,
        album: plainText(productName),
      });
    }
    const seekBy = (seconds: number) => {
      const end = Number.isFinite(media.duration) ? media.duration : Number.POSITIVE_INFINITY;
      media.currentTime = Math.min(end, Math.max(0, media.currentTime + seconds));
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => void media.play().catch(() => {})],
      ['pause', () => media.pause()],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? SEEK_STEP_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? SEEK_STEP_SECONDS)],
      [
        'seekto',
        (details) => {
          if (details.seekTime !== undefined) media.currentTime = details.seekTime;
        },
      ],
      ['previoustrack', onPrevious],
      ['nexttrack', onNext],
    ];
    const setHandlers = (clear: boolean) => {
      for (const [action, handler] of handlers) {
        try {
          session.setActionHandler(action, clear ? null : handler);
        } catch {
          // an action this browser does not know
        }
      }
    };
    const track = () => {
      session.playbackState = media.paused ? 'paused' : 'playing';
      if (!Number.isFinite(media.duration) || !session.setPositionState) return;
      try {
        session.setPositionState({
          duration: media.duration,
          playbackRate: media.playbackRate,
          position: Math.min(media.currentTime, media.duration),
        });
      } catch {
        // a state the browser refuses (a rate it does not take): the controls keep the last one
      }
    };
    setHandlers(false);
    for (const event of TRACKED) media.addEventListener(event, track);
    return () => {
      for (const event of TRACKED) media.removeEventListener(event, track);
      setHandlers(true);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [media, title, speaker, productName, onPrevious, onNext]);
}
