/**
 * Stands in for lib/next-task in a test, so that the test sees what runs in each task:
 *   vi.mock('@/lib/next-task', async () => (await import('@/test/task-turns')).taskTurns.module);
 * Each `nextTask()` then waits until the test calls `runNext()`.
 */
const waiting: Array<() => void> = [];

async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

export const taskTurns = {
  module: { nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)) },
  /** How many tasks wait for their turn. */
  waiting: () => waiting.length,
  /** Lets the next waiting task run, and what it starts settle as far as promises go. */
  async runNext() {
    await settle(); // a turn asked for from a promise callback is queued by now
    waiting.shift()?.();
    await settle();
  },
  reset() {
    waiting.length = 0;
  },
};
