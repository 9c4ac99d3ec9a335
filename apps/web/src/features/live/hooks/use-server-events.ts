import { useEffect, useRef, useState } from 'react';

/** How long before the events are asked for again after a failure: 1 s, 2 s, 4 s … at most 30 s. */
const retryDelay = (failures: number) => Math.min(30_000, 1_000 * 2 ** (failures - 1));

export type EventsState = 'connecting' | 'open' | 'reconnecting';

/**
 * A session's server-sent events (the `data:` line, JSON with a `type`), from `url` until the
 * screen goes. When the stream fails (the server restarted, the network dropped), it is opened
 * again after a growing pause, and once it is open `onReconnect` asks for the state again: what
 * changed meanwhile was never sent. The events that arrive while that answer is on its way are
 * handed over again after it (an event is the state after a change, so a second time changes
 * nothing), so the answer never takes back a newer one.
 */
export function useServerEvents<E extends { type: string }>(
  url: string | null,
  onEvent: (event: E) => void,
  onReconnect: () => Promise<unknown>,
): EventsState {
  const [state, setState] = useState<EventsState>('connecting');
  // the latest handlers, without opening the stream again when they change
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };

  useEffect(() => {
    if (!url) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let gone = false;
    let caughtUp = true;
    let meanwhile: E[] = [];

    const receive = (message: MessageEvent<string>) => {
      const event = parse<E>(message.data);
      if (!event) return;
      handlers.current.onEvent(event);
      if (!caughtUp) meanwhile.push(event);
    };
    const open = () => {
      const reconnecting = failures > 0;
      source = new EventSource(withRequestId(url));
      source.addEventListener('message', receive);
      // a server may name its events by their type as well
      source.addEventListener('question', receive);
      source.addEventListener('hidden', receive);
      source.addEventListener('open', () => {
        failures = 0;
        setState('open');
        if (!reconnecting) return;
        caughtUp = false;
        void handlers.current
          .onReconnect()
          .catch(() => {})
          .finally(() => {
            caughtUp = true;
            const again = meanwhile;
            meanwhile = [];
            if (!gone) for (const event of again) handlers.current.onEvent(event);
          });
      });
      source.addEventListener('error', () => {
        source?.close();
        if (gone) return;
        failures += 1;
        setState('reconnecting');
        retry = setTimeout(open, retryDelay(failures));
      });
    };

    setState('connecting');
    open();
    return () => {
      gone = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url]);

  return state;
}

/** The events' address with the request id every call carries (spec §7), new at each opening. */
function withRequestId(url: string): string {
  const address = new URL(url, window.location.origin);
  address.searchParams.set('requestId', crypto.randomUUID());
  return address.origin === window.location.origin
    ? `${address.pathname}${address.search}`
    : address.toString();
}

function parse<E extends { type: string }>(data: string): E | null {
  try {
    const event = JSON.parse(data) as E | null;
    return typeof event?.type === 'string' ? event : null;
  } catch {
    return null;
  }
}
