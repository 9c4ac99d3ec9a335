/**
 * Where the player is in a lecture's timeline: the chapter and the transcript cue at a time.
 * Both lists come from the server in order of their start.
 */

/** The index of the last item that has started by `time`, or -1 before the first. */
export function indexAt(items: readonly { startSeconds: number }[], time: number): number {
  let found = -1;
  for (let i = 0; i < items.length; i++) {
    if ((items[i]?.startSeconds ?? 0) <= time + 0.001) found = i;
    else break;
  }
  return found;
}

/** The cue being spoken at `time`: started and not ended (a gap between cues has none). */
export function cueAt(
  cues: readonly { startSeconds: number; endSeconds: number }[],
  time: number,
): number {
  const index = indexAt(cues, time);
  const cue = cues[index];
  return cue && time < cue.endSeconds ? index : -1;
}

/** A mediaId from the address: digits only, else none. */
export function mediaIdFrom(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
