import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The floating calculator (spec §2 "Floating calculator panel", §4 "Calculator visibility" and
 * "Calculator input", §5, §9), driven from the kitchensink's 'Open calculator' button.
 */

const WIDTH = 428;

async function openCalculator(page: Page) {
  await page.goto('/kitchensink');
  await page.getByRole('button', { name: 'Open calculator' }).click();
  const panel = page.getByRole('dialog', { name: 'Calculator' });
  await expect(panel).toBeVisible();
  return panel;
}

const displayOf = (panel: Locator) => panel.getByRole('status', { name: 'Calculator display' });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** The visible page the panel is kept in (the spec's "page body"), without scrollbars. */
function pageSize(page: Page) {
  return page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
    innerWidth: window.innerWidth,
  }));
}

/** Drags the panel by its title bar so the pointer ends at (x, y). */
async function dragTitleTo(page: Page, panel: Locator, x: number, y: number) {
  const title = await boxOf(panel.getByRole('heading', { name: 'Calculator' }));
  await page.mouse.move(title.x + 10, title.y + title.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.up();
}

test.describe('floating calculator', () => {
  test('[CALC-01] [CALC-04] [CALC-05] [CALC-06] [CALC-07] [CALC-10] [CALC-25] opens as a 428px panel at level 5100', async ({
    page,
  }) => {
    const panel = await openCalculator(page);
    await expect(panel.getByRole('heading', { name: 'Calculator' })).toBeVisible();
    await expect(displayOf(panel)).toHaveText('0');
    await expect(panel.getByRole('button', { name: 'AC (all clear)' })).toHaveText('AC');
    expect((await boxOf(panel)).width).toBe(WIDTH);
    const style = await panel.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { zIndex: computed.zIndex, position: computed.position };
    });
    expect(style).toEqual({ zIndex: '5100', position: 'fixed' });
    // Non-modal: typing goes to the calculator, which has focus, and the page stays usable.
    await expect(panel).toBeFocused();
    await expect(panel).not.toHaveAttribute('aria-modal', 'true');
    await expectAccessible(page);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 640, height: 800 },
    { width: 440, height: 800 },
  ]) {
    test(`[CALC-08] [CALC-09] opens under its icon, clamped, in a ${viewport.width}px window`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/kitchensink');
      const icon = await boxOf(page.getByRole('button', { name: 'Open calculator' }));
      const { innerWidth } = await pageSize(page);
      await page.getByRole('button', { name: 'Open calculator' }).click();
      const panel = page.getByRole('dialog', { name: 'Calculator' });
      await expect(panel).toBeVisible();
      // Spec §2: x + width >= the window's inner width → x − width + 24; x and y never below 0.
      const wanted = icon.x + WIDTH >= innerWidth ? icon.x - WIDTH + 24 : icon.x;
      const box = await boxOf(panel);
      expect(box.x).toBeCloseTo(Math.max(0, wanted), 0);
      expect(box.y).toBeGreaterThanOrEqual(0);
    });
  }

  test('[CALC-03] [CALC-08] drags to every edge and stays inside the page', async ({ page }) => {
    const panel = await openCalculator(page);
    const { width, height } = await pageSize(page);
    const { height: panelHeight } = await boxOf(panel);

    await dragTitleTo(page, panel, 0, 0);
    expect(await boxOf(panel)).toMatchObject({ x: 0, y: 0 });

    await dragTitleTo(page, panel, width - 1, 0);
    expect(await boxOf(panel)).toMatchObject({ x: width - WIDTH, y: 0 });

    await dragTitleTo(page, panel, width - 1, height - 1);
    expect(await boxOf(panel)).toMatchObject({ x: width - WIDTH, y: height - panelHeight });

    await dragTitleTo(page, panel, 0, height - 1);
    expect(await boxOf(panel)).toMatchObject({ x: 0, y: height - panelHeight });

    await dragTitleTo(page, panel, width / 2, height / 2);
    const middle = await boxOf(panel);
    expect(middle.x).toBeGreaterThan(0);
    expect(middle.x + WIDTH).toBeLessThan(width);
    expect(middle.y).toBeGreaterThan(0);
  });

  test('[CALC-02] [CALC-05] closes with its close button and reopens where it was left', async ({
    page,
  }) => {
    const panel = await openCalculator(page);
    await dragTitleTo(page, panel, 300, 200);
    const before = await boxOf(panel);
    await panel.getByRole('button', { name: 'Close calculator' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open calculator' })).toBeFocused();

    await page.getByRole('button', { name: 'Open calculator' }).click();
    await expect(panel).toBeVisible();
    expect(await boxOf(panel)).toMatchObject({ x: before.x, y: before.y });
  });

  test('[CALC-39] [CALC-40] [CALC-41] [VALID-07] types with the keyboard while it has focus', async ({
    page,
  }) => {
    const panel = await openCalculator(page);
    const display = displayOf(panel);

    await page.keyboard.type('12+3*4');
    await expect(display).toHaveText('12+3×4');
    await expect(panel.getByRole('button', { name: 'CE (clear entry)' })).toHaveText('CE');
    await page.keyboard.press('Enter');
    await expect(display).toHaveText('24');

    await page.keyboard.type('(2+3)^2/5-1=');
    await expect(display).toHaveText('4');
    await page.keyboard.type('10%3');
    await page.keyboard.press('Enter');
    await expect(display).toHaveText('1');
    await page.keyboard.type('(0.5+0.25');
    await page.keyboard.press('Enter');
    await expect(display).toHaveText('0.75');

    // Backspace, Delete and Escape are CE; Escape does not close the panel.
    await page.keyboard.type('789');
    await page.keyboard.press('Backspace');
    await expect(display).toHaveText('78');
    await page.keyboard.press('Delete');
    await expect(display).toHaveText('7');
    await page.keyboard.press('Escape');
    await expect(display).toHaveText('0');
    await expect(panel).toBeVisible();

    // Every other key is ignored.
    await page.keyboard.type('5');
    await page.keyboard.type('abcxEe ,');
    for (const key of ['ArrowLeft', 'Home', 'F2', 'Control+Minus', 'Alt+2']) {
      await page.keyboard.press(key);
    }
    await expect(display).toHaveText('5');

    // Typing elsewhere on the page does not reach the calculator.
    await page.getByRole('button', { name: 'Open calculator' }).focus();
    await page.keyboard.type('9');
    await expect(display).toHaveText('5');
  });

  test('[CALC-11] [CALC-12] [CALC-14] [CALC-15] [CALC-16] [CALC-17] [CALC-18] [CALC-26] [CALC-27] [CALC-28] [CALC-29] [CALC-30] presses every button', async ({
    page,
  }) => {
    const panel = await openCalculator(page);
    const display = displayOf(panel);
    const press = async (...names: string[]) => {
      for (const name of names) {
        await panel.getByRole('button', { name, exact: true }).click();
      }
    };

    // The grid, row by row (spec §2), read as a user sees it.
    // (The close button shows an icon, no text.)
    const labels = (await panel.getByRole('button').allTextContents()).filter(Boolean);
    expect(labels).toEqual([
      ...['EXP', 'π', '(', ')', '%', 'AC'],
      ...['sin', 'ln', '7', '8', '9', '÷'],
      ...['cos', 'log', '4', '5', '6', '×'],
      ...['tan', '√', '3', '2', '1', '-'],
      ...['x²', 'x^', '.', '0', '=', '+'],
    ]);

    const cases: Array<[string[], string, string]> = [
      [['2', 'Exponent (EXP)', '3'], '2E3', '2e+3'],
      [['Pi'], 'π', '3.14159265359'],
      [
        ['Open parenthesis', '1', 'Plus', '2', 'Close parenthesis', 'Multiply', '3'],
        '(1+2)×3',
        '9',
      ],
      [['5', '0', 'Percent'], '50%', '0.5'],
      [['Sine', '3', '0'], 'sin(30', '0.5'],
      [['ln (natural logarithm)', '1'], 'ln(1', '0'],
      [['9', '8', '7', 'Divide', '7'], '987÷7', '141'],
      [['Cosine', '6', '0'], 'cos(60', '0.5'],
      [['log (base-10 logarithm)', '1', '0', '0', '0'], 'log(1000', '3'],
      [['4', '5', '6', 'Minus', '6'], '456-6', '450'],
      [['Tangent', '4', '5'], 'tan(45', '1'],
      [['Square root', '3', '2', '1', 'Plus', '4'], '√(321+4', '18.0277563773'],
      [['1', '2', 'Square (x²)'], '12²', '144'],
      [['2', 'Power (x^)', '1', '0'], '2^10', '1024'],
      [['Decimal point', '1', 'Plus', 'Decimal point', '2'], '.1+.2', '0.3'],
      [['0', 'Divide', '0'], '0÷0', 'Error'],
    ];
    for (const [names, expression, result] of cases) {
      await press(...names);
      await expect(display).toHaveText(expression);
      await press('Equals');
      await expect(display, expression).toHaveText(result);
      await expect(panel.getByRole('button', { name: 'AC (all clear)' })).toHaveText('AC');
    }

    // CE removes the last token (a whole 'sin('), then resets to 0; AC resets a result.
    await press('2', 'Multiply', 'Sine');
    await expect(display).toHaveText('2×sin(');
    await press('CE (clear entry)');
    await expect(display).toHaveText('2×');
    await press('CE (clear entry)', 'CE (clear entry)');
    await expect(display).toHaveText('0');
    await press('7', 'Equals');
    await expect(display).toHaveText('7');
    await press('AC (all clear)');
    await expect(display).toHaveText('0');
  });

  test('[CALC-13] the display text can be selected and copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = await openCalculator(page);
    await page.keyboard.type('6*7');
    await page.keyboard.press('Enter');
    const display = displayOf(panel);
    await expect(display).toHaveText('42');

    await display.click({ clickCount: 3 });
    expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe('42');
    await page.keyboard.press('ControlOrMeta+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('42');
    // The copy shortcut is not calculator input.
    await expect(display).toHaveText('42');
  });

  test('@phone on a phone narrower than 428px the panel takes the whole width, every button reachable', async ({
    page,
  }) => {
    const panel = await openCalculator(page);
    const { width } = await pageSize(page);
    const box = await boxOf(panel);
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    for (const name of ['AC (all clear)', 'Divide', 'Plus']) {
      const button = panel.getByRole('button', { name, exact: true });
      const buttonBox = await boxOf(button);
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(width);
    }
    await panel.getByRole('button', { name: '7', exact: true }).tap();
    await panel.getByRole('button', { name: 'Multiply', exact: false }).tap();
    await panel.getByRole('button', { name: '6', exact: true }).tap();
    await panel.getByRole('button', { name: 'Equals', exact: false }).tap();
    await expect(displayOf(panel)).toHaveText('42');
    await expectAccessible(page);
  });
});
