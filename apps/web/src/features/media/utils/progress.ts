import type { MediaKind, MediaSummary } from '@boardready/contracts';
import { clockTime } from '@boardready/contracts/media-rules';

/** What the learner did with a lecture: the verb follows its kind (a lecture heard is not watched). */
const DONE: Record<MediaKind, string> = { video: 'Watched', audio: 'Listened' };
const SO_FAR: Record<MediaKind, string> = { video: 'watched', audio: 'listened' };

/** The library's progress words: not started, how far (m:ss watched), or watched to the end. */
export function progressLabel(
  lecture: Pick<MediaSummary, 'kind' | 'positionSeconds' | 'finished'>,
): string {
  if (lecture.finished) return DONE[lecture.kind];
  if (lecture.positionSeconds <= 0) return 'Not started';
  return `${clockTime(lecture.positionSeconds)} ${SO_FAR[lecture.kind]}`;
}

/** How much of the lecture is behind the learner, 0 to 1 (a watched one is whole). */
export function progressFraction(
  lecture: Pick<MediaSummary, 'positionSeconds' | 'durationSeconds' | 'finished'>,
): number {
  if (lecture.finished) return 1;
  if (lecture.durationSeconds <= 0) return 0;
  return Math.min(1, Math.max(0, lecture.positionSeconds / lecture.durationSeconds));
}

/** A length for a screen reader: "12 minutes 5 seconds" (clockTime's 12:05 reads badly aloud). */
export function spokenLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    h && unit(h, 'hour'),
    m && unit(m, 'minute'),
    (s || whole === 0) && unit(s, 'second'),
  ];
  return parts.filter(Boolean).join(' ');
}
