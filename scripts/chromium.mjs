// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// On a Debian machine where we run as root, a missing Chromium is installed from Debian's
// packages; anywhere else we stop and say how to install it.
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

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  return CANDIDATES.find((path) => existsSync(path));
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

export function ensureChromium() {
  const found = findChromium();
  if (found) {
    ensureBaselineFonts();
    return found;
  }
  if (isDebian() && process.getuid?.() === 0) {
    console.info("Chromium is missing: installing Debian's chromium package…");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation fonts-dejavu-core',
      {
        stdio: 'inherit',
      },
    );
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
