import { describe, expect, test } from 'vitest';
import { type StudyKeyInput, studyAction } from './study-keys';

const press = (key: string, extra: Partial<StudyKeyInput> = {}) => ({
  key,
  targetTag: 'DIV',
  ...extra,
});

describe('studyAction (the player’s keyboard)', () => {
  test('Space and Enter show the answer on the front, and grade Good on the back', () => {
    expect(studyAction(press(' '), 'front')).toEqual({ type: 'reveal' });
    expect(studyAction(press('Enter'), 'front')).toEqual({ type: 'reveal' });
    expect(studyAction(press(' '), 'back')).toEqual({ type: 'grade', rating: 3 });
    expect(studyAction(press('Enter'), 'back')).toEqual({ type: 'grade', rating: 3 });
  });

  test('1–4 grade Again, Hard, Good, Easy, only once the answer shows', () => {
    expect([1, 2, 3, 4].map((n) => studyAction(press(String(n)), 'back'))).toEqual([
      { type: 'grade', rating: 1 },
      { type: 'grade', rating: 2 },
      { type: 'grade', rating: 3 },
      { type: 'grade', rating: 4 },
    ]);
    expect(studyAction(press('3'), 'front')).toBeNull();
    expect(studyAction(press('5'), 'back')).toBeNull();
  });

  test('U and Ctrl+Z or ⌘Z undo; F flags, @ suspends, - buries, I shows the info, on either side', () => {
    for (const side of ['front', 'back'] as const) {
      expect(studyAction(press('u'), side)).toEqual({ type: 'undo' });
      expect(studyAction(press('U'), side)).toEqual({ type: 'undo' });
      expect(studyAction(press('z', { ctrlKey: true }), side)).toEqual({ type: 'undo' });
      expect(studyAction(press('z', { metaKey: true }), side)).toEqual({ type: 'undo' });
      expect(studyAction(press('f'), side)).toEqual({ type: 'flag' });
      expect(studyAction(press('@'), side)).toEqual({ type: 'suspend' });
      expect(studyAction(press('-'), side)).toEqual({ type: 'bury' });
      expect(studyAction(press('i'), side)).toEqual({ type: 'info' });
    }
  });

  test('typing in a field, a dialog on top, or other modified keys are left alone', () => {
    expect(studyAction(press(' ', { targetTag: 'INPUT' }), 'front')).toBeNull();
    expect(studyAction(press('3', { targetTag: 'INPUT' }), 'back')).toBeNull();
    expect(studyAction(press('u', { targetTag: 'TEXTAREA' }), 'back')).toBeNull();
    expect(studyAction(press('z', { ctrlKey: true, targetTag: 'INPUT' }), 'back')).toBeNull();
    expect(studyAction(press('3', { targetEditable: true }), 'back')).toBeNull();
    expect(studyAction(press('3', { inDialog: true }), 'back')).toBeNull();
    expect(studyAction(press('3', { ctrlKey: true }), 'back')).toBeNull();
    expect(studyAction(press('u', { altKey: true }), 'back')).toBeNull();
    expect(studyAction(press('z', { ctrlKey: true, altKey: true }), 'back')).toBeNull();
  });

  test('Space and Enter on a focused button or link are its own click; a held key grades once', () => {
    expect(studyAction(press(' ', { targetTag: 'BUTTON' }), 'front')).toBeNull();
    expect(studyAction(press('Enter', { targetTag: 'A' }), 'back')).toBeNull();
    // digits still grade with a toolbar button focused
    expect(studyAction(press('2', { targetTag: 'BUTTON' }), 'back')).toEqual({
      type: 'grade',
      rating: 2,
    });
    expect(studyAction(press(' ', { repeat: true }), 'back')).toBeNull();
    expect(studyAction(press('3', { repeat: true }), 'back')).toBeNull();
  });
});
