/**
 * Resolves once the first screen has been painted. Code that screen does not need (the toolbar's
 * menus, the startup dialogs) waits for it, so that on a slow phone it does not share the network
 * and the main thread with what the user is waiting to see (decision 0205).
 */
let markPainted: () => void = () => {};
const firstScreenPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/**
 * Called once the first screen has been committed to the DOM. A timeout queued from an animation
 * frame runs after that frame's paint; the fallback covers tabs that paint no frames (hidden).
 */
export function firstScreenCommitted() {
  requestAnimationFrame(() => setTimeout(markPainted, 0));
  setTimeout(markPainted, 1000);
}

/** A lazy import that starts only after the first screen has been painted. */
export function afterFirstPaint<T>(load: () => Promise<T>): () => Promise<T> {
  return () => firstScreenPainted.then(load);
}
