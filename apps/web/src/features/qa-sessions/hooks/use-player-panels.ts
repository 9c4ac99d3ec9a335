import { useCallback, useMemo, useReducer } from 'react';

/**
 * What the player shows around the question: pause, the note, the report dialog and its thanks, the
 * navigator dialog, the end dialog, and a notice of what went wrong.
 */
export interface PlayerPanels {
  paused: boolean;
  noteOpen: boolean;
  reportOpen: boolean;
  /** the position whose problem report was sent, thanked for while it is on screen */
  reportSent: number | null;
  navigatorOpen: boolean;
  confirmEnd: boolean;
  notice: string | null;
}

type PanelChange = Partial<PlayerPanels> | ((panels: PlayerPanels) => Partial<PlayerPanels>);

const CLOSED: PlayerPanels = {
  paused: false,
  noteOpen: false,
  reportOpen: false,
  reportSent: null,
  navigatorOpen: false,
  confirmEnd: false,
  notice: null,
};

function reduce(panels: PlayerPanels, change: PanelChange): PlayerPanels {
  return { ...panels, ...(typeof change === 'function' ? change(panels) : change) };
}

export function usePlayerPanels() {
  const [panels, set] = useReducer(reduce, CLOSED);
  const actions = useMemo(
    () => ({
      set,
      togglePause: () => set((p) => ({ paused: !p.paused })),
      toggleNote: () => set((p) => ({ noteOpen: !p.noteOpen })),
      reportSentFor: (position: number) => set({ reportOpen: false, reportSent: position }),
      setNotice: (notice: string | null) => set({ notice }),
      closeConfirmEnd: () => set({ confirmEnd: false }),
    }),
    [],
  );
  /** Moving to another question closes its note and the navigator, and clears the notice. */
  const onMove = useCallback(
    () => set({ noteOpen: false, navigatorOpen: false, notice: null }),
    [],
  );
  return { panels, ...actions, onMove };
}
