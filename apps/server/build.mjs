// Bundles the server into dist/server.js. Workspace packages (contracts, TypeScript sources) and
// the content files are bundled in; everything from npm stays external and loads from node_modules.
// `node build.mjs <file>` writes elsewhere under apps/server (the tests that start real servers).
// The default build also writes dist/migrate-cli.js: the release step of deployments whose servers
// start with --no-migrate, run where only the bundle is (docs/PRODUCTION.md).
import { build } from 'esbuild';

const bundled = {
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
};

await build({
  ...bundled,
  entryPoints: ['src/server.ts'],
  outfile: process.argv[2] ?? 'dist/server.js',
});
if (!process.argv[2]) {
  await build({
    ...bundled,
    entryPoints: ['src/db/migrate-cli.ts'],
    outfile: 'dist/migrate-cli.js',
  });
}
