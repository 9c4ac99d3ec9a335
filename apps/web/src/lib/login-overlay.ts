import type { MouseEvent } from 'react';
import { create } from 'zustand';
import { paths } from './paths';

/** Spec §2: a login/register overlay is available on screens other than login. */
export const useLoginOverlay = create<{ open: boolean }>(() => ({ open: false }));

export const closeLoginOverlay = () => useLoginOverlay.setState({ open: false });

/**
 * For a Sign In link: a plain click opens the overlay over the current screen (the user stays
 * where they are); on the login screen, or for a new tab or window, the link is followed.
 */
export function openLoginOverlayOnClick(event: MouseEvent) {
  const plain =
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (!plain || window.location.pathname === paths.login) return;
  event.preventDefault();
  useLoginOverlay.setState({ open: true });
}
