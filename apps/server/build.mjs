// Bundles the server into dist/server.js. Workspace packages (contracts, TypeScript sources) and
// the content files are bundled in; everything from npm stays external and loads from node_modules.
// `node build.mjs <file>` writes elsewhere under apps/server (the tests that start real servers).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: process.argv[2] ?? 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@boardready/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
