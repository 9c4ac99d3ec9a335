import type { Preferences } from '@boardready/contracts';
import { useEffect } from 'react';
import { preferencesQuery, usePreferences } from './preferences';
import { queryClient } from './query-client';
import { useSession } from './session';

/** The preferences that change how every screen looks. */
export type Appearance = Pick<Preferences, 'theme' | 'questionTextSize'>;

/**
 * Where this browser remembers the last appearance, so that public/appearance-boot.js can apply
 * it before the first paint (no flash of the wrong theme). Keep the key in step with that file.
 */
export const APPEARANCE_KEY = 'boardready.appearance';

const THEMES: readonly Appearance['theme'][] = ['light', 'dark', 'system'];
const SIZES: readonly Appearance['questionTextSize'][] = ['small', 'medium', 'large'];
const LIGHT_BAR = '#1d4ed8';
const DARK_BAR = '#020617';

/** Whether the dark palette applies: chosen, or 'system' on a device set to dark. */
export function isDarkTheme(theme: Appearance['theme'], deviceDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && deviceDark);
}

/** What a stored value means; anything unknown falls back to the defaults. */
export function parseAppearance(stored: string | null): Appearance {
  let value: Partial<Record<keyof Appearance, unknown>> = {};
  try {
    value = (stored ? JSON.parse(stored) : {}) ?? {};
  } catch {
    // a damaged value is no value
  }
  return {
    theme: THEMES.includes(value.theme as never) ? (value.theme as Appearance['theme']) : 'system',
    questionTextSize: SIZES.includes(value.questionTextSize as never)
      ? (value.questionTextSize as Appearance['questionTextSize'])
      : 'medium',
  };
}

function deviceDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/**
 * Puts the appearance on the root element: the `dark` class (Tailwind's dark variant and the
 * inverted palette in styles.css), data-theme, data-text-size (the --text-question size) and
 * the browser's color-scheme; remembers it for the next page load.
 */
export function applyAppearance(appearance: Appearance, options: { remember?: boolean } = {}) {
  const root = document.documentElement;
  const dark = isDarkTheme(appearance.theme, deviceDark());
  if (dark !== root.classList.contains('dark')) switchWithoutTransitions(root, dark);
  root.dataset.theme = appearance.theme;
  root.dataset.textSize = appearance.questionTextSize;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? DARK_BAR : LIGHT_BAR);
  if (options.remember === false) return;
  try {
    localStorage.setItem(APPEARANCE_KEY, JSON.stringify(appearance));
  } catch {
    // private mode or full storage: the theme still applies, it only may flash on the next load
  }
}

/**
 * Flips the palette with transitions off: otherwise every button with a colour transition fades
 * for a moment while the page around it has already changed (half-contrast text, a flicker).
 */
function switchWithoutTransitions(root: HTMLElement, dark: boolean) {
  root.classList.add('theme-switching');
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // the new colours are computed now, while nothing may transition to them
  void getComputedStyle(root).color;
  setTimeout(() => root.classList.remove('theme-switching'), 0);
}

/**
 * Keeps the page looking as the user's preferences say, at once and everywhere: when they load or
 * change, when the device switches between light and dark ('system'), and when another tab of
 * this browser saves new preferences.
 */
export function useAppearance() {
  const { isLoggedIn } = useSession();
  const { data } = usePreferences(isLoggedIn);
  const theme = data?.theme;
  const questionTextSize = data?.questionTextSize;

  useEffect(() => {
    if (theme && questionTextSize) applyAppearance({ theme, questionTextSize });
  }, [theme, questionTextSize]);

  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onDeviceChange = () =>
      applyAppearance(parseAppearance(localStorage.getItem(APPEARANCE_KEY)), { remember: false });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== APPEARANCE_KEY) return;
      applyAppearance(parseAppearance(event.newValue), { remember: false });
      void queryClient.invalidateQueries({ queryKey: preferencesQuery.queryKey });
    };
    media?.addEventListener('change', onDeviceChange);
    window.addEventListener('storage', onStorage);
    return () => {
      media?.removeEventListener('change', onDeviceChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
