// One mid-range phone on every box (issue 23). DevTools' CPU slowdown is relative to the host: 4×
// on a fast box is a faster "phone" than 4× on a slow one. Lighthouse's documented remedy
// (docs/throttling.md, "Calibrating the CPU slowdown") is to measure the host's benchmark index and
// derive the multiplier from it with the curve of its CPU throttling calculator; the browser
// figures (Lighthouse, the player's INP) use that multiplier, and report the default 4× beside it.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

/** Lighthouse's default slowdown, reported beside the calibrated one. */
export const DEFAULT_SLOWDOWN = 4;
const SAMPLES = 5;
/**
 * A sample this far under the median means the machine was busy meanwhile; a browser figure
 * measured while the index reads this low is not judged (lhr.environment.benchmarkIndex).
 */
export const BUSY_SHARE = 0.8;

/**
 * The calculator's curve (lighthouse-cpu-throttling-calculator): 1300 → 3×, 1533 → 4×, 2000 → 6×;
 * 800 → 2×; 150 → 1×. Below 150 the host is slower than the phone it is meant to stand for.
 */
export function slowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(
      `benchmark index ${benchmarkIndex}: this machine is slower than the target phone`,
    );
  }
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The host's benchmark index, Lighthouse's own page function run in the bench's Chromium, median
 * of SAMPLES (about a second each), and the slowdown it calls for. `samples` are kept so that a
 * spread shows a machine that was busy while it was measured.
 */
export async function calibrate(log = () => {}) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: run node scripts/chromium.mjs');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const samples = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      samples.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
    }
    const benchmarkIndex = median(samples);
    const slowdown = slowdownFor(benchmarkIndex);
    log(
      `  CPU benchmark index ${benchmarkIndex} (samples ${samples.join(', ')}): ${slowdown}× slowdown`,
    );
    return { benchmarkIndex, samples, slowdown };
  } finally {
    await browser.close();
  }
}

/** Whether a figure measured while the index read `measured` was taken on a busy machine. */
export function wasBusy(calibration, measured) {
  return measured < calibration.benchmarkIndex * BUSY_SHARE;
}

/**
 * Waits until `page` (unthrottled) reads an index the calibration would not call busy: a few
 * tries ten seconds apart. Answers whether the machine is quiet enough to judge.
 */
export async function quietEnough(page, calibration, log = () => {}, tries = 3) {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    if (!wasBusy(calibration, index)) return true;
    log(`  the machine is busy (benchmark index ${Math.round(index)}); waiting…`);
    if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  return false;
}
