/**
 * Media (issue 29): the rules the player and the server share. Zod-free, as the SPA's player
 * imports them on its own screen.
 */

/** The speeds the player offers (issue 29: 0.75–2×), slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** The player sends the learner's place this often while playing, and on pause and leaving. */
export const POSITION_SAVE_SECONDS = 10;

/** A lecture counts as watched once the learner is this close to its end (credits, outros). */
export const FINISHED_WITHIN_SECONDS = 15;

/** Whether a place this far into a lecture of this length counts as watched to the end. */
export function isFinished(positionSeconds: number, durationSeconds: number): boolean {
  return positionSeconds >= Math.max(0, durationSeconds - FINISHED_WITHIN_SECONDS);
}

/**
 * Where the player starts: the learner's place, or the beginning when they had finished (a
 * lecture watched to the end is watched again from the start).
 */
export function resumeAt(positionSeconds: number, durationSeconds: number): number {
  return isFinished(positionSeconds, durationSeconds) ? 0 : positionSeconds;
}

/** mm:ss, or h:mm:ss from an hour: how lengths and chapter starts are written. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
