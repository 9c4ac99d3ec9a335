import { create } from 'zustand';
import { clampPanelPosition, type Position } from '../utils/panel-position';

/** Spec §3 "Calculator state", with the §4 "Calculator visibility" actions. */
export interface CalculatorStore {
  showCalculatorIcon: boolean;
  showCalculator: boolean;
  position: Position;
  /** True once the panel has had a position, which is then remembered for the session. */
  positioned: boolean;
  /**
   * Show Calculator: with a position (the spec's clamping applied), or at the remembered one.
   * The window width is read here so every caller gets the same right-edge rule.
   */
  show: (position?: Position) => void;
  /** Hide Calculator, and the panel's close button. */
  hide: () => void;
  showIcon: () => void;
  hideIcon: () => void;
  /** Dragging; the caller keeps the panel inside the page. */
  moveTo: (position: Position) => void;
}

export const initialCalculatorStoreState = {
  showCalculatorIcon: false,
  showCalculator: false,
  position: { x: 0, y: 0 },
  positioned: false,
} as const;

export const useCalculatorStore = create<CalculatorStore>()((set) => ({
  ...initialCalculatorStoreState,
  show: (position) =>
    set((state) =>
      position
        ? {
            showCalculator: true,
            position: clampPanelPosition(position, window.innerWidth),
            positioned: true,
          }
        : { showCalculator: true, position: state.position },
    ),
  hide: () => set({ showCalculator: false }),
  showIcon: () => set({ showCalculatorIcon: true }),
  hideIcon: () => set({ showCalculatorIcon: false }),
  moveTo: (position) => set({ position, positioned: true }),
}));
