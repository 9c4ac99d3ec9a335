import type { ChoiceKey } from '@boardready/contracts';
import { useEffect, useRef } from 'react';
import { type PlayerAction, playerAction } from './player-keys';

/**
 * Listens for the players' keyboard shortcuts (`playerAction`) on the window while `enabled`,
 * and hands each action to `onAction`, the latest one given (so callers need not memoise it).
 * Shared by the Q&A session player and the self-assessment player.
 */
export function usePlayerKeys(
  enabled: boolean,
  choiceKeys: readonly ChoiceKey[],
  onAction: (action: PlayerAction) => void,
) {
  const latest = useRef({ choiceKeys, onAction });
  latest.current = { choiceKeys, onAction };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = playerAction(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          targetTag: target?.tagName,
          targetEditable:
            !!target &&
            (target.isContentEditable ||
              target.matches('input:not([type=radio]):not([type=checkbox]), textarea, select')),
          inDialog: !!target?.closest('[role=dialog], [role=menu]'),
        },
        latest.current.choiceKeys,
      );
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
