// Runs before the first paint (a classic script in <head>, allowed by the CSP's script-src 'self'):
// applies the theme and question text size this browser last used, so a dark-theme user never
// sees a white flash while the app loads. src/lib/appearance.ts writes the value and keeps the
// page in step afterwards; keep the key and the rules of both in step.
(() => {
  const root = document.documentElement;
  let stored = {};
  try {
    stored = JSON.parse(localStorage.getItem('boardready.appearance')) || {};
  } catch {
    stored = {};
  }
  const theme = stored.theme === 'light' || stored.theme === 'dark' ? stored.theme : 'system';
  const deviceDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
  const dark = theme === 'dark' || (theme === 'system' && deviceDark);
  root.classList.toggle('dark', dark);
  root.dataset.theme = theme;
  root.dataset.textSize =
    stored.questionTextSize === 'small' || stored.questionTextSize === 'large'
      ? stored.questionTextSize
      : 'medium';
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
