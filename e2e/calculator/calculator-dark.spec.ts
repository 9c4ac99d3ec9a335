import { expect, test } from '../support/fixtures';

/** The contrast ratio (WCAG) of two CSS colours, read through a canvas so that oklch() works. */
function contrastOf([a, b]: readonly [string, string]): number {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no canvas');
  const luminance = (color: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

test('in the dark theme the function keys keep their button look against the panel (issue 22)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/kitchensink');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Open calculator' }).click();
  const panel = page.getByRole('dialog', { name: 'Calculator' });
  const background = (name: string) =>
    panel
      .getByRole('button', { name, exact: true })
      .evaluate((key) => getComputedStyle(key).backgroundColor);
  const panelColor = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const key of ['Sine', 'Exponent (EXP)', 'Open parenthesis']) {
    const ratio = await page.evaluate(contrastOf, [await background(key), panelColor] as const);
    expect(ratio, `${key} against the panel`).toBeGreaterThan(1.15);
  }
});
