import { beforeEach, describe, expect, test } from 'vitest';
import { initialCalculatorStoreState, useCalculatorStore } from './calculator-store';

beforeEach(() => {
  useCalculatorStore.setState(initialCalculatorStoreState);
  window.innerWidth = 1024;
});

describe('calculator visibility (spec §4)', () => {
  test('[CALC-20] initially hidden, without icon, at 0,0', () => {
    const { showCalculator, showCalculatorIcon, position } = useCalculatorStore.getState();
    expect(showCalculator).toBe(false);
    expect(showCalculatorIcon).toBe(false);
    expect(position).toEqual({ x: 0, y: 0 });
  });

  test('[CALC-21] Show Calculator sets showCalculator true and takes a position', () => {
    useCalculatorStore.getState().show({ x: 120, y: 80 });
    expect(useCalculatorStore.getState()).toMatchObject({
      showCalculator: true,
      position: { x: 120, y: 80 },
    });
  });

  test('[CALC-08] [CALC-09] Show Calculator clamps the position it takes', () => {
    useCalculatorStore.getState().show({ x: 900, y: -10 });
    expect(useCalculatorStore.getState().position).toEqual({ x: 900 - 428 + 24, y: 0 });
  });

  test('[CALC-22] Hide Calculator sets showCalculator false and remembers the position', () => {
    useCalculatorStore.getState().show({ x: 10, y: 20 });
    useCalculatorStore.getState().hide();
    expect(useCalculatorStore.getState().showCalculator).toBe(false);
    useCalculatorStore.getState().show();
    expect(useCalculatorStore.getState()).toMatchObject({
      showCalculator: true,
      position: { x: 10, y: 20 },
    });
  });

  test('[CALC-23] [CALC-24] Show/Hide Calculator Icon set the icon flag', () => {
    useCalculatorStore.getState().showIcon();
    expect(useCalculatorStore.getState().showCalculatorIcon).toBe(true);
    useCalculatorStore.getState().hideIcon();
    expect(useCalculatorStore.getState().showCalculatorIcon).toBe(false);
  });

  test('[CALC-05] moving the panel stores its new position', () => {
    useCalculatorStore.getState().moveTo({ x: 33, y: 44 });
    expect(useCalculatorStore.getState()).toMatchObject({
      position: { x: 33, y: 44 },
      positioned: true,
    });
  });
});
