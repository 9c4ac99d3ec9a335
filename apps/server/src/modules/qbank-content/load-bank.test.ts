import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bankYaml, question, useQbankFolder } from '../../test/qbank-fixture';
import { findQbanksDir, loadAllBanks, loadBank } from './load-bank';
import { bankFiles, toYaml } from './write-bank';

/** Loading a question bank: a valid one typed, its content hash, written back; a folder of banks. */

const { folder, writeFixture } = useQbankFolder();

describe('loading a question bank', () => {
  test('a valid bank comes back typed, choices in order with their explanations', async () => {
    const dir = await writeFixture(bankYaml(), {
      'cardiology.yaml': [
        question('TP-0001', { mocLearningObjectives: ['TP-LO-001'], curatedReview: true }),
        question('TP-0002', {
          status: 'retired',
          version: 3,
          topics: ['arrhythmias', 'aki'],
          choices: { A: 'One', B: 'Two', C: 'Three', D: 'Four', E: 'Five' },
          correct: 'E',
          explanation: {
            summary: 'Five.',
            choices: { A: 'No.', B: 'No.', C: 'No.', D: 'No.', E: 'Yes.' },
          },
        }),
      ],
      'nephrology.yaml': [question('TP-0003', { topics: ['aki'] })],
    });
    const bank = await loadBank(dir);
    expect(bank).toMatchObject({
      code: 'test',
      specialty: 'PEDS',
      productCodes: ['PEDS-QA'],
      topics: [
        { id: 'cardiology', children: [{ id: 'heart-failure' }, { id: 'arrhythmias' }] },
        {},
      ],
      mocLearningObjectives: [{ id: 'TP-LO-001' }],
    });
    expect(bank.questions.map((q) => [q.id, q.sourceFile, q.status, q.version])).toEqual([
      ['TP-0001', 'questions/cardiology.yaml', 'published', 1],
      ['TP-0002', 'questions/cardiology.yaml', 'retired', 3],
      ['TP-0003', 'questions/nephrology.yaml', 'published', 1],
    ]);
    const [first, second] = bank.questions;
    expect(first).toMatchObject({
      curatedReview: true,
      mocLearningObjectiveIds: ['TP-LO-001'],
      correctKey: 'B',
      choices: [
        { key: 'A', text: 'One', explanation: 'No.' },
        { key: 'B', text: 'Two', explanation: 'Yes.' },
        { key: 'C', text: 'Three', explanation: 'No.' },
        { key: 'D', text: 'Four', explanation: 'No.' },
      ],
      explanationSummary: '<p>Two is right.</p>',
      references: [{ kind: 'textbook', year: 2024 }],
    });
    expect(first?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toMatchObject({ correctKey: 'E', topicIds: ['arrhythmias', 'aki'] });
    expect(second?.choices).toHaveLength(5);
  });

  test('the content hash follows what learners read, not tags or status', async () => {
    const dir = await writeFixture(bankYaml(), {
      'cardiology.yaml': [
        question('TP-0001'),
        question('TP-0002', { status: 'retired', curatedReview: true, topics: ['arrhythmias'] }),
        question('TP-0003', { stem: '<p>A 5-month-old infant feeds poorly.</p>' }),
      ],
    });
    const [a, b, c] = (await loadBank(dir)).questions;
    expect(b?.contentHash).toBe(a?.contentHash);
    expect(c?.contentHash).not.toBe(a?.contentHash);
  });

  test('writing a loaded bank back gives the same files and the same bank', async () => {
    const dir = await writeFixture(bankYaml(), {
      'cardiology.yaml': [question('TP-0001', { mocLearningObjectives: ['TP-LO-001'] })],
      'nephrology.yaml': [question('TP-0002', { topics: ['aki'] })],
    });
    const bank = await loadBank(dir);
    const files = bankFiles(bank);
    expect([...files.keys()]).toEqual([
      'bank.yaml',
      'questions/cardiology.yaml',
      'questions/nephrology.yaml',
    ]);
    const copy = await writeFixture(
      files.get('bank.yaml'),
      {
        'cardiology.yaml': files.get('questions/cardiology.yaml'),
        'nephrology.yaml': files.get('questions/nephrology.yaml'),
      },
      'copy',
    );
    await writeFile(path.join(copy, 'bank.yaml'), toYaml({ ...bankYaml(), code: 'copy' }));
    expect({ ...(await loadBank(copy)), code: 'test' }).toEqual(bank);
  });
});

describe('loading every bank of a folder', () => {
  test('banks may not share an id prefix or a product', async () => {
    await writeFixture(bankYaml(), { 'cardiology.yaml': [question('TP-0001')] });
    await writeFixture(
      { ...bankYaml(), code: 'twin' },
      { 'cardiology.yaml': [question('TP-0001')] },
      'twin',
    );
    await expect(loadAllBanks(folder.qbanks)).rejects.toThrow(
      [
        '2 problems in the question banks:',
        "content/qbanks/twin/bank.yaml: idPrefix: 'TP' is also the prefix of the bank 'test'",
        "content/qbanks/twin/bank.yaml: products: 'PEDS-QA' is already served by the bank 'test'",
      ].join('\n'),
    );
  });

  test('a folder without bank.yaml is reported; findQbanksDir finds content/qbanks upwards', async () => {
    await writeFixture(bankYaml(), { 'cardiology.yaml': [question('TP-0001')] });
    await mkdir(path.join(folder.qbanks, 'empty'));
    await expect(loadAllBanks(folder.qbanks)).rejects.toThrow(
      'content/qbanks/empty: a bank folder needs a bank.yaml',
    );
    expect(findQbanksDir(path.join(folder.qbanks, 'test', 'questions'))).toBe(folder.qbanks);
  });
});
