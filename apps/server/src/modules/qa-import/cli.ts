import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Bank } from '../qbank-content/bank';
import { BankLoadError, findQbanksDir, loadAllBanks, loadBank } from '../qbank-content/load-bank';
import { loadSaForms, type SaFormSource } from '../qbank-content/sa-forms';
import { contentImportTargets, importEach } from './content-cli';
import { type ImportReport, importBank } from './import-bank';
import { importSaForms } from './import-sa-forms';

/**
 * npm run qbank:import -w apps/server -- <bank folder | qbanks folder> [more…]
 *
 * Loads and validates the banks (every problem as `file: question: field: message`), then imports
 * each one in its own transaction into the database of DATABASE_URL, or the embedded one in
 * DATA_DIR (default ./data), migrating it first. Safe to run again: unchanged questions are not
 * written. Paths are relative to where npm was started. Exits 1 when anything was refused.
 */

const targets = contentImportTargets(
  'usage: npm run qbank:import -w apps/server -- [content/qbanks | content/qbanks/<code>]…',
  findQbanksDir,
);

let failed = false;
const banks: { bank: Bank; forms: SaFormSource[] }[] = [];
for (const target of targets) {
  try {
    const found: { bank: Bank; dir: string }[] = [];
    if (existsSync(path.join(target, 'bank.yaml'))) {
      found.push({ bank: await loadBank(target), dir: target });
    } else if (existsSync(target)) {
      for (const bank of await loadAllBanks(target)) {
        found.push({ bank, dir: path.join(target, bank.code) });
      }
    } else throw new Error(`${target}: no such folder`);
    for (const { bank, dir } of found) banks.push({ bank, forms: await loadSaForms(dir, bank) });
  } catch (error) {
    failed = true;
    console.error(error instanceof BankLoadError ? error.message : String(error));
  }
}

if (banks.length > 0 && !failed) {
  failed = !(await importEach(banks, async (db, { bank, forms }) => {
    // the bank's line first: its forms are imported after it, and may be refused on their own
    console.info(summary(await importBank(db, bank)));
    const f = await importSaForms(db, bank.code, forms);
    return forms.length > 0
      ? `  forms: ${f.created} new, ${f.updated} updated, ${f.unchanged} unchanged`
      : '';
  }));
}
if (failed) process.exitCode = 1;

function summary(r: ImportReport): string {
  const lines = [
    `${r.bank}: ${r.created} new, ${r.updated} updated, ${r.retagged} retagged, ${r.unchanged} unchanged, ${r.retired} retired, ${r.deleted} deleted; products ${r.products.join(' ') || 'none'}`,
    ...r.warnings.map((w) => `  warning: ${w}`),
  ];
  return lines.join('\n');
}
