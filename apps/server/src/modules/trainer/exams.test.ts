import { describe, expect, test } from 'vitest';
import examsJson from '../../../../../content/exams/exams.json';
import { findQbanksDir, loadAllBanks } from '../qbank-content/load-bank';
import { blueprintShares, shippedExams } from './exams';

describe('the exams the Personal Trainer plans for (content/exams/exams.json)', () => {
  test('each exam weighs top-level topics of its own bank, of its specialty', async () => {
    const banks = new Map(
      (await loadAllBanks(findQbanksDir(import.meta.dirname))).map((bank) => [bank.code, bank]),
    );
    for (const exam of shippedExams()) {
      const bank = banks.get(exam.bank);
      expect(bank, exam.code).toBeDefined();
      expect(bank!.specialty, exam.code).toBe(exam.specialty);
      const topLevel = new Set(bank!.topics.map((topic) => topic.id));
      for (const code of Object.keys(exam.weights))
        expect(topLevel, `${exam.code}: ${code}`).toContain(code);
      const shares = [...blueprintShares(exam).values()];
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
    }
  });

  test('a broken file is refused with its reason', () => {
    const broken = structuredClone(examsJson) as { exams: Record<string, unknown>[] };
    broken.exams[0]!.passingPercent = 120;
    expect(() => shippedExams(broken)).toThrow(/exams\.json is invalid/);
    const twice = structuredClone(examsJson) as { exams: Record<string, unknown>[] };
    twice.exams.push(twice.exams[0]!);
    expect(() => shippedExams(twice)).toThrow(/names abim-im twice/);
  });
});
