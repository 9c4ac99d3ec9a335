import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CalculatorHost, OpenCalculatorButton } from '../index';
import { initialCalculatorStoreState, useCalculatorStore } from '../stores/calculator-store';

function renderCalculator() {
  const user = userEvent.setup();
  const view = render(
    <>
      <label>
        Notes <input />
      </label>
      <OpenCalculatorButton />
      <CalculatorHost />
    </>,
  );
  return { user, ...view };
}

async function openCalculator(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open calculator' }));
  // The panel is its own lazy chunk, so it appears after a tick.
  return screen.findByRole('dialog', { name: 'Calculator' });
}

const display = () => screen.getByRole('status', { name: 'Calculator display' });

beforeAll(async () => {
  // The panel and the engine are lazy chunks; transforming them on first use can outlast
  // findBy's 1 s when the whole suite runs in parallel, so load them once up front.
  await Promise.all([import('./calculator-panel'), import('../utils/calculator-engine')]);
});

beforeEach(() => {
  useCalculatorStore.setState(initialCalculatorStoreState);
});

describe('calculator panel (spec §2)', () => {
  test('[CALC-19] the wrapper is always present; the panel only while showCalculator is true', () => {
    const { container } = renderCalculator();
    expect(container.querySelector('[data-calculator-wrapper]')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[CALC-01] [CALC-04] the Open calculator button shows a non-modal dialog titled Calculator', async () => {
    const { user } = renderCalculator();
    const panel = await openCalculator(user);
    expect(within(panel).getByRole('heading', { name: 'Calculator' })).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveAccessibleDescription('Angles in degrees');
    expect(useCalculatorStore.getState().showCalculator).toBe(true);
    // The page behind stays usable.
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    expect(screen.getByRole('dialog', { name: 'Calculator' })).toBeInTheDocument();
  });

  test('[CALC-04] the panel follows the store flag', async () => {
    renderCalculator();
    act(() => useCalculatorStore.getState().show({ x: 5, y: 5 }));
    expect(await screen.findByRole('dialog', { name: 'Calculator' })).toBeInTheDocument();
    act(() => useCalculatorStore.getState().hide());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[CALC-02] the close button hides the panel and gives focus back to the opener', async () => {
    const { user } = renderCalculator();
    const panel = await openCalculator(user);
    await user.click(within(panel).getByRole('button', { name: 'Close calculator' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCalculatorStore.getState().showCalculator).toBe(false);
    expect(screen.getByRole('button', { name: 'Open calculator' })).toHaveFocus();
  });

  test('[CALC-05] [CALC-06] [CALC-07] the panel sits at the stored position, 428px wide, at level 5100', async () => {
    renderCalculator();
    act(() => useCalculatorStore.getState().show({ x: 40, y: 60 }));
    const panel = await screen.findByRole('dialog', { name: 'Calculator' });
    expect(panel).toHaveStyle({
      position: 'fixed',
      left: '40px',
      top: '60px',
      width: 'min(428px, 100vw)', // 428px wherever it fits (decision 0103)
      zIndex: '5100',
    });
  });

  test('[CALC-14] [CALC-15] [CALC-16] [CALC-17] [CALC-18] the 5 × 6 button grid', async () => {
    const { user } = renderCalculator();
    const panel = await openCalculator(user);
    const labels = within(panel)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-label') !== 'Close calculator')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      ...['EXP', 'π', '(', ')', '%', 'AC'],
      ...['sin', 'ln', '7', '8', '9', '÷'],
      ...['cos', 'log', '4', '5', '6', '×'],
      ...['tan', '√', '3', '2', '1', '-'],
      ...['x²', 'x^', '.', '0', '=', '+'],
    ]);
  });

  test('[CALC-01] every button has a clear accessible name', async () => {
    const { user } = renderCalculator();
    const panel = await openCalculator(user);
    const names = [
      'Exponent (EXP)',
      'Pi',
      'Open parenthesis',
      'Close parenthesis',
      'Percent',
      'AC (all clear)',
      'Sine',
      'ln (natural logarithm)',
      'Divide',
      'Cosine',
      'log (base-10 logarithm)',
      'Multiply',
      'Tangent',
      'Square root',
      'Minus',
      'Square (x²)',
      'Power (x^)',
      'Decimal point',
      'Equals',
      'Plus',
      ...'0123456789',
    ];
    for (const name of names) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  test('[CALC-03] dragging the title bar moves the panel and keeps it inside the page', async () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(700);
    const { user } = renderCalculator();
    act(() => useCalculatorStore.getState().show({ x: 100, y: 100 }));
    const panel = await screen.findByRole('dialog', { name: 'Calculator' });
    vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 428, 480));
    const handle = within(panel).getByRole('heading', { name: 'Calculator' });

    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 110, clientY: 110 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 210, clientY: 160 });
    expect(useCalculatorStore.getState().position).toEqual({ x: 200, y: 150 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: -500, clientY: -500 });
    expect(useCalculatorStore.getState().position).toEqual({ x: 0, y: 0 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 5000, clientY: 5000 });
    expect(useCalculatorStore.getState().position).toEqual({ x: 1000 - 428, y: 700 - 480 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(useCalculatorStore.getState().position).toEqual({ x: 572, y: 220 });
    expect(panel).toHaveStyle({ left: '572px', top: '220px' });

    // Reopening uses the remembered position, not the icon's.
    await user.click(within(panel).getByRole('button', { name: 'Close calculator' }));
    await openCalculator(user);
    expect(useCalculatorStore.getState().position).toEqual({ x: 572, y: 220 });
  });
});

