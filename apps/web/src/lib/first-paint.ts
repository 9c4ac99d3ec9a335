import { nextTask } from './next-task';

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

/**
 * Runs `callback` once the next frame has been painted (a timeout queued from an animation frame
 * runs after that frame's paint): work that follows a change on screen without holding up its
 * paint. Answers a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * What a deferred import answers on the server, which paints nothing (its drawings of signed-in
 * screens, decision 0415): the boundary around it is drawn as its fallback, as the browser's first
 * render draws it.
 */
export class DrawnAfterFirstPaint extends Error {
  constructor() {
    super('drawn in the browser after its first paint');
  }
}

/** The turn of the last deferred import: each starts in a task of its own (decision 0407). */
let lastTurn = firstScreenPainted;

/**
 * A lazy import that starts only after the first screen has been painted, one import a task:
 * starting an import adds a preload link for each file it needs, and doing that for all of them
 * at once made one long task.
 */
export function afterFirstPaint<T>(load: () => Promise<T>): () => Promise<T> {
  if (import.meta.env.SSR) return () => Promise.reject(new DrawnAfterFirstPaint());
  return () => {
    const turn = lastTurn.then(nextTask);
    lastTurn = turn;
    return turn.then(load);
  };
}

/**
 * A module the first screen does not need: fetched once, after the first paint, by whichever
 * caller asks first (a prefetch in an effect, or the lazy component that renders it).
 */
export function deferredImport<T>(load: () => Promise<T>): () => Promise<T> {
  let module: Promise<T> | null = null;
  const deferred = afterFirstPaint(load);
  return () => {
    module ??= deferred();
    return module;
  };
}
