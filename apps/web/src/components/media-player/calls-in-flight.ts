/**
 * The place-saving calls a screen sent and that are not answered yet (a lecture's, a video
 * lesson's): the screen that reads places back waits for them first, so the place sent as the
 * learner left a player is the one they read.
 */
export function callsInFlight() {
  const pending = new Set<Promise<unknown>>();
  return {
    /** Follows `call` until it is answered or fails; answers it unchanged. */
    track<T>(call: Promise<T>): Promise<T> {
      pending.add(call);
      const done = () => pending.delete(call);
      call.then(done, done);
      return call;
    },
    /** Once every call followed so far is answered (or failed). */
    settled(): Promise<unknown> {
      return Promise.allSettled([...pending]);
    },
  };
}
