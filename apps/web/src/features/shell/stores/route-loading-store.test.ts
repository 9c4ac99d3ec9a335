import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  LOADING_INDICATOR_HIDE_MS,
  onNavigationState,
  trackRouteLoading,
  useRouteLoadingStore,
} from './route-loading-store';

const shown = () => useRouteLoadingStore.getState().showRouteLoadingIndicator;

describe('route loading indicator state (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onNavigationState('idle');
    vi.runAllTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shown at navigation start; hidden exactly 1000 ms after the end', () => {
    expect(shown()).toBe(false);
    onNavigationState('loading');
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(5000); // however long the navigation takes
    expect(shown()).toBe(true);
    onNavigationState('idle');
    vi.advanceTimersByTime(LOADING_INDICATOR_HIDE_MS - 1);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
    expect(LOADING_INDICATOR_HIDE_MS).toBe(1000);
  });

  test('further idle updates do not push the hiding back; a new navigation keeps it shown', () => {
    onNavigationState('loading');
    onNavigationState('idle');
    vi.advanceTimersByTime(600);
    onNavigationState('idle');
    vi.advanceTimersByTime(400);
    expect(shown()).toBe(false);

    onNavigationState('loading');
    onNavigationState('idle');
    vi.advanceTimersByTime(500);
    onNavigationState('submitting');
    vi.advanceTimersByTime(2000);
    expect(shown()).toBe(true);
  });

  test('follows a router it is wired to', () => {
    let listener: ((s: { navigation: { state: 'idle' | 'loading' } }) => void) | undefined;
    const unsubscribe = vi.fn();
    trackRouteLoading({
      subscribe: (l) => {
        listener = l;
        return unsubscribe;
      },
    });
    listener!({ navigation: { state: 'loading' } });
    expect(shown()).toBe(true);
    listener!({ navigation: { state: 'idle' } });
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe(false);
  });
});
