import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  CHAT_POLL_ATTEMPTS,
  CHAT_POLL_EVERY_MS,
  isChatHiddenOn,
  loadChatScript,
  pollForWidget,
} from './chat-widget';

describe('the third-party chat widget (spec §2, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
  });

  test("[GLOBAL-14] it is hidden on '/book/{number}/…' pages", () => {
    expect(isChatHiddenOn('/book/12/chapter/3')).toBe(true);
    expect(isChatHiddenOn('/book/12/')).toBe(true);
    // the reader opens at the book's own page
    expect(isChatHiddenOn('/book/12')).toBe(true);
  });

  test("[GLOBAL-15] it is hidden on '/live/{number}' pages", () => {
    expect(isChatHiddenOn('/live/7')).toBe(true);
    expect(isChatHiddenOn('/live/7/')).toBe(true);
    // a session of the live product: where the stream plays (decision 1603)
    expect(isChatHiddenOn('/live/7/12')).toBe(true);
  });

  test('[GLOBAL-16] it is shown on every other page', () => {
    for (const page of [
      '/products',
      '/dashboard',
      '/book',
      '/book/12x',
      '/book/intro/1',
      '/live',
      '/live/7/replay',
      '/live/abc',
      '/contact',
    ]) {
      expect(isChatHiddenOn(page), page).toBe(false);
    }
  });

  test('[GLOBAL-17] the product looks for the widget every 500 ms until it is there', async () => {
    vi.useFakeTimers();
    expect(CHAT_POLL_EVERY_MS).toBe(500);
    let widget: string | null = null;
    const find = vi.fn(() => widget);
    const found = vi.fn();
    pollForWidget(find, found);
    expect(find).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(find).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(find).toHaveBeenCalledTimes(2);
    widget = 'the widget';
    await vi.advanceTimersByTimeAsync(500);
    expect(found).toHaveBeenCalledWith('the widget');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(find).toHaveBeenCalledTimes(3);
  });

  test('[GLOBAL-18] it gives up after 20 attempts', async () => {
    vi.useFakeTimers();
    expect(CHAT_POLL_ATTEMPTS).toBe(20);
    const find = vi.fn(() => null);
    const found = vi.fn();
    pollForWidget(find, found);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(find).toHaveBeenCalledTimes(20);
    expect(found).not.toHaveBeenCalled();
  });

  test('a page left early stops looking', async () => {
    vi.useFakeTimers();
    const find = vi.fn(() => null);
    const cancel = pollForWidget(find, vi.fn());
    await vi.advanceTimersByTimeAsync(1_000);
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(find).toHaveBeenCalledTimes(3);
  });

  test('the configured script is added once', () => {
    loadChatScript('https://chat.example/widget.js');
    loadChatScript('https://chat.example/widget.js');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://chat.example/widget.js');
    expect(scripts[0]!.async).toBe(true);
  });
});
