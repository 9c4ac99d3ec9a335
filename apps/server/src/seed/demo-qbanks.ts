import path from 'node:path';
import type { Database } from '../db/client';
import { importBank } from '../modules/qa-import/import-bank';
import { importSaForms } from '../modules/qa-import/import-sa-forms';
import type { Bank } from '../modules/qbank-content/bank';
import { findQbanksDir, loadAllBanks } from '../modules/qbank-content/load-bank';
import { loadSaForms, type SaFormSource } from '../modules/qbank-content/sa-forms';

/** Loaded once per process: every test app seeds the same files. */
let demoBanks: Promise<{ bank: Bank; forms: SaFormSource[] }[]> | undefined;

/** The demo banks and their forms, read and checked once per process. */
export function demoQbanks() {
  demoBanks ??= loadDemoContent();
  return demoBanks;
}

async function loadDemoContent() {
  const dir = findQbanksDir(import.meta.dirname);
  const banks = await loadAllBanks(dir);
  return Promise.all(
    banks.map(async (bank) => ({
      bank,
      forms: await loadSaForms(path.join(dir, bank.code), bank),
    })),
  );
}

/**
 * The demo question banks of content/qbanks (IM, PEDS, MS), imported and linked to the products
 * their bank.yaml names, then their self-assessment forms. Demo content is demo: the seed runs
 * this only outside production, where staff import real banks with `npm run qbank:import`.
 * Unchanged banks and forms write nothing.
 */
export async function seedDemoQbanks(db: Database) {
  for (const { bank, forms } of await demoQbanks()) {
    await importBank(db, bank);
    await importSaForms(db, bank.code, forms);
  }
}
