import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { findQbanksDir, loadAllBanks } from './load-bank';
import { loadSaForms } from './sa-forms';

describe('self-assessment forms (decision 0904)', () => {
  test('every demo bank has one form of 2 blocks of 10 published questions, 15 minutes each', async () => {
    const dir = findQbanksDir(import.meta.dirname);
    for (const bank of await loadAllBanks(dir)) {
      const forms = await loadSaForms(path.join(dir, bank.code), bank);
      expect(forms).toHaveLength(1);
      expect(forms[0]!.productCode).toBe(`${bank.idPrefix}-SA`);
      expect(forms[0]!.blocks.map((b) => [b.timeLimitSeconds, b.questionIds.length])).toEqual([
        [900, 10],
        [900, 10],
      ]);
    }
  });

  test('problems are reported at once, naming the file, question and field', async () => {
    const dir = findQbanksDir(import.meta.dirname);
    const [bank] = await loadAllBanks(dir);
    const bankDir = mkdtempSync(path.join(tmpdir(), 'sa-forms-'));
    mkdirSync(path.join(bankDir, 'forms'));
    const retired = bank!.questions.find((q) => q.status === 'retired')!.id;
    const published = bank!.questions.find((q) => q.status === 'published')!.id;
    writeFileSync(
      path.join(bankDir, 'forms', 'bad-form.yaml'),
      [
        'code: bad-form',
        'title: Bad',
        'product: NOPE-SA',
        'passingPercent: 65',
        'blocks:',
        `  - { timeLimitMinutes: 10, questions: [${published}, ${published}, ${retired}, XX-9999] }`,
      ].join('\n'),
    );
    await expect(loadSaForms(bankDir, bank!)).rejects.toThrow(
      new RegExp(
        [
          `product: 'NOPE-SA' is not a product of the bank`,
          `${published}: appears twice in the form`,
          `${retired}: is not a published question of the bank`,
          'XX-9999: is not a published question of the bank',
        ].join('[\\s\\S]*'),
      ),
    );
  });
});
