import type { DrawnPageState } from './lib/drawn-page-state';

/**
 * The starter of a page the build drew ahead (decision 0414), in place of the app's own scripts.
 * The drawn page is live without the app: it can be read, typed into and its links followed.
 * The app's code is fetched and run on the visitor's first move (a pointer, a touch, a key,
 * the wheel, focus), not while the page is only being looked at: on a mid-range phone that start is seconds
 * of main-thread work, which would hold up scrolling and typing. A submit or a button press made
 * before the app is live is kept and replayed by the app on its live copy of the page.
 */
const MOVES = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** The drawing shows /login as it is without a query; `returnUrl` only matters once signed in. */
const DRAWN_QUERY = new Set(['returnUrl']);

const root = document.getElementById('root');
const starter = document.querySelector<HTMLScriptElement>('script[data-app]');
const state: DrawnPageState = {};
window.drawnPage = state;
let started = false;

/** Still the drawing: the app's first commit takes this mark off #root (main.tsx). */
const isDrawn = () => root?.hasAttribute('data-prerendered') ?? false;

function start() {
  if (started || !starter) return;
  started = true;
  for (const type of MOVES) window.removeEventListener(type, onMove, true);
  const { app = '', early = '', preload = '' } = starter.dataset;
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // The start-up calls and the app together: the app takes the calls' answers (decision 0407).
  Promise.all([import(/* @vite-ignore */ early), import(/* @vite-ignore */ app)]).catch(() =>
    couldNotStart(),
  );
}

/** Without its code the page cannot sign in: say so where the form is. */
function couldNotStart() {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'm-4 rounded border border-red-300 bg-red-50 p-3 text-red-900';
  message.textContent = 'The page could not load. Check your connection, then reload the page.';
  root?.prepend(message);
}

/**
 * A move of the visitor's starts the app. Chromium also sends a pointermove, without movement,
 * where the pointer rests when the layout changes under it (at 0,0 in a fresh headless tab):
 * the visitor did nothing, so that one does not count.
 */
function onMove(event: Event) {
  if (event instanceof MouseEvent && event.type === 'pointermove') {
    if (event.movementX === 0 && event.movementY === 0) return;
  }
  start();
}

for (const type of MOVES) {
  window.addEventListener(type, onMove, { capture: true, passive: true });
}

// The drawing's buttons are off until a script can hold what they would submit (prerender.mjs).
for (const button of root?.querySelectorAll('button[data-needs-script]') ?? []) {
  button.removeAttribute('disabled');
  button.removeAttribute('data-needs-script');
}

// Before the app is live, a submit would be the browser's own, the password in the address: it
// is held, and the app submits the live form once it has taken over.
document.addEventListener(
  'submit',
  (event) => {
    if (!isDrawn()) return;
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) state.submittedForm = event.target;
    start();
  },
  true,
);

document.addEventListener(
  'click',
  (event) => {
    if (!isDrawn() || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (button && button.type !== 'submit') state.pressedButton = button;
  },
  true,
);

// An address the drawing does not show as it is (?mode=register, ?touDeclined=true) starts at once.
if ([...new URLSearchParams(window.location.search).keys()].some((key) => !DRAWN_QUERY.has(key))) {
  start();
}
