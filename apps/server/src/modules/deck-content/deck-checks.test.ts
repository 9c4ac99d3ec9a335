import { describe, expect, test } from 'vitest';
import {
  basicCard,
  clozeCard,
  DECK_FILE as DECK,
  deckYaml,
  CARDS_FILE as FILE,
  useDeckFolder,
} from '../../test/deck-fixture';
import { checkCloze } from './deck-checks';

/** What loading a flash-card deck refuses, and how each problem is named for staff. */

const { write, problems } = useDeckFolder();

describe('loading a deck: cards', () => {
  test('ids follow the deck prefix and are unique across the deck', async () => {
    expect(
      await problems(
        [basicCard('TP-FC-0001'), basicCard('TP-0002'), basicCard('TP-FC-7')],
        deckYaml(),
        {
          'nephrology.yaml': [basicCard('TP-FC-0001', { topics: ['aki'] })],
        },
      ),
    ).toEqual([
      `${FILE}: TP-0002: id: 'TP-0002' does not look like TP-FC-0001`,
      `${FILE}: TP-FC-7: id: 'TP-FC-7' does not look like TP-FC-0001`,
      `content/decks/test/cards/nephrology.yaml: TP-FC-0001: id: the id is used twice in the deck (also in ${FILE})`,
    ]);
  });

  test('topics are leaves of the bank, at least one under the topic of the file', async () => {
    expect(
      await problems([
        basicCard('TP-FC-0001', { topics: ['x'] }),
        basicCard('TP-FC-0002', { topics: ['cardiology'] }),
        basicCard('TP-FC-0003', { topics: ['aki', 'aki'] }),
      ]),
    ).toEqual([
      `${FILE}: TP-FC-0001: topics: there is no topic 'x' in bank test`,
      `${FILE}: TP-FC-0001: topics: none of the topics is under 'cardiology', the topic of this file`,
      `${FILE}: TP-FC-0002: topics: 'cardiology' is a top-level topic: tag a topic under it, such as 'heart-failure'`,
      `${FILE}: TP-FC-0002: topics: none of the topics is under 'cardiology', the topic of this file`,
      `${FILE}: TP-FC-0003: topics: 'aki' is listed twice`,
      `${FILE}: TP-FC-0003: topics: none of the topics is under 'cardiology', the topic of this file`,
    ]);
  });

  test('a cards file is named after a top-level topic of the bank', async () => {
    expect(await problems([basicCard('TP-FC-0001')], deckYaml(), { 'renal.yaml': [] })).toEqual([
      'content/decks/test/cards/renal.yaml: a cards file is named after a top-level topic of bank test (cardiology, nephrology)',
    ]);
  });

  test('questions exist in the bank; the book section exists in the deck book', async () => {
    expect(
      await problems([
        basicCard('TP-FC-0001', { questions: ['TP-0001', 'TP-0009', 'TP-0001'] }),
        basicCard('TP-FC-0002', { bookSection: 'heart-failures' }),
        basicCard('TP-FC-0003', { bookSection: 'heart-failure', questions: ['TP-0002'] }),
      ]),
    ).toEqual([
      `${FILE}: TP-FC-0001: questions: there is no question 'TP-0009' in bank test`,
      `${FILE}: TP-FC-0001: questions: 'TP-0001' is listed twice`,
      `${FILE}: TP-FC-0002: bookSection: there is no section 'heart-failures' in book test`,
    ]);
    const { book: _book, ...noBook } = deckYaml();
    expect(
      await problems([basicCard('TP-FC-0001', { bookSection: 'heart-failure' })], noBook),
    ).toEqual([`${FILE}: TP-FC-0001: bookSection: the deck has no book: name one in deck.yaml`]);
  });

  test('a basic card has a front and a back and no text; a cloze card a text and neither', async () => {
    const { back: _back, ...noBack } = basicCard('TP-FC-0001');
    const { text: _text, ...noText } = clozeCard('TP-FC-0003');
    expect(
      await problems([
        noBack,
        basicCard('TP-FC-0002', { text: '<p>{{c1::x}}</p>' }),
        noText,
        clozeCard('TP-FC-0004', { front: '<p>F</p>', back: '<p>B</p>' }),
      ]),
    ).toEqual([
      `${FILE}: TP-FC-0001: back: is missing`,
      `${FILE}: TP-FC-0002: text: a basic card has a front and a back, not a text`,
      `${FILE}: TP-FC-0003: text: is missing`,
      `${FILE}: TP-FC-0004: front: a cloze card has a text, not a front`,
      `${FILE}: TP-FC-0004: back: a cloze card has a text, not a back`,
    ]);
  });

  test('cloze deletions: numbered from 1 without gaps, with an answer, no tag inside, none mistyped', async () => {
    expect(
      await problems([
        clozeCard('TP-FC-0001', { text: '<p>{{c1::a}} and {{c3::b}}</p>' }),
        clozeCard('TP-FC-0002', { text: '<p>{{c2::a}} and {{c2::b}}</p>' }),
        clozeCard('TP-FC-0003', { text: '<p>{{c1::<strong>a</strong>}} and {{c2::}}</p>' }),
        clozeCard('TP-FC-0004', { text: '<p>No deletion at all.</p>' }),
        clozeCard('TP-FC-0005', { text: '<p>{{c1::a}} and {{c2:b}}</p>' }),
        clozeCard('TP-FC-0006', { text: '<p>{{c0::a}}</p>' }),
      ]),
    ).toEqual([
      `${FILE}: TP-FC-0001: text: the deletions are numbered c1, c3: number them from c1 without gaps`,
      `${FILE}: TP-FC-0002: text: the deletions are numbered c2: number them from c1 without gaps`,
      `${FILE}: TP-FC-0003: text: {{c1::<strong>a</strong>}} holds a tag: put the tags around the deletion, not in it`,
      `${FILE}: TP-FC-0003: text: {{c2::}} has no answer`,
      `${FILE}: TP-FC-0004: text: a cloze text needs at least one deletion {{c1::answer}}`,
      `${FILE}: TP-FC-0005: text: '{{c2:b}}</p>' is not a deletion: write {{c1::answer}} or {{c1::answer::hint}}`,
      `${FILE}: TP-FC-0006: text: the deletions are numbered c0: number them from c1 without gaps`,
    ]);
    expect(checkCloze('<p>{{c1::a::hint}}, {{c2::b}} and {{c1::c}}</p>')).toEqual([]);
  });

  test('rich text outside the subset is refused in every field; pictures must exist', async () => {
    await write('images/test/ecg.png', '');
    expect(
      await problems([
        basicCard('TP-FC-0001', {
          front: '<p onclick="x()">Q</p><img src="/content/images/test/ecg.png" alt="ECG">',
          back: '<div>A</div>',
          extra: '<p><img src="/content/images/test/eeg.png" alt="EEG"></p>',
        }),
        clozeCard('TP-FC-0002', { text: '<p>{{c1::a}} &nope;</p>' }),
      ]),
    ).toEqual([
      `${FILE}: TP-FC-0001: front: <p> takes no attributes ('onclick')`,
      `${FILE}: TP-FC-0001: back: <div> is not allowed here (allowed: p, ul, ol, li, table, caption, thead, tbody, tr, th, td, br, img, strong, em, sub, sup)`,
      `${FILE}: TP-FC-0001: back: <div> is not allowed here (allowed: p, ul, ol, li, table, caption, thead, tbody, tr, th, td, br, img, strong, em, sub, sup)`,
      `${FILE}: TP-FC-0001: extra: <img> src '/content/images/test/eeg.png' names no file in content/images/`,
      `${FILE}: TP-FC-0002: text: unknown entity &nope; (type the character itself)`,
    ]);
  });

  test('shape errors: missing and unknown fields, wrong kinds and types', async () => {
    const { topics: _topics, ...noTopics } = basicCard('TP-FC-0001');
    expect(
      await problems([
        noTopics,
        { ...basicCard('TP-FC-0002'), fornt: 'typo' },
        basicCard('TP-FC-0003', {
          version: 0,
          kind: 'reversed' as 'basic',
          status: 'draft' as 'published',
        }),
        basicCard('TP-FC-0004', { back: 5 as unknown as string }),
        'not a card',
      ]),
    ).toEqual([
      `${FILE}: TP-FC-0001: topics: is missing`,
      `${FILE}: TP-FC-0002: unknown field 'fornt'`,
      `${FILE}: TP-FC-0003: version: the version starts at 1`,
      `${FILE}: TP-FC-0003: status: the status is published or retired`,
      `${FILE}: TP-FC-0003: kind: the kind is basic or cloze`,
      `${FILE}: TP-FC-0004: back: the back must be text (put quotes around a bare number)`,
      `${FILE}: card 5: a card is a map of fields (id: …, version: …)`,
    ]);
    expect(await problems({ id: 'TP-FC-0001' })).toEqual([
      `${FILE}: a cards file is a list of cards (- id: …)`,
    ]);
  });
});

