import { afterEach, describe, expect, test, vi } from 'vitest';
import { APPEARANCE_KEY, applyAppearance, isDarkTheme, parseAppearance } from './appearance';

function deviceIsDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
});

describe('appearance', () => {
  test('dark when chosen, or when following a device set to dark', () => {
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
  });

  test('a stored value is read defensively: unknown or damaged values fall back', () => {
    expect(parseAppearance(null)).toEqual({ theme: 'system', questionTextSize: 'medium' });
    expect(parseAppearance('{not json')).toEqual({ theme: 'system', questionTextSize: 'medium' });
    expect(parseAppearance('{"theme":"neon","questionTextSize":"large"}')).toEqual({
      theme: 'system',
      questionTextSize: 'large',
    });
    expect(parseAppearance('null')).toEqual({ theme: 'system', questionTextSize: 'medium' });
  });

  test('applying sets the root class, data attributes and color-scheme, and remembers it', () => {
    deviceIsDark(true);
    const root = document.documentElement;
    applyAppearance({ theme: 'system', questionTextSize: 'large' });
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset).toMatchObject({ theme: 'system', textSize: 'large' });
    expect(root.style.colorScheme).toBe('dark');
    expect(JSON.parse(localStorage.getItem(APPEARANCE_KEY)!)).toEqual({
      theme: 'system',
      questionTextSize: 'large',
    });

    applyAppearance({ theme: 'light', questionTextSize: 'small' }, { remember: false });
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
    expect(root.dataset.textSize).toBe('small');
    expect(JSON.parse(localStorage.getItem(APPEARANCE_KEY)!).theme).toBe('system');
  });

  test('the palette flips with transitions off, and they come back after', () => {
    vi.useFakeTimers();
    try {
      deviceIsDark(true);
      const root = document.documentElement;
      applyAppearance({ theme: 'dark', questionTextSize: 'medium' });
      expect(root.classList.contains('theme-switching')).toBe(true);
      vi.runAllTimers();
      expect(root.classList.contains('theme-switching')).toBe(false);
      // the same theme again changes no colour: nothing to hold back
      applyAppearance({ theme: 'system', questionTextSize: 'large' });
      expect(root.classList.contains('theme-switching')).toBe(false);
      expect(root.style.colorScheme).toBe('dark');
    } finally {
      vi.useRealTimers();
    }
  });
});
