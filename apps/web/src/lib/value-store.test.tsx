import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useStoreValue, valueStore } from './value-store';

describe('valueStore', () => {
  test('tells its listeners of a new value, not of the same one, until they leave', () => {
    const store = valueStore(1);
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.set(2);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('redraws the components that read it, and not their parent', () => {
    const store = valueStore('Question 1');
    const parentRenders = vi.fn();
    function Heading() {
      return <h1>{useStoreValue(store)}</h1>;
    }
    function Player() {
      parentRenders();
      return <Heading />;
    }
    render(<Player />);
    act(() => store.set('Question 2'));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeTruthy();
    expect(parentRenders).toHaveBeenCalledTimes(1);
  });
});
