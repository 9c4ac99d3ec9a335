import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Every build is a version of its own: the service worker and index.html differ, so an open app
// learns that a new version is ready (spec §4 PWA update). Set VITE_BUILD_ID to name it.
process.env.VITE_BUILD_ID ||= new Date().toISOString();

/** The groups below that the entry chunk imports statically. */
const ENTRY_CHUNKS = /(^|\/)(framework|startup|rolldown-runtime)-[\w-]+\.js$/;

/**
 * React Router's production build. Its package exports only the development build, whose dev
 * warnings run on every navigation (remix-run/react-router#12532, #14753); the two differ in that
 * flag alone.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, compressed once at the highest
 * levels, for the server to send as they are (@fastify/static preCompressed): no compression work
 * per request, and 4 to 5 times fewer bytes on a phone's connection than the raw files.
 */
function precompress(): Plugin {
  return {
    name: 'boardready:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The start-up calls' script (src/early-calls.ts): an entry of its own, so that it arrives first. */
const EARLY_CALLS_ENTRY = path.resolve(import.meta.dirname, 'src/early-calls.ts');
/** The drawn pages' starter (decision 0414): scripts/prerender.mjs puts it in their head. */
const DRAWN_PAGE_ENTRY = path.resolve(import.meta.dirname, 'src/drawn-page.ts');

/**
 * Loads the early start-up calls (decision 0407) ahead of everything in index.html, `async`, so
 * that they go out as soon as this small script arrives. Vite would merge a second module script
 * of index.html into its entry: it is built as an entry of its own and named here.
 */
function earlyCallsScript(): Plugin {
  return {
    name: 'boardready:early-calls',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const built = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'early-calls',
        );
        const src = built ? `/${built.fileName}` : '/src/early-calls.ts';
        // (its one import, the call conventions, is the app's too: Vite preloads it for the entry)
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, async: true, src },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The SSR build only draws the prerendered screens (scripts/prerender.mjs): no service worker,
    // no compressed copies.
    ...(isSsrBuild ? [] : [earlyCallsScript(), ...clientOnlyPlugins()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  // A build for production (APP_ENV=production, as the server's own setting) leaves out what is
  // for non-production builds only, e.g. the kitchensink route (ROUTE-53): its import is dead code.
  define: {
    'import.meta.env.PRODUCTION_BUILD': JSON.stringify(process.env.APP_ENV === 'production'),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        sourcemap: true,
        target: 'es2022',
        manifest: true,
        modulePreload: {
          // The chunks the entry imports statically are loaded before any lazy import can run:
          // naming them in every screen's preload list only adds bytes to the first-load entry
          // chunk (a preload is a hint; the screen's own imports still load what it needs).
          // A chunk with nothing else to preload is simply imported.
          resolveDependencies: (file, deps) => {
            const preload = deps.filter((dep) => !ENTRY_CHUNKS.test(dep));
            return preload.length === 1 && preload[0] === file ? [] : preload;
          },
        },
        rolldownOptions: {
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            'early-calls': EARLY_CALLS_ENTRY,
            'drawn-page': DRAWN_PAGE_ENTRY,
          },
          output: {
            // One chunk for the framework: fewer, better-compressed files on the first load (1.7 KB
            // gz less than rolldown's default split) and a chunk that survives our own deploys in
            // caches.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                  priority: 2,
                },
                {
                  // What the early start-up calls need (decision 0407): the call conventions and
                  // the two calls' route references, without which the early script would wait
                  // for the startup chunk.
                  name: 'early-calls-deps',
                  test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]request-conventions\.ts|[\\/]contracts[\\/]src[\\/]routes[\\/](auth|environment)\.gen\.ts/,
                  includeDependenciesRecursively: false,
                  priority: 3,
                },
                {
                  // The form screens' blocks (sign-in, reset, account, contact) with
                  // react-hook-form: one chunk rather than five of 0.3 to 0.6 KB. Without their
                  // dependencies, so a screen that only needs a plain field does not pull the forms.
                  name: 'forms',
                  test: /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](form-field|email-field|server-form|password-field)\.tsx/,
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                {
                  // The blocks that ask for a name or a new password (registration, reset,
                  // account): not on /login's first load, where the registration form is deferred.
                  name: 'account-forms',
                  test: /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](name-fields|new-password-fields)\.tsx|[\\/]contracts[\\/]src[\\/]password-rules\.ts/,
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                {
                  // Studying offline (decision 1705): the outbox, the kept queries and IndexedDB's
                  // wrapper, which the players import and the app starts after its first paint.
                  // Not in the startup chunk: no screen's first load waits for them.
                  name: 'offline',
                  test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]offline[\\/](outbox|offline-db|kept-queries)\.ts|node_modules[\\/]idb[\\/]/,
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                {
                  // What the entry and the lazy screens share: the app's library layer (not the
                  // forms helpers, which bring react-hook-form, nor lib/qa and the Q&A modes and
                  // removed-questions wording, which only the Q&A and book screens use), the route
                  // index, zustand and the bundler's helpers. The API's route references are not
                  // here: each group goes with the screens that call it (decision 0206). The
                  // calculator's constants, which the shell's opener and the lazy engine share,
                  // would otherwise be a chunk of their own on every first load.
                  // Left to the default split they go out as six files of 1 to 4 KB, each a
                  // request before the first paint.
                  name: 'startup',
                  test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](?!forms\.|qa[\\/]|qa-modes\.|qa-removed-wording\.)|[\\/]contracts[\\/]src[\\/]route-ref\.ts|[\\/]calculator[\\/]utils[\\/]calculator-constants\.ts|node_modules[\\/]zustand[\\/]|rolldown[\\/]runtime|vite[\\/]preload-helper/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));

function clientOnlyPlugins() {
  return [
    // The service worker exists in production builds only (spec §9); the SPA registers it itself
    // (src/features/installable-app), once stable. The manifest is served by the API server, so
    // that it carries the configured product name.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      strategies: 'generateSW',
      manifest: false,
      devOptions: { enabled: false },
      workbox: {
        // the app shell and every screen's code: the app opens offline and says so
        globPatterns: ['**/*.{js,css,html,svg}'],
        globIgnores: ['**/*.map', 'sw-messages.js'],
        navigateFallback: '/index.html',
        // the API, the health check and the legacy pages are never answered from the cache
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/healthz/,
          /^\/admin/,
          /^\/manifest\.webmanifest/,
          // Helpful Stuff PDFs come from the server (decision 0204)
          /^\/helpfulstuff\/documents\//,
        ],
        cleanupOutdatedCaches: true,
        // update messages and push events (spec §7 installable-app client)
        importScripts: ['/sw-messages.js'],
      },
    }),
    precompress(),
  ];
}
