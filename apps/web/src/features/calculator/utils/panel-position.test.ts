import { describe, expect, test } from 'vitest';
import { CALCULATOR_WIDTH, CALCULATOR_Z_INDEX, PI_VALUE } from './calculator-constants';
import { clampPanelPosition, keepInside } from './panel-position';

describe('calculator constants (spec §9)', () => {
  test('[CALC-06] the panel is 6 × (64 + 2) + 32 = 428px wide', () => {
    expect(CALCULATOR_WIDTH).toBe(428);
  });

  test('[CALC-07] the stacking level is 5100', () => {
    expect(CALCULATOR_Z_INDEX).toBe(5100);
  });

  test('[CALC-35] π is 3.14159265359', () => {
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: the spec's value, not Math.PI.
    expect(PI_VALUE).toBe(3.14159265359);
    expect(PI_VALUE).not.toBe(Math.PI);
  });
});

describe('position clamping (spec §2)', () => {
  test('[CALC-08] x and y are never below 0', () => {
    expect(clampPanelPosition({ x: -20, y: -5 }, 1280)).toEqual({ x: 0, y: 0 });
    expect(clampPanelPosition({ x: 100, y: 200 }, 1280)).toEqual({ x: 100, y: 200 });
  });

  test('[CALC-09] reaching the right edge places the panel at x − width + 24', () => {
    // 852 + 428 = 1280: "x + width >= the window's inner width" holds at equality.
    expect(clampPanelPosition({ x: 852, y: 40 }, 1280)).toEqual({ x: 852 - 428 + 24, y: 40 });
    expect(clampPanelPosition({ x: 1200, y: 40 }, 1280)).toEqual({ x: 796, y: 40 });
    expect(clampPanelPosition({ x: 851, y: 40 }, 1280)).toEqual({ x: 851, y: 40 });
  });

  test('[CALC-08] [CALC-09] a window narrower than the panel still keeps x at 0 or more', () => {
    expect(clampPanelPosition({ x: 100, y: 10 }, 320)).toEqual({ x: 0, y: 10 });
  });

  test('[CALC-03] dragging keeps the whole panel inside the page', () => {
    const panel = { width: 428, height: 480 };
    const page = { width: 1280, height: 720 };
    expect(keepInside({ x: -50, y: -50 }, panel, page)).toEqual({ x: 0, y: 0 });
    expect(keepInside({ x: 5000, y: 5000 }, panel, page)).toEqual({ x: 852, y: 240 });
    expect(keepInside({ x: 300.4, y: 100.6 }, panel, page)).toEqual({ x: 300, y: 101 });
    expect(keepInside({ x: 300, y: 300 }, panel, { width: 400, height: 400 })).toEqual({
      x: 0,
      y: 0,
    });
  });
});
