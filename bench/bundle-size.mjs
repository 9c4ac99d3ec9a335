// First-load JavaScript per route, gzipped, read from the production build's Vite manifest:
// the entry chunk and the route's lazy module, each with its static imports. Budgets from the
// issues; a budget changes only with a decision record.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const KB = 1024;

export const BUNDLE_BUDGETS = {
  firstLoadKb: 170,
  anyRouteKb: 350,
  calculatorKb: 100,
};

/** Route → the lazy module that renders it (src path as in the manifest). */
export const MEASURED_ROUTES = {
  '/login': 'src/features/auth/components/login-page.tsx',
  '/dashboard': 'src/features/trainer/components/study-board-page.tsx',
  '/questions/…/overview': 'src/features/product-screens/components/product-screen-page.tsx',
  // issue 29: the players' libraries (media-chrome, hls.js) load after the screen, not with it
  '/media/…/… (lecture)': 'src/app/media-lecture-route.tsx',
  '/course/…/… (lesson)': 'src/app/course-lesson-route.tsx',
  '/live/…/… (live session)': 'src/app/live-session-route.tsx',
};

/**
 * Issue 22: the players' first load may not grow. Route → its lazy module and today's first-load
 * figure (KB gz, measured on 2026-11-26 when the row was added); raising one takes a decision
 * record, like any budget.
 */
export const PLAYER_ROUTES = {
  'Q&A player /questions/…/session/…': {
    module: 'src/app/qa-session-route.tsx',
    baselineKb: 166.8,
  },
  'self-assessment exam /questions/…/sa/…': {
    module: 'src/app/qa-sa-exam-route.tsx',
    baselineKb: 155.1,
  },
};

function loadManifest() {
  return JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
}

function gzipKb(file) {
  return gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / KB;
}

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function measureBundles() {
  const manifest = loadManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = staticClosure(manifest, entryKey);
  const rows = [];
  for (const [route, moduleKey] of Object.entries(MEASURED_ROUTES)) {
    if (!manifest[moduleKey])
      throw new Error(`${moduleKey} (route ${route}) is not a chunk of the build`);
    const files = staticClosure(manifest, moduleKey, new Set(entryFiles));
    const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    rows.push({
      name: `first-load JS ${route}`,
      value: Number(kb.toFixed(1)),
      unit: 'KB gz',
      budget: `≤ ${BUNDLE_BUDGETS.firstLoadKb}`,
      pass: kb <= BUNDLE_BUDGETS.firstLoadKb,
    });
  }
  for (const [route, { module, baselineKb }] of Object.entries(PLAYER_ROUTES)) {
    if (!manifest[module])
      throw new Error(`${module} (route ${route}) is not a chunk of the build`);
    const files = staticClosure(manifest, module, new Set(entryFiles));
    const kb = Number([...files].reduce((sum, file) => sum + gzipKb(file), 0).toFixed(1));
    rows.push({
      name: `first-load JS ${route}`,
      value: kb,
      unit: 'KB gz',
      budget: 'no growth',
      pass: kb <= baselineKb,
      detail: `baseline ${baselineKb} KB gz (issue 22); startup chunk and the route's own chunks`,
    });
  }
  // Any route in all: its closure including lazy imports it pulls later.
  let largest = { key: '', kb: 0 };
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
    const files = staticClosure(manifest, key, new Set(entryFiles));
    const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    if (kb > largest.kb) largest = { key, kb };
  }
  rows.push({
    name: `largest lazy route (${largest.key})`,
    value: Number(largest.kb.toFixed(1)),
    unit: 'KB gz',
    budget: `≤ ${BUNDLE_BUDGETS.anyRouteKb}`,
    pass: largest.kb <= BUNDLE_BUDGETS.anyRouteKb,
  });
  // The calculator's engine (mathjs) is its own chunk, never part of the first load (issue 7).
  const engine = manifest['src/features/calculator/utils/calculator-engine.ts'];
  if (engine) {
    const kb = gzipKb(engine.file);
    const inFirstLoad = entryFiles.has(engine.file);
    rows.push(
      {
        name: 'calculator engine chunk (mathjs)',
        value: Number(kb.toFixed(1)),
        unit: 'KB gz',
        budget: `≤ ${BUNDLE_BUDGETS.calculatorKb}`,
        pass: kb <= BUNDLE_BUDGETS.calculatorKb,
      },
      {
        name: 'calculator engine off the first load',
        value: inFirstLoad ? 'no' : 'yes',
        unit: '',
        budget: '= yes',
        pass: !inFirstLoad,
      },
    );
  }
  // The first load carries no zod (decision 0203): a zod-free contract file that starts to
  // import a schema file brings 25 KB gz along unseen.
  const zodIn = [...entryFiles].filter((file) =>
    sourcesOf(file).some((s) => /node_modules\/zod\//.test(s)),
  );
  rows.push({
    name: 'zod off the first load',
    value: zodIn.length === 0 ? 'yes' : 'no',
    unit: '',
    budget: '= yes',
    pass: zodIn.length === 0,
    detail: zodIn.join(' '),
  });
  // hls.js (issue 29 live streams) loads on a live session's screen only, and only where the
  // browser has no HLS of its own: never with the first load.
  const hlsIn = [...entryFiles].filter((file) =>
    sourcesOf(file).some((s) => /node_modules\/hls\.js\//.test(s)),
  );
  rows.push({
    name: 'hls.js off the first load',
    value: hlsIn.length === 0 ? 'yes' : 'no',
    unit: '',
    budget: '= yes',
    pass: hlsIn.length === 0,
    detail: hlsIn.join(' '),
  });
  return rows;
}

/** The source files a built chunk was made from, by its source map (none without one). */
function sourcesOf(file) {
  try {
    return JSON.parse(readFileSync(path.join(DIST, `${file}.map`), 'utf8')).sources ?? [];
  } catch {
    return [];
  }
}

/**
 * One table: status (pass, FAIL, or info for a figure reported without a budget), figure, value
 * with its unit, budget, and details. A row is { name, value, unit, budget, pass, detail? }.
 */
export function printRows(rows) {
  const status = (row) => (row.pass === null ? 'info' : row.pass ? 'pass' : 'FAIL');
  const value = (row) => `${row.value}${row.unit ? ` ${row.unit}` : ''}`;
  const nameWidth = Math.max(...rows.map((r) => r.name.length));
  const valueWidth = Math.max(...rows.map((r) => value(r).length));
  const budgetWidth = Math.max(6, ...rows.map((r) => String(r.budget).length));
  console.info(
    `${'state'.padEnd(5)}  ${'figure'.padEnd(nameWidth)}  ${'value'.padStart(valueWidth)}  ${'budget'.padEnd(budgetWidth)}  details`,
  );
  for (const row of rows) {
    console.info(
      `${status(row).padEnd(5)}  ${row.name.padEnd(nameWidth)}  ${value(row).padStart(valueWidth)}  ${String(row.budget).padEnd(budgetWidth)}  ${row.detail ?? ''}`.trimEnd(),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measureBundles();
  printRows(rows);
  if (rows.some((r) => r.pass === false)) process.exit(1);
}
