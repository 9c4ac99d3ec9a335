import { CALCULATOR_WIDTH, RIGHT_EDGE_OFFSET } from './calculator-constants';

export interface Position {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Spec §2 position clamping, applied to a position the panel is shown at: x and y never below 0,
 * and a panel that would reach the window's right edge opens to the left of the point instead
 * (x − width + 24), so an icon near the right edge keeps its panel on screen.
 */
export function clampPanelPosition(
  position: Position,
  innerWidth: number,
  width: number = CALCULATOR_WIDTH,
): Position {
  const x = position.x + width >= innerWidth ? position.x - width + RIGHT_EDGE_OFFSET : position.x;
  return { x: Math.max(0, x), y: Math.max(0, position.y) };
}

/**
 * Spec §2 "draggable within the page body": while dragging (and when the window shrinks) the
 * whole panel stays inside the visible page. When the page is smaller than the panel, the top-left
 * corner wins so the title bar and close button stay reachable.
 */
export function keepInside(position: Position, panel: Size, page: Size): Position {
  const maxX = Math.max(0, page.width - panel.width);
  const maxY = Math.max(0, page.height - panel.height);
  return {
    x: Math.round(Math.min(Math.max(0, position.x), maxX)),
    y: Math.round(Math.min(Math.max(0, position.y), maxY)),
  };
}
