// Draws the signed-out screens a visitor lands on into HTML at build time (decision 0205), so that
// a phone paints the page before the app's JavaScript has arrived. Runs after `vite build`:
// builds src/prerender/render-screen.tsx for Node into dist-ssr (the API server draws signed-in
// screens with it at request time, decision 0415), renders each screen of PRERENDERED_SCREENS
// (packages/contracts/src/prerendered-screens.ts) with the real routes and components, and writes
// it beside index.html, with the template of the signed-in drawings. The API server fills in the
// brand strings and serves the pages (apps/server/src/plugins/static-spa.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, 'dist-ssr');

// React picks its production build from NODE_ENV, as the browser bundle does.
process.env.NODE_ENV = 'production';
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-screen.tsx', outDir: ssrOut },
  // DOMPurify needs a document: in Node it gets jsdom's (decision 0415).
  resolve: {
    alias: [
      {
        find: /^dompurify$/,
        replacement: path.join(webRoot, 'src/prerender/dompurify-in-node.ts'),
      },
    ],
  },
});

// The screens and the brand's stand-ins come from the contracts, through the SSR build.
const {
  renderSignedOutScreen,
  drawnRoot,
  PRERENDERED_SCREENS,
  SIGNED_IN_TEMPLATE,
  BRAND_PLACEHOLDERS,
  windowTitle,
} = await import(pathToFileURL(path.join(ssrOut, 'render-screen.js')).href);
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
    .replace('<div id="root"></div>', drawnRoot(markup));
  writeFileSync(path.join(dist, file), page);
  console.info(`prerendered ${pathname} → dist/${file} (${markup.length} characters)`);
}
writeFileSync(path.join(dist, SIGNED_IN_TEMPLATE), shell);

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
