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
  const { renderSignedOutScreen, PRERENDERED_SCREENS, BRAND_PLACEHOLDERS, windowTitle } =
    await import(pathToFileURL(path.join(ssrOut, 'render-screen.js')).href);
  const shell = startOnFirstMove(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  for (const { pathname, file, title } of PRERENDERED_SCREENS) {
    const markup = await renderSignedOutScreen(pathname, {
      ...BRAND_PLACEHOLDERS,
      isProduction: true,
      chatWidget: null,
    });
    const page = shell
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${windowTitle(BRAND_PLACEHOLDERS.productName, title)}</title>`,
      )
      .replace('<div id="root"></div>', drawing(markup));
    writeFileSync(path.join(dist, file), page);
    console.info(`prerendered ${pathname} → dist/${file} (${markup.length} characters)`);
  }
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}

/**
 * The drawn page is live (decision 0414): its fields take typing without the app, whose first
 * commit replaces the page and takes over what was typed. Its buttons wait for the starter
 * (src/drawn-page.ts), which turns them on: without JavaScript nothing can be submitted, where the
 * browser's own submit would put the password in the address. Suspense boundaries that wait on
 * code (the toolbar's menus) are drawn as their fallbacks; the reason React leaves beside each is
 * dropped.
 */
function drawing(markup) {
  const live = markup
    .replace(/(<!--\$!-->)<template\b[^>]*><\/template>/g, '$1')
    .replace(/<button\b/g, '<button disabled="" data-needs-script=""');
  return `<div id="root" data-prerendered="">${live}</div>`;
}

/**
 * The shell's head with the app's scripts swapped for the drawn page's starter (src/drawn-page.ts),
 * which loads the start-up calls, the preloads and the app on the visitor's first move. It is a
 * deferred module script: it runs once the drawing is parsed.
 */
function startOnFirstMove(html) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = (source) => {
    if (!manifest[source]) throw new Error(`the build has no entry ${source}`);
    return `/${manifest[source].file}`;
  };
  const app = entry('index.html');
  const early = entry('src/early-calls.ts');
  const preloads = [];
  const withoutScripts = html
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
      preloads.push(href);
      return '';
    })
    .replace(/\s*<script type="module" crossorigin (?:async )?src="[^"]+"><\/script>/g, '');
  if (withoutScripts.includes('type="module"')) throw new Error('index.html has a script left');
  const starter = `<script type="module" crossorigin src="${entry('src/drawn-page.ts')}" data-app="${app}" data-early="${early}" data-preload="${preloads.join(' ')}"></script>`;
  return withoutScripts.replace('</head>', `  ${starter}\n  </head>`);
}
