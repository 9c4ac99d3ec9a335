import { describe, expect, test } from 'vitest';
import { windowTitle } from './page-title';

describe('window title (spec §1)', () => {
  test("[GLOBAL-01] is '{product}' on a page without a title", () => {
    expect(windowTitle('BoardReady')).toBe('BoardReady');
    expect(windowTitle('BoardReady', '')).toBe('BoardReady');
  });

  test("[GLOBAL-02] is '{product} - {page title}' on a page with a title", () => {
    expect(windowTitle('BoardReady', 'My Account')).toBe('BoardReady - My Account');
  });
});
