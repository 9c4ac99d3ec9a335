import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadBank } from './load-bank';
import { generateSyntheticBank, SYNTHETIC_MARK, syntheticTopics } from './synthetic';
import { writeBank } from './write-bank';

describe('synthetic question banks', () => {
  test('the same seed gives the same bank; another seed another one', () => {
    const a = generateSyntheticBank({ seed: 7, questionCount: 300 });
    const b = generateSyntheticBank({ seed: 7, questionCount: 300 });
    const c = generateSyntheticBank({ seed: 8, questionCount: 300 });
    expect(b).toEqual(a);
    expect(c.questions.map((q) => q.contentHash)).not.toEqual(
      a.questions.map((q) => q.contentHash),
    );
  });

  test('every stem, title and objective is marked synthetic', () => {
    const bank = generateSyntheticBank({ seed: 1, questionCount: 500, specialty: 'PEDS' });
    expect(bank.title.startsWith(SYNTHETIC_MARK)).toBe(true);
    for (const q of bank.questions) {
      expect(q.stem.startsWith(`<p>${SYNTHETIC_MARK} `)).toBe(true);
      expect(q.educationalObjective.startsWith(SYNTHETIC_MARK)).toBe(true);
    }
    for (const objective of bank.mocLearningObjectives) {
      expect(objective.text.startsWith(SYNTHETIC_MARK)).toBe(true);
    }
  });

  test('what it writes loads back as the same bank, through every check of the loader', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'synthetic-'));
    try {
      const bank = generateSyntheticBank({
        seed: 42,
        questionCount: 150,
        specialty: 'PEDS',
        idPrefix: 'SYNP',
        productCodes: ['PEDS-QA'],
        topics: syntheticTopics(9, 4),
      });
      const dir = await writeBank(path.join(root, 'content', 'qbanks'), bank);
      expect(
        await loadBank(dir, { catalog: [{ code: 'PEDS-QA', typeCode: 'qa', specialty: 'PEDS' }] }),
      ).toEqual(bank);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test('spreads questions over the tree with the asked shares of flags', () => {
    const bank = generateSyntheticBank({ seed: 3, questionCount: 5000, specialty: 'PEDS' });
    const share = (pick: (q: (typeof bank.questions)[number]) => boolean) =>
      bank.questions.filter(pick).length / bank.questions.length;
    expect(share((q) => q.curatedReview)).toBeCloseTo(0.1, 1);
    expect(share((q) => q.status === 'retired')).toBeCloseTo(0.02, 1);
    expect(share((q) => q.mocLearningObjectiveIds.length > 0)).toBeCloseTo(0.3, 1);
    const leaves = new Set(bank.questions.flatMap((q) => q.topicIds));
    expect(leaves.size).toBe(12 * 5);
    for (const key of ['A', 'B', 'C', 'D', 'E']) {
      expect(share((q) => q.correctKey === key)).toBeGreaterThan(0.1);
    }
    expect(new Set(bank.questions.map((q) => q.id)).size).toBe(5000);
    const im = generateSyntheticBank({ seed: 3, questionCount: 100 });
    expect(im.mocLearningObjectives).toEqual([]);
    expect(im.questions.every((q) => q.mocLearningObjectiveIds.length === 0)).toBe(true);
  });

  test('20 000 questions in well under a few seconds of CPU time', () => {
    // CPU time, not wall time: the test machines are shared, and waiting for a core is not cost.
    const before = process.cpuUsage();
    const bank = generateSyntheticBank({ seed: 20_000, questionCount: 20_000 });
    const used = process.cpuUsage(before);
    expect(bank.questions).toHaveLength(20_000);
    expect(bank.questions.some((q) => q.id === 'SYN-20000')).toBe(true);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });
});
