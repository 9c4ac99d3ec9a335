import type { MediaLecture } from '@boardready/contracts';
import { usePlayerPlace } from '@/components/media-player/use-player-place';
import { savePosition } from '../api/save-position';

/**
 * The learner's place in a lecture, kept on the server for every device (issue 29): the player's
 * kept place (components/media-player/use-player-place.ts) sent through the lecture's position
 * call. Answers `resumedAt` and `startOver`.
 */
export function usePlaybackPlace(media: HTMLMediaElement | null, lecture: MediaLecture) {
  const { userProductId, mediaId } = lecture;
  return usePlayerPlace(media, lecture, (positionSeconds, keepalive) =>
    savePosition(userProductId, mediaId, positionSeconds, keepalive),
  );
}
