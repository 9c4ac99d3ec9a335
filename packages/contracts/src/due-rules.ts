/**
 * The due poll lists at most this many items, soonest first: the badge reads "99+" beyond, and a
 * learner's exact backlog is counted where it is planned (the Study Board), not polled.
 */
export const DUE_LISTED_MAX = 100;

/** The badge's text for a due list: its length, or "99+" when the list is full. */
export function dueCountText(listed: number): string {
  return listed >= DUE_LISTED_MAX ? `${DUE_LISTED_MAX - 1}+` : String(listed);
}
