import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An unexpected console.error fails the test that wrote it, as it does in the end-to-end tests:
 * React's warnings (act, keys, nesting) and failures caught and logged are read, not scrolled
 * past. A test that expects one says so with allowConsoleError(/what it expects/), or by giving
 * console.error its own mock (vi.spyOn(console, 'error').mockImplementation(…)).
 */
let allowed: RegExp[] = [];
let unexpected: string[] = [];

/** Lets this test log errors whose text matches (every error, without a pattern). */
export function allowConsoleError(pattern: RegExp = /(?:)/) {
  allowed.push(pattern);
}

const describeArg = (arg: unknown) =>
  arg instanceof Error ? (arg.stack ?? arg.message) : String(arg);

beforeEach(() => {
  allowed = [];
  unexpected = [];
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(describeArg).join(' ');
    if (allowed.some((pattern) => pattern.test(text))) return;
    unexpected.push(text);
    original(...args);
  });
});

afterEach(() => {
  if (unexpected.length === 0) return;
  const texts = unexpected.join('\n---\n');
  unexpected = [];
  throw new Error(
    `console.error was called during this test:\n${texts}\n` +
      'Fix the cause, or allow it: allowConsoleError(/…/) from @/test/console-errors.',
  );
});
