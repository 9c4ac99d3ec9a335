/** Spec §9: 6 button columns of 64px with a 2px margin, plus a 32px content margin. */
export const BUTTON_SIZE = 64;
export const BUTTON_MARGIN = 2;
export const BUTTON_COLUMNS = 6;
export const CONTENT_MARGIN = 32;
export const CALCULATOR_WIDTH = BUTTON_COLUMNS * (BUTTON_SIZE + BUTTON_MARGIN) + CONTENT_MARGIN;

/** Spec §9: the panel floats above the app's own overlays (menus, drawers, snackbars). */
export const CALCULATOR_Z_INDEX = 5100;

/** Spec §9: a panel that would cross the right edge is pulled back by its width minus this. */
export const RIGHT_EDGE_OFFSET = 24;

/** Spec §4/§9: π has this exact value, not Math.PI, so results match the product's. */
// biome-ignore lint/suspicious/noApproximativeNumericConstant: the spec fixes π at this value.
export const PI_VALUE = 3.14159265359;

/** Lets the 'Open calculator' button bring an already open panel back into focus. */
export const PANEL_SELECTOR = '[data-calculator-panel]';
