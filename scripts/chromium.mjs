// Finds the Chromium the browser tests and the bench drive: CHROMIUM_PATH, else Debian's
// chromium-headless-shell for the tests and its full chromium for the bench (decision 0004).
// On a Debian machine where we run as root, a missing one is installed from Debian's packages;
// anywhere else we stop and say how to install it.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Flags for a headless Chromium on a closed network, as root (decision 0004): the browser tests
 * (playwright.config.ts) and the Lighthouse bench (bench/lighthouse.mjs) both launch it with these.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * The browser tests' first choice: Chromium's headless shell (Playwright's own default for
 * headless runs) draws pages as the full browser does, without the browser window's own pages
 * and processes that `--headless` starts in the full binary for each test's context: the suite
 * took 27 % less time with it on a 2-core box (decision 0004).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function fromEnvironment() {
  if (!process.env.CHROMIUM_PATH) return undefined;
  if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
}

/** The full browser: the bench's Lighthouse, INP and calibration measure what visitors run. */
export function findChromium() {
  return fromEnvironment() ?? CANDIDATES.find((path) => existsSync(path));
}

/** The browser tests' browser: the headless shell, else the full browser. */
export function findTestBrowser() {
  return fromEnvironment() ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined);
}

function isDebian() {
  try {
    return /debian/i.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/**
 * The fonts the screenshot baselines (e2e/visual) were drawn with: DejaVu (the page's system-ui
 * and sans-serif) and Liberation (Arial's stand-in). A Chromium found without them would draw
 * every screen in other glyphs and fail each comparison.
 */
const BASELINE_FONTS = {
  'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'fonts-liberation': '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
};

function ensureBaselineFonts() {
  const missing = Object.entries(BASELINE_FONTS)
    .filter(([, file]) => !existsSync(file))
    .map(([pkg]) => pkg);
  if (missing.length === 0 || !isDebian() || process.getuid?.() !== 0) return;
  console.info(`Installing the screenshot baselines' fonts: ${missing.join(' ')}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    { stdio: 'inherit' },
  );
}

/** `find`'s browser, else Debian's `pkg` installed (as root on Debian), else a stop that says how. */
function ensureBrowser(find, pkg) {
  const found = find();
  if (found) {
    ensureBaselineFonts();
    return found;
  }
  if (isDebian() && process.getuid?.() === 0) {
    console.info(`${pkg} is missing: installing Debian's ${pkg} package…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg} fonts-liberation fonts-dejavu-core`,
      { stdio: 'inherit' },
    );
    const installed = find();
    if (installed) return installed;
  }
  console.error(
    `This needs Chromium. Install it (Debian/Ubuntu: \`sudo apt-get install ${pkg}\`) ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

/** The bench's browser (full Chromium). */
export const ensureChromium = () => ensureBrowser(findChromium, 'chromium');

/** The browser tests' browser (the headless shell); on a machine without apt, any Chromium. */
export const ensureTestBrowser = () =>
  ensureBrowser(
    () => findTestBrowser() ?? (isDebian() ? undefined : findChromium()),
    'chromium-headless-shell',
  );
