import { importBank } from '../../modules/qa-import/import-bank';
import type { Bank } from '../../modules/qbank-content/bank';
import { findQbanksDir, loadAllBanks } from '../../modules/qbank-content/load-bank';
import type { Database } from '../client';

/** Loaded once per process: every test app seeds the same files. */
let demoBanks: Promise<Bank[]> | undefined;

/**
 * The demo question banks of content/qbanks (IM, PEDS, MS), imported and linked to the products
 * their bank.yaml names. Demo content is demo: the seed runs this only outside production, where
 * staff import real banks with `npm run qbank:import`. Unchanged banks write nothing.
 */
export async function seedDemoQbanks(db: Database) {
  demoBanks ??= loadAllBanks(findQbanksDir(import.meta.dirname));
  for (const bank of await demoBanks) await importBank(db, bank);
}
