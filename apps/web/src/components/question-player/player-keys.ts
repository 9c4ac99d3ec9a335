import type { ChoiceKey } from '@boardready/contracts';

export type PlayerAction =
  | { type: 'pick'; key: ChoiceKey }
  | { type: 'submit' }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'bookmark' }
  | { type: 'highlight' };

const LETTERS: readonly ChoiceKey[] = ['A', 'B', 'C', 'D', 'E'];

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** the focused element's tag and role: typing in a field or a dialog is never a shortcut */
  targetTag?: string;
  targetEditable?: boolean;
  inDialog?: boolean;
}

/**
 * The player's keyboard: A–E and 1–5 pick a choice, Enter submits, ←/→ move, B bookmarks,
 * H highlights the selected words of the stem (or removes their highlight).
 * Modified keys and keys typed into a field (the note) or a dialog (the calculator) are left alone.
 */
export function playerAction(
  input: KeyInput,
  choiceKeys: readonly ChoiceKey[],
): PlayerAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.targetEditable || input.inDialog) return null;
  const tag = input.targetTag?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return null;
  // A focused input that is not a field (targetEditable) is a choice's radio, focused by a click
  // on the choice: letters still pick, and the arrows keep moving between the choices.
  const onChoice = tag === 'INPUT';
  const key = input.key;
  if (key === 'ArrowLeft') return onChoice ? null : { type: 'previous' };
  if (key === 'ArrowRight') return onChoice ? null : { type: 'next' };
  // Enter on a focused button is that button's click; only Enter elsewhere submits.
  if (key === 'Enter') return tag === 'BUTTON' || tag === 'A' ? null : { type: 'submit' };
  if (key === 'b' || key === 'B') return { type: 'bookmark' };
  if (key === 'h' || key === 'H') return { type: 'highlight' };
  const upper = key.length === 1 ? key.toUpperCase() : '';
  const byLetter = LETTERS.indexOf(upper as ChoiceKey);
  const byNumber = /^[1-5]$/.test(key) ? Number(key) - 1 : -1;
  const index = byLetter >= 0 ? byLetter : byNumber;
  // 'B' is bookmark; choice B is picked with 2 (or a click).
  if (index < 0) return null;
  const choice = LETTERS[index];
  return choice && choiceKeys.includes(choice) ? { type: 'pick', key: choice } : null;
}
