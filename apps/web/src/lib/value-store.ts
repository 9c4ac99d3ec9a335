import { useSyncExternalStore } from 'react';

/**
 * One value a few components subscribe to, outside React state: setting it redraws them and not
 * the component that owns it (the player's clock, the position the learner moved to).
 */
export interface ValueStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(onChange: () => void): () => void;
}

/** What a reader of the store may do: read it and follow it. */
export type ReadableStore<T> = Pick<ValueStore<T>, 'get' | 'subscribe'>;

export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** The store's value; the component redraws when it changes. */
export function useStoreValue<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
