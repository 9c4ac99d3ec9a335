import { useEffect, useRef } from 'react';

/** A key press as the players' shortcut rules read it, without the DOM event. */
export interface ShortcutPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
  targetTag: string | undefined;
  /** typing in a field (radio buttons and checkboxes are not fields: a player's choices are) */
  targetEditable: boolean;
  /** inside a dialog, a menu or a list box, whose own keys come first */
  inDialog: boolean;
}

/**
 * Listens for a screen's keyboard shortcuts on the window while `enabled`: `toAction` reads each
 * press (a pure rule, tested on its own) and `onAction`, the latest one given (callers need not
 * memoise it), gets the action it names. Shared by the question players and the card player.
 */
export function useShortcutKeys<Action, Context>(
  enabled: boolean,
  context: Context,
  toAction: (press: ShortcutPress, context: Context) => Action | null | undefined,
  onAction: (action: Action) => void,
) {
  const latest = useRef({ context, toAction, onAction });
  latest.current = { context, toAction, onAction };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const press: ShortcutPress = {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        repeat: event.repeat,
        targetTag: target?.tagName,
        targetEditable:
          !!target &&
          (target.isContentEditable ||
            target.matches('input:not([type=radio]):not([type=checkbox]), textarea, select')),
        inDialog: !!target?.closest('[role=dialog], [role=menu], [role=listbox]'),
      };
      const action = latest.current.toAction(press, latest.current.context);
      if (action === null || action === undefined) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