describe('loading a deck: deck.yaml', () => {
  test('code = folder, id prefix, flash-card products of the specialty, its bank', async () => {
    expect(
      await problems([basicCard('OT-FC-0001')], {
        ...deckYaml(),
        code: 'other',
        idPrefix: 'OT-FC',
        products: ['PEDS-FC', 'PEDS-QA', 'IM-FC', 'NOPE', 'PEDS-FC'],
      }),
    ).toEqual([
      `${DECK}: code: the code 'other' differs from the folder 'test'`,
      `${DECK}: products: 'PEDS-QA' is a qa product, not a flash-card product`,
      `${DECK}: products: 'IM-FC' is a IM product, not PEDS`,
      `${DECK}: products: 'NOPE' is not in content/catalog/products.json`,
      `${DECK}: products: 'PEDS-FC' is listed twice`,
    ]);
    expect(
      await problems([basicCard('TP-FC-0001')], {
        ...deckYaml(),
        idPrefix: 'TPFC',
        specialty: 'OB',
      }),
    ).toEqual([
      `${DECK}: specialty: the specialty is one of IM, PEDS, MS`,
      `${DECK}: idPrefix: the id prefix is capital letters, a hyphen and capital letters, e.g. IM-FC`,
    ]);
    expect(
      await problems([basicCard('TP-FC-0001')], {
        ...deckYaml(),
        specialty: 'IM',
        products: ['IM-FC'],
      }),
    ).toEqual([`${DECK}: bank: the bank 'test' is PEDS, not IM`]);
  });

  test('the bank and the book must exist and load', async () => {
    expect(
      await problems([basicCard('TP-FC-0001')], { ...deckYaml(), bank: 'nope', book: 'nobook' }),
    ).toEqual([
      `${DECK}: bank: there is no question bank 'nope' (content/qbanks/nope)`,
      `${DECK}: book: there is no book 'nobook' (content/books/nobook)`,
    ]);
    await write('qbanks/test/questions/cardiology.yaml', [{ id: 'TP-0001' }]);
    await write('books/test/chapters/cardiology.yaml', { title: 'Cardiology', sections: [] });
    expect(await problems([basicCard('TP-FC-0001')])).toEqual([
      `${DECK}: bank: the bank 'test' has errors: npm run qbank:check -w apps/server`,
      `${DECK}: book: the book 'test' has errors: content/books/test/chapters/cardiology.yaml: sections: a chapter needs at least one section`,
    ]);
  });

  test('YAML syntax with its line, and files that do not belong in cards/', async () => {
    expect(
      await problems('- id: TP-FC-0001\n  version: 1\n    status: published\n', deckYaml(), {
        'notes.txt': 'x',
      }),
    ).toEqual([
      'content/decks/test/cards/cardiology.yaml:2: Nested mappings are not allowed in compact mappings',
      'content/decks/test/cards/notes.txt: only <topic>.yaml files belong in cards/',
    ]);
  });
});
