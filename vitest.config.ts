import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server's longest files (the fuzzer's shares, the rights matrix, the bank import: tens of
 * seconds each) start first, so that the two workers end together instead of one finishing a
 * long file alone. A clean clone has no timings of earlier runs for Vitest to order by.
 */
const LONG_FILES = /security\/(fuzz-\d|rights-matrix)|qa-import\/import-bank/;
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES.test(file.moduleId);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

/** The web tests that replace a module or a global (vi.mock, vi.stubGlobal…), as apps/web paths. */
const WEB_ROOT = path.resolve(import.meta.dirname, 'apps/web');
const WEB_FILES_THAT_MOCK = readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true })
  .map(String)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal|resetModules)\(/.test(
      readFileSync(path.join(WEB_ROOT, 'src', file), 'utf8'),
    ),
  )
  .map((file) => `src/${file}`);

const webProject = (
  name: string,
  files: { isolate: boolean; include?: string[]; exclude?: string[] },
) => ({
  resolve: { alias: { '@': path.join(WEB_ROOT, 'src') } },
  test: {
    name,
    root: 'apps/web',
    environment: 'jsdom',
    include: files.include ?? ['src/**/*.test.{ts,tsx}'],
    exclude: files.exclude ?? [],
    isolate: files.isolate,
    setupFiles: ['src/test/setup.ts'],
    // a screen's test clicks through several steps, on two cores shared with the server's
    testTimeout: 15_000,
  },
});

/** The server's tests of PGlite itself: its driver and cache, its data folder, its backups. */
const PGLITE_OWN_TESTS = [
  'src/db/**/*.test.ts',
  'src/modules/qa/persistence.test.ts',
  'src/modules/auth/auth.test.ts',
  'src/modules/qa/player.test.ts',
];

/**
 * Unit and API integration tests: on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (CI
 * sets it), PGlite then keeping its own (PGLITE_OWN_TESTS).
 */
const serverProject = (
  name: string,
  env: Record<string, string>,
  include: string[] = ['src/**/*.test.ts'],
) => ({
  test: {
    name,
    root: 'apps/server',
    environment: 'node',
    include,
    setupFiles: ['src/test/setup.ts'],
    // one migrated, seeded database a run, which each test app copies
    globalSetup: ['src/test/global-setup.ts'],
    // The files of a worker share its loaded modules (the app, drizzle, PGlite's WebAssembly):
    // importing them again for each file cost about 3 s of CPU a file. Nothing of a test's state
    // lives in a module: each file builds its own app on its own database.
    isolate: false,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    // every core: Vitest's default leaves one for its own process, which mostly waits
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      // A fresh jsdom and module graph for each file cost more than the tests themselves (about
      // 60 s of a 90 s run): files share them, except those that replace modules or globals.
      webProject('web', { isolate: false, exclude: WEB_FILES_THAT_MOCK }),
      webProject('web-isolated', { isolate: true, include: WEB_FILES_THAT_MOCK }),
      // With PostgreSQL (CI) the server's tests run once, there; PGlite keeps the tests of what
      // is its own (its driver, its folder on disk, backups of it) and the browser tests, whose
      // server runs on it. Without PostgreSQL everything runs on PGlite (decisions 0416, 1703).
      serverProject(
        'server-pglite',
        { TEST_DB: 'pglite' },
        process.env.TEST_DATABASE_URL ? PGLITE_OWN_TESTS : undefined,
      ),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { TEST_DB: 'postgres' })]
        : []),
    ],
  },
});
