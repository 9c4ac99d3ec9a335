import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { taskTurns } from '@/test/task-turns';
import { afterFirstPaint, firstScreenCommitted } from './first-paint';

vi.mock('@/lib/next-task', async () => (await import('@/test/task-turns')).taskTurns.module);

// The module keeps whether the first screen has been painted: one test, so it starts unpainted.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  taskTurns.reset();
  vi.useRealTimers();
});

test('deferred imports start only once the first screen is painted, one a task (decision 0407)', async () => {
  const menus = vi.fn(async () => 'menus');
  const dialogs = vi.fn(async () => 'dialogs');
  const loaded = Promise.all([afterFirstPaint(menus)(), afterFirstPaint(dialogs)()]);

  await vi.advanceTimersByTimeAsync(5_000);
  expect(menus).not.toHaveBeenCalled();
  expect(dialogs).not.toHaveBeenCalled();

  firstScreenCommitted();
  // A tab that paints no frame: the fallback marks the screen painted after a second.
  await vi.advanceTimersByTimeAsync(1_000);
  expect(menus).not.toHaveBeenCalled();
  // Each import waits for a task of its own.
  await taskTurns.runNext();
  expect(menus).toHaveBeenCalledTimes(1);
  expect(dialogs).not.toHaveBeenCalled();
  await taskTurns.runNext();
  expect(dialogs).toHaveBeenCalledTimes(1);
  await expect(loaded).resolves.toEqual(['menus', 'dialogs']);
  // Later callers wait only for their turn.
  const later = afterFirstPaint(async () => 'later')();
  await taskTurns.runNext();
  await expect(later).resolves.toBe('later');
});
