// Draws the signed-out screens a visitor lands on into HTML at build time (decision 0205), so that
// a phone paints the page before the app's JavaScript has arrived. Runs after `vite build`:
// builds src/prerender/render-screen.tsx for Node, renders each screen of PRERENDERED_SCREENS
// (packages/contracts/src/prerendered-screens.ts) with the real routes and components, and writes
// it beside index.html. The API server fills in the brand strings and serves the page to visitors
// without a session (apps/server/src/plugins/static-spa.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'dist-prerender');

// React picks its production build from NODE_ENV, as the browser bundle does.
process.env.NODE_ENV = 'production';
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-screen.tsx', outDir: ssrOut },
});

try {
  // The screens and the brand's stand-ins come from the contracts, through the SSR build.
  const { renderSignedOutScreen, PRERENDERED_SCREENS, BRAND_PLACEHOLDERS } = await import(
    pathToFileURL(path.join(ssrOut, 'render-screen.js')).href
  );
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  for (const { pathname, file } of PRERENDERED_SCREENS) {
    const markup = await renderSignedOutScreen(pathname, {
      ...BRAND_PLACEHOLDERS,
      isProduction: true,
      chatWidget: null,
    });
    writeFileSync(path.join(dist, file), shell.replace('<div id="root"></div>', standIn(markup)));
    console.info(`prerendered ${pathname} → dist/${file} (${markup.length} characters)`);
  }
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}

/**
 * The drawn page is a stand-in until the app replaces it with the live one: `inert` keeps focus,
 * clicks and assistive technology off it, and its controls are disabled, so nothing a visitor
 * types into a copy about to be replaced is lost without a sign. The app's first commit replaces
 * the drawing, and main.tsx lifts `inert` from #root.
 * Suspense boundaries that wait on code (the toolbar's menus) are drawn as their fallbacks; the
 * reason React leaves beside each is dropped.
 */
function standIn(markup) {
  const controlsOff = markup
    .replace(/(<!--\$!-->)<template\b[^>]*><\/template>/g, '$1')
    .replace(/<(input|button|select|textarea)\b/g, '<$1 disabled=""');
  return `<div id="root" inert="" data-prerendered="">${controlsOff}</div>`;
}
