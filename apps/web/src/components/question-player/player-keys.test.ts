import { describe, expect, test } from 'vitest';
import { playerAction } from './player-keys';

describe('the player’s keyboard', () => {
  const keys = ['A', 'B', 'C', 'D', 'E'] as const;
  const act = (key: string, extra = {}) => playerAction({ key, targetTag: 'BODY', ...extra }, keys);

  test('A, C–E and 1–5 pick; B bookmarks; Enter submits; arrows move', () => {
    expect(act('a')).toEqual({ type: 'pick', key: 'A' });
    expect(act('E')).toEqual({ type: 'pick', key: 'E' });
    expect(act('2')).toEqual({ type: 'pick', key: 'B' });
    expect(act('5')).toEqual({ type: 'pick', key: 'E' });
    expect(act('b')).toEqual({ type: 'bookmark' });
    expect(act('Enter')).toEqual({ type: 'submit' });
    expect(act('ArrowLeft')).toEqual({ type: 'previous' });
    expect(act('ArrowRight')).toEqual({ type: 'next' });
  });

  test('on a focused choice (its radio) letters pick and the arrows stay with the radio group', () => {
    expect(act('d', { targetTag: 'INPUT' })).toEqual({ type: 'pick', key: 'D' });
    expect(act('ArrowRight', { targetTag: 'INPUT' })).toBeNull();
    expect(act('a', { targetTag: 'INPUT', targetEditable: true })).toBeNull();
  });

  test('keys are ignored in fields, dialogs, with modifiers, or past the last choice', () => {
    expect(act('a', { targetEditable: true })).toBeNull();
    expect(act('a', { targetTag: 'TEXTAREA' })).toBeNull();
    expect(act('1', { inDialog: true })).toBeNull();
    expect(act('a', { ctrlKey: true })).toBeNull();
    expect(act('Enter', { targetTag: 'BUTTON' })).toBeNull();
    expect(act('x')).toBeNull();
    expect(playerAction({ key: 'E' }, ['A', 'B', 'C', 'D'])).toBeNull();
    expect(playerAction({ key: '5' }, ['A', 'B', 'C', 'D'])).toBeNull();
  });
});
