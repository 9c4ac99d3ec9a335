import type { Rating } from '@boardready/contracts/flash-card-rules';

export type StudyAction =
  | { type: 'reveal' }
  | { type: 'grade'; rating: Rating }
  | { type: 'undo' }
  | { type: 'flag' }
  | { type: 'suspend' }
  | { type: 'bury' }
  | { type: 'info' };

/** Which side of the card is on screen. */
export type StudySide = 'front' | 'back';

export interface StudyKeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** a key held down: one grade per press, never a run of them */
  repeat?: boolean;
  /** the focused element's tag: a button or a link takes Space and Enter as its own click */
  targetTag?: string;
  /** typing in a field (the settings, the calculator's input) is never a shortcut */
  targetEditable?: boolean;
  /** a dialog on top (the calculator) keeps its keys */
  inDialog?: boolean;
}

/** The shortcut hints the player shows beside its buttons, one place for both. */
export const STUDY_KEY_HINTS = {
  reveal: 'Space',
  undo: 'U',
  flag: 'F',
  suspend: '@',
  bury: '-',
  info: 'I',
} as const;

const GRADE_KEYS: Record<string, Rating> = { '1': 1, '2': 2, '3': 3, '4': 4 };

/**
 * The player's keyboard, Anki's: Space or Enter shows the answer, then Space or Enter is Good and
 * 1–4 grade Again, Hard, Good, Easy; U or Ctrl+Z (⌘Z) undoes the last grade; F flags, @ suspends,
 * - buries the card and I shows its info. Keys typed into a field or a dialog, and other modified keys, are left
 * alone.
 */
export function studyAction(input: StudyKeyInput, side: StudySide): StudyAction | null {
  if (input.targetEditable || input.inDialog) return null;
  const tag = input.targetTag?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'INPUT') return null;
  const key = input.key;
  if ((input.ctrlKey || input.metaKey) && !input.altKey && (key === 'z' || key === 'Z'))
    return input.repeat ? null : { type: 'undo' };
  if (input.ctrlKey || input.metaKey || input.altKey || input.repeat) return null;
  if (key === ' ' || key === 'Enter') {
    // A focused button or link answers Space and Enter itself (its click).
    if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') return null;
    return side === 'front' ? { type: 'reveal' } : { type: 'grade', rating: 3 };
  }
  const rating = GRADE_KEYS[key];
  if (rating) return side === 'back' ? { type: 'grade', rating } : null;
  if (key === 'u' || key === 'U') return { type: 'undo' };
  if (key === 'f' || key === 'F') return { type: 'flag' };
  if (key === '@') return { type: 'suspend' };
  if (key === '-') return { type: 'bury' };
  if (key === 'i' || key === 'I') return { type: 'info' };
  return null;
}
