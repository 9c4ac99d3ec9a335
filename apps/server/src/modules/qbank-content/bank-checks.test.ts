import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BANK, bankYaml, FILE, question, useQbankFolder } from '../../test/qbank-fixture';

/** What loading a question bank refuses, and how each problem is named for staff. */

const { folder, problems } = useQbankFolder();

describe('loading a question bank', () => {
  test('errors name the file, the question and the field', async () => {
    expect(await problems([question('TP-0007', { correct: 'F' })])).toEqual([
      `${FILE}: TP-0007: choices: the correct key 'F' is not a choice`,
    ]);
  });

  test('every problem is reported at once, across files', async () => {
    const lines = await problems(
      [question('TP-0001', { correct: 'F' }), question('TP-0002', { topics: ['nowhere'] })],
      bankYaml(),
      { 'nephrology.yaml': [question('TP-0003', { topics: ['aki'], leadIn: 'Pick one.' })] },
    );
    expect(lines).toEqual([
      `${FILE}: TP-0001: choices: the correct key 'F' is not a choice`,
      `${FILE}: TP-0002: topics: there is no topic 'nowhere' in bank.yaml`,
      `${FILE}: TP-0002: topics: none of the topics is under 'cardiology', the topic of this file`,
      'content/qbanks/test/questions/nephrology.yaml: TP-0003: leadIn: the lead-in is a question: end it with ?',
    ]);
  });

  test('ids are unique across the bank and follow the bank prefix', async () => {
    expect(
      await problems([question('TP-0001'), question('IM-0002')], bankYaml(), {
        'nephrology.yaml': [question('TP-0001', { topics: ['aki'] })],
      }),
    ).toEqual([
      `${FILE}: IM-0002: id: 'IM-0002' does not look like TP-0001`,
      `content/qbanks/test/questions/nephrology.yaml: TP-0001: id: the id is used twice in the bank (also in ${FILE})`,
    ]);
  });

  test('topics must exist and be leaves of the tree', async () => {
    expect(
      await problems([
        question('TP-0001', { topics: ['cardiology', 'heart-failure', 'heart-failure'] }),
      ]),
    ).toEqual([
      `${FILE}: TP-0001: topics: 'cardiology' is a top-level topic: tag a topic under it, such as 'heart-failure'`,
      `${FILE}: TP-0001: topics: 'heart-failure' is listed twice`,
    ]);
  });

  test('choices: 4 or 5, lettered A onwards, distinct, each explained', async () => {
    const explained = (choices: Record<string, string>) => ({
      choices,
      explanation: { summary: 'S.', choices },
    });
    expect(
      await problems([
        question('TP-0001', explained({ A: 'a', B: 'b', C: 'c' })),
        question('TP-0002', explained({ A: 'a', B: 'b', C: 'c', E: 'e' })),
        question('TP-0003', explained({ A: 'a', B: 'b', C: 'c', D: 'd', E: 'e', F: 'f' })),
        question('TP-0004', explained({ A: 'Same', B: 'same', C: 'c', D: 'd' })),
        question('TP-0005', {
          explanation: { summary: 'S.', choices: { A: 'a', B: 'b', C: 'c', E: 'e' } },
        }),
      ]),
    ).toEqual([
      `${FILE}: TP-0001: choices: a question has 4 or 5 choices, this one has 3`,
      `${FILE}: TP-0002: choices: the keys are A, B, C, D in order, not A, B, C, E`,
      `${FILE}: TP-0003: choices: a question has 4 or 5 choices, this one has 6`,
      `${FILE}: TP-0004: choices: A and B have the same text`,
      `${FILE}: TP-0005: explanation.choices: no explanation for choice 'D'`,
      `${FILE}: TP-0005: explanation.choices: 'E' is not a choice`,
    ]);
  });

  test('MOC learning objectives exist, and only in PEDS banks', async () => {
    expect(await problems([question('TP-0001', { mocLearningObjectives: ['TP-LO-002'] })])).toEqual(
      [
        `${FILE}: TP-0001: mocLearningObjectives: there is no learning objective 'TP-LO-002' in bank.yaml`,
      ],
    );
    const im = { ...bankYaml(), specialty: 'IM', products: ['IM-QA'], mocLearningObjectives: [] };
    expect(
      await problems([question('TP-0001', { mocLearningObjectives: ['TP-LO-001'] })], im),
    ).toEqual([
      `${FILE}: TP-0001: mocLearningObjectives: only PEDS questions have MOC learning objectives`,
    ]);
    expect(
      await problems([question('TP-0001')], {
        ...im,
        mocLearningObjectives: bankYaml().mocLearningObjectives,
      }),
    ).toEqual([`${BANK}: mocLearningObjectives: only PEDS banks have MOC learning objectives`]);
  });

  test('rich text outside the subset is refused, field by field', async () => {
    const dir = path.join(folder.root, 'content', 'images', 'test');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'ecg.png'), '');
    expect(
      await problems([
        question('TP-0001', {
          stem: '<p onclick="x()">A child</p><img src="/content/images/test/ecg.png" alt="ECG">',
          choices: { A: '<p>One</p>', B: 'Two', C: 'Three', D: 'Four' },
          explanation: {
            summary: '<script>x</script>',
            choices: {
              A: 'No.',
              B: 'Yes.',
              C: 'No.',
              D: '<img src="/content/images/test/eeg.png" alt="EEG">',
            },
          },
        }),
      ]),
    ).toEqual([
      `${FILE}: TP-0001: stem: <p> takes no attributes ('onclick')`,
      `${FILE}: TP-0001: choices.A: <p> is not allowed here (allowed: strong, em, sub, sup)`,
      `${FILE}: TP-0001: choices.A: <p> is not allowed here (allowed: strong, em, sub, sup)`,
      `${FILE}: TP-0001: explanation.summary: <script> is not allowed here (allowed: p, ul, ol, li, table, caption, thead, tbody, tr, th, td, br, img, strong, em, sub, sup)`,
      `${FILE}: TP-0001: explanation.summary: <script> is not allowed here (allowed: p, ul, ol, li, table, caption, thead, tbody, tr, th, td, br, img, strong, em, sub, sup)`,
      `${FILE}: TP-0001: explanation.choices.D: <img> src '/content/images/test/eeg.png' names no file in content/images/`,
    ]);
    const reference = { kind: 'textbook' as const, citation: 'Kaplan &amp; Sadock', year: 2021 };
    expect(await problems([question('TP-0002', { references: [reference] })])).toEqual([
      `${FILE}: TP-0002: references.0.citation: a citation is plain text, without HTML or entities`,
    ]);
  });

  test('shape errors: missing and unknown fields, wrong types', async () => {
    const { stem: _stem, ...noStem } = question('TP-0001');
    expect(
      await problems([
        noStem,
        { ...question('TP-0002'), stme: 'typo' },
        question('TP-0003', { version: 0, status: 'draft' as 'published', references: [] }),
        { ...question('TP-0004'), choices: { A: 5, B: 'b', C: 'c', D: 'd' } },
        'not a question',
      ]),
    ).toEqual([
      `${FILE}: TP-0001: stem: is missing`,
      `${FILE}: TP-0002: unknown field 'stme'`,
      `${FILE}: TP-0003: version: the version starts at 1`,
      `${FILE}: TP-0003: status: the status is published or retired`,
      `${FILE}: TP-0003: references: a question cites at least one reference`,
      `${FILE}: TP-0004: choices.A: a choice must be text (put quotes around a bare number)`,
      `${FILE}: question 5: a question is a map of fields (id: …, version: …)`,
    ]);
  });

  test('bank.yaml: shape, folder, products and topic tree', async () => {
    const bank = {
      ...bankYaml(),
      code: 'other',
      products: ['PEDS-QA', 'PEDS-BOOK', 'IM-QA', 'NOPE', 'PEDS-QA'],
      topics: [
        ...bankYaml().topics,
        { id: 'cardiology', name: 'Again', children: [{ id: 'aki', name: 'AKI again' }] },
      ],
    };
    expect(await problems([question('TP-0001')], bank)).toEqual([
      `${BANK}: code: the code 'other' differs from the folder 'test'`,
      `${BANK}: products: 'PEDS-BOOK' is a onlineBookCore product, not a question product`,
      `${BANK}: products: 'IM-QA' is a IM product, not PEDS`,
      `${BANK}: products: 'NOPE' is not in content/catalog/products.json`,
      `${BANK}: products: 'PEDS-QA' is listed twice`,
      `${BANK}: topics: the topic id 'cardiology' is used twice`,
      `${BANK}: topics: the topic id 'aki' is used twice`,
    ]);
    expect(
      await problems([question('TP-0001')], {
        ...bankYaml(),
        specialty: 'OB',
        topics: [{ id: 'Cardio', name: 'Cardiology', children: [] }],
      }),
    ).toEqual([
      `${BANK}: specialty: the specialty is one of IM, PEDS, MS`,
      `${BANK}: topics.0.id: a topic id is lower-case words joined by hyphens`,
      `${BANK}: topics.0.children: a top-level topic needs at least one child topic`,
    ]);
  });

  test('files: YAML syntax with its line, duplicate keys, names after top-level topics', async () => {
    expect(
      await problems('- id: TP-0001\n  version: 1\n    status: published\n', bankYaml(), {
        'notes.txt': 'x',
      }),
    ).toEqual([
      'content/qbanks/test/questions/cardiology.yaml:2: Nested mappings are not allowed in compact mappings',
      'content/qbanks/test/questions/notes.txt: only <topic>.yaml files belong in questions/',
    ]);
    expect(await problems([question('TP-0001')], bankYaml(), { 'renal.yaml': [] })).toEqual([
      'content/qbanks/test/questions/renal.yaml: a questions file is named after a top-level topic (cardiology, nephrology)',
    ]);
    expect(await problems('- id: TP-0001\n  id: TP-0002\n')).toEqual([
      'content/qbanks/test/questions/cardiology.yaml:2: Map keys must be unique',
    ]);
    expect(await problems({ id: 'TP-0001' })).toEqual([
      `${FILE}: a questions file is a list of questions (- id: …)`,
    ]);
  });
});
