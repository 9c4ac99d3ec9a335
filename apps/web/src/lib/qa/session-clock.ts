/** How the player's clock reads: remaining time when timed, elapsed otherwise. */
export function clockSeconds(durationSeconds: number | null, secondsElapsed: number): number {
  return durationSeconds === null ? secondsElapsed : Math.max(0, durationSeconds - secondsElapsed);
}

export function isTimeUp(durationSeconds: number | null, secondsElapsed: number): boolean {
  return durationSeconds !== null && secondsElapsed >= durationSeconds;
}

/** 75 → '1:15', 3725 → '1:02:05'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** What the paused player says of its clock: the figure the clock itself shows. */
export function pausedClockText(durationSeconds: number | null, secondsElapsed: number): string {
  const shown = formatClock(clockSeconds(durationSeconds, secondsElapsed));
  return durationSeconds === null
    ? `The clock is stopped at ${shown}.`
    : `The clock is stopped with ${shown} left.`;
}

/**
 * Seconds left of a countdown the server stated (`stated` seconds at `statedAt`, in ms), read
 * at `now`: never more than stated, even when the reading was taken before the statement
 * arrived (a block of 15 minutes showed 15:01), and never below 0.
 */
export function secondsLeft(stated: number, statedAt: number, now: number): number {
  return Math.max(0, Math.ceil(stated - Math.max(0, now - statedAt) / 1000));
}

/** For screen readers and the session list: '1 h 5 min', '12 min', '45 s'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}

/** The elapsed time is recorded this often while the clock runs (and when the learner leaves). */
export const RECORD_ELAPSED_EVERY_SECONDS = 30;
