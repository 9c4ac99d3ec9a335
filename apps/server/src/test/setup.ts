import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * Every server test project's setup (vitest.config.ts): a console.error fails the test that
 * wrote it. The server logs through pino; only the command-line tools write to the console, so
 * a test that runs one in-process and expects an error mocks it:
 * vi.spyOn(console, 'error').mockImplementation(() => {}) (the mock replaces this guard's).
 */
const written: string[] = [];
let guard: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  written.length = 0;
  const original = console.error;
  guard = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    written.push(args.map(String).join(' '));
    original(...args);
  });
});

afterEach(() => {
  guard?.mockRestore();
  if (written.length > 0) {
    throw new Error(`console.error was called during this test:\n${written.join('\n')}`);
  }
});
