import type { ChoiceKey } from '@boardready/contracts';
import { useShortcutKeys } from '@/lib/use-shortcut-keys';
import { type PlayerAction, playerAction } from './player-keys';

/**
 * The players' keyboard shortcuts (`playerAction`) while `enabled`, each action handed to
 * `onAction`. Shared by the Q&A session player and the self-assessment player.
 */
export function usePlayerKeys(
  enabled: boolean,
  choiceKeys: readonly ChoiceKey[],
  onAction: (action: PlayerAction) => void,
) {
  useShortcutKeys(enabled, choiceKeys, playerAction, onAction);
}
