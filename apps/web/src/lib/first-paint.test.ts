import { expect, test, vi } from 'vitest';
import { afterFirstPaint, firstScreenCommitted } from './first-paint';

test('code that waits for the first paint loads only once the first screen has been painted', async () => {
  const load = vi.fn(async () => 'the menus');
  const pending = afterFirstPaint(load)();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(load).not.toHaveBeenCalled();
  firstScreenCommitted();
  await expect(pending).resolves.toBe('the menus');
  expect(load).toHaveBeenCalledOnce();
  // later callers load at once
  await expect(afterFirstPaint(async () => 'dialogs')()).resolves.toBe('dialogs');
});
