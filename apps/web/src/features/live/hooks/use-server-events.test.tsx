import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useServerEvents } from './use-server-events';

/** The browser's EventSource as far as the hook uses it: its address, listeners and close. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => {
      this.dispatchEvent(new Event('open'));
    });
  }
  send(data: unknown, type = 'message') {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
  fail() {
    act(() => {
      this.dispatchEvent(new Event('error'));
    });
  }
}

type Event_ = { type: string; n: number };
const latest = () => FakeEventSource.opened.at(-1)!;

describe('a session’s server-sent events', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('each event is handed over; a request id goes with the address; leaving closes it', () => {
    const onEvent = vi.fn();
    const { result, unmount } = renderHook(() =>
      useServerEvents<Event_>('/api/3.0/live/x/events', onEvent, vi.fn()),
    );
    expect(result.current).toBe('connecting');
    expect(latest().url).toMatch(/^\/api\/3\.0\/live\/x\/events\?requestId=[\w-]{36}$/);
    latest().open();
    expect(result.current).toBe('open');
    latest().send({ type: 'question', n: 1 });
    latest().send('not an event');
    latest().send({ type: 'hidden', n: 2 }, 'hidden');
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'question', n: 1 },
      { type: 'hidden', n: 2 },
    ]);
    unmount();
    expect(latest().closed).toBe(true);
  });

  test('after a failure it opens again, later each time, and catches up once open', async () => {
    const onEvent = vi.fn();
    let answer!: () => void;
    const onReconnect = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useServerEvents<Event_>('/events', onEvent, onReconnect));
    const first = latest();
    first.open();
    first.fail();
    expect(first.closed).toBe(true);
    expect(result.current).toBe('reconnecting');
    act(() => vi.advanceTimersByTime(999));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.opened).toHaveLength(2);

    // it fails again before opening: the next try waits longer
    latest().fail();
    act(() => vi.advanceTimersByTime(1_999));
    expect(FakeEventSource.opened).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.opened).toHaveLength(3);

    // open: the state is asked for again; what arrives meanwhile is handed over again after it
    latest().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    latest().send({ type: 'question', n: 7 });
    expect(onEvent).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(onEvent.mock.calls.map(([event]) => event.n)).toEqual([7, 7]);
    expect(result.current).toBe('open');
  });
});