describe('calculator input through the panel (spec §4, §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('[CALC-10] [CALC-25] the display starts at 0 and the clear button reads AC', async () => {
    const { user } = renderCalculator();
    await openCalculator(user);
    expect(display()).toHaveTextContent(/^0$/);
    expect(screen.getByRole('button', { name: 'AC (all clear)' })).toHaveTextContent('AC');
  });

  test('[CALC-11] [CALC-12] [CALC-27] [CALC-26] pressing buttons enters and evaluates', async () => {
    const { user } = renderCalculator();
    const panel = await openCalculator(user);
    const key = (name: string) => user.click(within(panel).getByRole('button', { name }));
    for (const name of ['Sine', '3', '0', 'Close parenthesis', 'Plus', '2', 'Square (x²)']) {
      await key(name);
    }
    expect(display()).toHaveTextContent('sin(30)+2²');
    expect(within(panel).getByRole('button', { name: 'CE (clear entry)' })).toHaveTextContent('CE');
    await key('Equals');
    await waitFor(() => expect(display()).toHaveTextContent(/^4\.5$/));
    expect(within(panel).getByRole('button', { name: 'AC (all clear)' })).toBeInTheDocument();
  });

  test('[CALC-28] [CALC-29] [CALC-30] CE removes tokens, AC resets', async () => {
    const { user } = renderCalculator();
    const panel = await openCalculator(user);
    const key = (name: string) => user.click(within(panel).getByRole('button', { name }));
    for (const name of ['2', 'Multiply', 'log (base-10 logarithm)']) await key(name);
    expect(display()).toHaveTextContent('2×log(');
    await key('CE (clear entry)');
    expect(display()).toHaveTextContent(/^2×$/);
    await key('CE (clear entry)');
    await key('CE (clear entry)');
    expect(display()).toHaveTextContent(/^0$/);
    for (const name of ['9', 'Equals']) await key(name);
    await waitFor(() => expect(display()).toHaveTextContent(/^9$/));
    await key('AC (all clear)');
    expect(display()).toHaveTextContent(/^0$/);
  });

  test('[CALC-39] [CALC-40] typing with the keyboard while the panel has focus', async () => {
    const { user } = renderCalculator();
    const panel = await openCalculator(user);
    expect(panel).toHaveFocus();
    await user.keyboard('(1+2)*3/4-5%^2');
    expect(display()).toHaveTextContent('(1+2)×3÷4-5%^2');
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(display()).toHaveTextContent(/^\(1\+2\)×3÷4-$/);
    await user.keyboard('.25{Enter}');
    await waitFor(() => expect(display()).toHaveTextContent(/^2$/));
    await user.keyboard('7=');
    await waitFor(() => expect(display()).toHaveTextContent(/^7$/));
  });

  test('[CALC-41] Backspace, Delete and Escape mean CE; Escape does not close the panel', async () => {
    const { user } = renderCalculator();
    await openCalculator(user);
    await user.keyboard('1234');
    await user.keyboard('{Backspace}');
    expect(display()).toHaveTextContent(/^123$/);
    await user.keyboard('{Delete}');
    expect(display()).toHaveTextContent(/^12$/);
    await user.keyboard('{Escape}');
    expect(display()).toHaveTextContent(/^1$/);
    expect(screen.getByRole('dialog', { name: 'Calculator' })).toBeInTheDocument();
  });

  test('[VALID-07] every other key is ignored, and shortcuts pass through', async () => {
    const { user } = renderCalculator();
    await openCalculator(user);
    await user.keyboard('5abcxEe, {ArrowLeft}{Home}{F2}');
    await user.keyboard('{Control>}-{/Control}{Alt>}2{/Alt}');
    expect(display()).toHaveTextContent(/^5$/);
  });

  test('[VALID-07] typing goes to the calculator only while it has focus', async () => {
    const { user } = renderCalculator();
    await openCalculator(user);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(notes);
    await user.keyboard('42{Backspace}');
    expect(notes).toHaveValue('4');
    expect(display()).toHaveTextContent(/^0$/);
  });

  test('[CALC-40] Enter on a button reached with Tab presses that button; clicks keep Enter as =', async () => {
    const { user } = renderCalculator();
    const panel = await openCalculator(user);
    await user.click(within(panel).getByRole('button', { name: '6' }));
    expect(panel).toHaveFocus();
    within(panel).getByRole('button', { name: '7' }).focus();
    await user.keyboard('{Enter}');
    expect(display()).toHaveTextContent(/^67$/);
    panel.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(display()).toHaveTextContent(/^67$/));
    expect(within(panel).getByRole('button', { name: 'AC (all clear)' })).toBeInTheDocument();
  });

  test('[CALC-12] the input survives closing and reopening the panel', async () => {
    const { user } = renderCalculator();
    let panel = await openCalculator(user);
    await user.keyboard('8*8{Enter}');
    await waitFor(() => expect(display()).toHaveTextContent(/^64$/));
    await user.click(within(panel).getByRole('button', { name: 'Close calculator' }));
    panel = await openCalculator(user);
    expect(display()).toHaveTextContent(/^64$/);
  });
});
