import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  defaultManifests,
  FIXTURE_FILE_SIZE,
  fixtureBytes,
  fixtureLecture,
  type MediaFixture,
  makeMediaFixture,
} from '../../test/media-fixture';
import { findContentDir } from '../books/book-content';
import { loadMediaLibraries, MediaLoadError } from './media-content';
import { parseVtt } from './vtt';

/** The problems loading the fixture's content reports, one line each without the file. */
async function problemsOf(fixture: MediaFixture): Promise<string[]> {
  try {
    await loadMediaLibraries(fixture.contentDir);
  } catch (error) {
    if (!(error instanceof MediaLoadError)) throw error;
    return error.message.split('\n').slice(1);
  }
  return [];
}

describe('media content: content/media/<library>/media.yaml (decision 1601)', () => {
  let fixture: MediaFixture | undefined;
  afterEach(() => fixture?.remove());

  test('the shipped libraries load: every file present, every chapter and topic sound', async () => {
    const contentDir = findContentDir(import.meta.dirname);
    const libraries = await loadMediaLibraries(contentDir);
    if (!existsSync(path.join(contentDir, 'media'))) return;
    expect(libraries.length).toBeGreaterThan(0);
    for (const library of libraries) {
      expect(library.lectures.length, library.code).toBeGreaterThan(0);
      for (const lecture of library.lectures) {
        expect(lecture.file.size, lecture.slug).toBeGreaterThan(0);
        expect(lecture.file.key).toBe(`${library.code}/${path.basename(lecture.file.source)}`);
      }
    }
  });

  test('a library read: products, bank, lectures in order with topic names, files hashed, captions as a transcript', async () => {
    fixture = makeMediaFixture();
    const [im, peds] = await loadMediaLibraries(fixture.contentDir);
    expect(im).toMatchObject({ code: 'fixture-im', productCodes: ['IM-MEDIA'], bankCode: 'im' });
    expect(peds!.lectures.map((l) => l.slug)).toEqual([
      'jaundice-basics',
      'fever-in-infants',
      'asthma-steps',
    ]);
    const [jaundice, fever] = peds!.lectures;
    expect(jaundice).toMatchObject({
      kind: 'video',
      topic: 'neonatal-hyperbilirubinemia',
      topicName: 'Neonatal hyperbilirubinemia',
      mimeType: 'video/webm',
      durationSeconds: 60,
      file: { key: 'fixture-peds/jaundice-basics.webm', size: FIXTURE_FILE_SIZE },
      captions: { key: 'fixture-peds/jaundice-basics.vtt' },
    });
    expect(jaundice!.file.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(jaundice!.chapters).toEqual([
      {
        startSeconds: 0,
        title: 'Why newborns turn yellow',
        topic: 'neonatal-hyperbilirubinemia',
        topicName: 'Neonatal hyperbilirubinemia',
      },
      {
        startSeconds: 20,
        title: 'When to worry',
        topic: 'neonatal-hyperbilirubinemia',
        topicName: 'Neonatal hyperbilirubinemia',
      },
      { startSeconds: 40, title: 'Summary', topic: null, topicName: null },
    ]);
    expect(jaundice!.transcript).toEqual([
      {
        startSeconds: 0,
        endSeconds: 4.5,
        text: 'Jaundice in the first day of life is never physiologic.',
      },
      { startSeconds: 4.5, endSeconds: 9, text: 'Measure the bilirubin & plot it.' },
      { startSeconds: 21, endSeconds: 25, text: 'Phototherapy thresholds depend on age in hours.' },
    ]);
    expect(fever).toMatchObject({ kind: 'audio', captions: null, transcript: [] });
  });

  test('a manifest that breaks the format: its problems alone, one line each', async () => {
    fixture = makeMediaFixture({});
    fixture.writeLibrary('fixture-peds', {
      ...defaultManifests()['fixture-peds']!,
      lectures: [
        fixtureLecture('first', { speaker: '', colour: 'blue' }),
        fixtureLecture('Second', { kind: 'film', durationSeconds: 0, chapters: [] }),
        fixtureLecture('third', { file: '../escape.webm', mimeType: 'video/x-msvideo' }),
      ],
    });
    const file = 'content/media/fixture-peds/media.yaml';
    expect(await problemsOf(fixture)).toEqual([
      `${file}: lectures.0.speaker: the speaker is empty`,
      `${file}: lectures.0: unknown field 'colour'`,
      `${file}: lectures.1.id: a lecture id is lower-case words joined by hyphens`,
      `${file}: lectures.1.kind: the kind is video or audio`,
      `${file}: lectures.1.durationSeconds: the duration is more than 0 seconds`,
      `${file}: lectures.1.chapters: a lecture needs at least one chapter`,
      `${file}: lectures.2.file: the file is a file name of files/ (letters, digits, '.', '_', '-')`,
      `${file}: lectures.2.mimeType: the MIME type is one of video/webm, video/mp4, audio/ogg, audio/webm, audio/mpeg, audio/mp4`,
    ]);
  });

  test('a manifest in the format with wrong content: every problem named, one line each', async () => {
    fixture = makeMediaFixture({});
    fixture.writeLibrary(
      'fixture-peds',
      {
        ...defaultManifests()['fixture-peds']!,
        products: ['PEDS-MEDIA', 'PEDS-QA', 'IM-MEDIA', 'NO-SUCH'],
        lectures: [
          fixtureLecture('first', {
            topic: 'no-such-topic',
            mimeType: 'audio/ogg',
            chapters: [
              { start: 5, title: 'Late start' },
              { start: 5, title: 'Same start', topic: 'also-not-a-topic' },
              { start: 61, title: 'After the end' },
            ],
          }),
          fixtureLecture('first', { file: 'missing.webm', captions: 'missing.vtt' }),
        ],
      },
      { files: false },
    );
    fixture.writeFile('fixture-peds', 'first.webm', Buffer.alloc(0));
    fixture.writeFile(
      'fixture-peds',
      'first.vtt',
      'WEBVTT\n\n00:01.000 --> 00:00.500\nBackwards\n\n01:01.000 --> 01:02.000\nToo late\n',
    );
    const file = 'content/media/fixture-peds/media.yaml';
    expect(await problemsOf(fixture)).toEqual([
      `${file}: products: 'PEDS-QA' is a qa product, not a media one`,
      `${file}: products: 'IM-MEDIA' is a IM product, the library is PEDS`,
      `${file}: products: 'NO-SUCH' is not in content/catalog/products.json`,
      `${file}: first: lectures.0.mimeType: a video lecture's MIME type is video/…`,
      `${file}: first: lectures.0.topic: there is no topic 'no-such-topic' in the bank 'peds'`,
      `${file}: first: lectures.0.chapters.0.start: the first chapter starts at 0`,
      `${file}: first: lectures.0.chapters.1.start: chapters are in ascending order of their starts`,
      `${file}: first: lectures.0.chapters.1.topic: there is no topic 'also-not-a-topic' in the bank 'peds'`,
      `${file}: first: lectures.0.chapters.2.start: a chapter starts before the end of the lecture`,
      `${file}: first: lectures.0.file: files/first.webm is empty`,
      `${file}: first: lectures.0.captions: first.vtt: line 3: a cue ends after it starts`,
      `${file}: first: lectures.0.captions: first.vtt: a cue starts after the end of the lecture`,
      `${file}: first: lectures.1.id: the lecture id is used twice in this library`,
      `${file}: first: lectures.1.file: there is no files/missing.webm`,
      `${file}: first: lectures.1.captions: there is no files/missing.vtt`,
    ]);
  });

  test('libraries: the folder is the code, a product is served once, the bank exists, YAML parses', async () => {
    const manifests = defaultManifests();
    fixture = makeMediaFixture({
      'fixture-peds': manifests['fixture-peds']!,
      second: { ...manifests['fixture-peds']!, code: 'other', bank: 'no-such-bank' },
    });
    fixture.writeLibrary('broken', {}, { files: false });
    writeFileSync(
      path.join(fixture.contentDir, 'media', 'broken', 'media.yaml'),
      'code: broken\ntitle: [unclosed\n',
    );
    const problems = await problemsOf(fixture);
    expect(problems[0]).toMatch(/^content\/media\/broken\/media\.yaml:\d+: /);
    expect(problems.slice(1)).toEqual([
      "content/media/second/media.yaml: code: 'other' differs from the folder name 'second'",
      "content/media/second/media.yaml: bank: there is no question bank 'no-such-bank' (content/qbanks/no-such-bank)",
      "content/media/second/media.yaml: products: 'PEDS-MEDIA' is already served by the library 'fixture-peds'",
    ]);
  });

  test('a library folder without media.yaml, and a manifest with a missing field', async () => {
    fixture = makeMediaFixture({});
    fixture.writeFile('empty', 'x.webm', fixtureBytes(10));
    const manifest = { ...defaultManifests()['fixture-im']! };
    delete manifest.bank;
    fixture.writeLibrary('fixture-im', manifest);
    expect(await problemsOf(fixture)).toEqual([
      'content/media/empty: a media folder needs a media.yaml',
      'content/media/fixture-im/media.yaml: bank: is missing',
    ]);
  });

  test('no content/media folder: no libraries', async () => {
    fixture = makeMediaFixture({});
    expect(await loadMediaLibraries(fixture.contentDir)).toEqual([]);
  });
});

describe('WebVTT captions read into transcript cues', () => {
  test('cues with identifiers, hours, settings, voice tags and entities; notes and styles skipped; CRLF and a BOM', () => {
    const text = [
      '\uFEFFWEBVTT - lecture captions',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:00:01.000 --> 00:00:03.250 line:90%',
      '<v Dr. Okafor>Heart failure &lt;40%</v>',
      '<i>is</i> HFrEF&nbsp;today.',
      '',
      'NOTE this is not a cue',
      '00:00:09.000 --> 00:00:10.000',
      '',
      '01:00:00.000 --> 01:00:02.500',
      'An hour in.',
      '',
    ].join('\r\n');
    expect(parseVtt(text)).toEqual({
      cues: [
        { startSeconds: 1, endSeconds: 3.25, text: 'Heart failure <40% is HFrEF today.' },
        { startSeconds: 3600, endSeconds: 3602.5, text: 'An hour in.' },
      ],
      problems: [],
    });
  });

  test('what is wrong is named', () => {
    expect(parseVtt('00:01.000 --> 00:02.000\nNo header').problems).toEqual([
      'a WebVTT file starts with the line WEBVTT',
    ]);
    expect(parseVtt('WEBVTT\n').problems).toEqual(['the captions have no cue']);
    expect(
      parseVtt(
        'WEBVTT\n\nNot a timing line\nText\n\n00:01 --> 00:02.000\nShort time\n\n00:05.000 --> 00:06.000\nFine\n\n00:07.000 --> 00:08.000\n\n00:04.000 --> 00:05.000\nOut of order\n',
      ).problems,
    ).toEqual([
      'line 3: a cue needs a timing line such as 00:01.000 --> 00:04.000',
      'line 6: a time is written mm:ss.ttt or hh:mm:ss.ttt',
      'line 12: a cue has no text',
      'line 14: cues are in the order of their start times',
    ]);
  });

  test('the fixture captions are what the shipped ones look like', () => {
    const contentDir = findContentDir(import.meta.dirname);
    const shipped = path.join(contentDir, 'media', 'im', 'files', 'heart-failure-essentials.vtt');
    if (!existsSync(shipped)) return;
    const { cues, problems } = parseVtt(readFileSync(shipped, 'utf8'));
    expect(problems).toEqual([]);
    expect(cues.length).toBeGreaterThan(3);
  });
});
