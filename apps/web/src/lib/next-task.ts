/**
 * Resolves in a later task of the event loop. Work split with it runs as several short tasks
 * rather than one long one, so the browser can paint and answer input in between (total
 * blocking time, decision 0407).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
