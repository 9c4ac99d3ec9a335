import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Bank } from './bank';
import { BankLoadError, findQbanksDir, loadAllBanks, loadBank } from './load-bank';
import { loadSaForms } from './sa-forms';

/**
 * npm run qbank:check [-- <qbanks folder or one bank folder>]: validates question banks without a
 * database, so staff can check an edit before it is imported. Exits 1 with one line per problem.
 */
const target = process.argv[2] ? path.resolve(process.argv[2]) : findQbanksDir();

try {
  const single = existsSync(path.join(target, 'bank.yaml'));
  const banks = single ? [await loadBank(target)] : await loadAllBanks(target);
  for (const bank of banks) {
    const forms = await loadSaForms(single ? target : path.join(target, bank.code), bank);
    console.info(
      summary(bank) + (forms.length > 0 ? `, ${forms.length} self-assessment form(s)` : ''),
    );
  }
} catch (error) {
  if (!(error instanceof BankLoadError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

function summary(bank: Bank): string {
  const count = (pick: (q: Bank['questions'][number]) => boolean) =>
    bank.questions.filter(pick).length;
  const leaves = bank.topics.reduce((n, group) => n + group.children.length, 0);
  return [
    `${bank.code} (${bank.specialty}, ${bank.productCodes.join(' ')}): ok`,
    `${count((q) => q.status === 'published')} published, ${count((q) => q.status === 'retired')} retired`,
    `${bank.topics.length} topics / ${leaves} subtopics`,
    `${count((q) => q.curatedReview)} curated review`,
    ...(bank.mocLearningObjectives.length > 0
      ? [`${count((q) => q.mocLearningObjectiveIds.length > 0)} tagged to MOC objectives`]
      : []),
  ].join(', ');
}
