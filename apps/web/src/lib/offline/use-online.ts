import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Whether the app is online, as TanStack Query sees it (the browser's events, or told so). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    // the server's drawing of a screen (decision 0415) is online by definition
    () => true,
  );
}
