import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { findContentDir } from '../modules/books/book-content';

/**
 * Media libraries of the tests' own (decision 1601): a content folder with the shipped catalogue
 * and question banks (the chapters name real topics, so their links are real) and small made-up
 * libraries whose files are a few kilobytes of known bytes, so that a range's bytes can be
 * checked one by one. The libraries' codes are not the shipped ones: their storage keys never
 * meet the shipped files'.
 */

/** The bytes of a made-up media file: byte i is a function of i, so any range can be checked. */
export function fixtureBytes(size: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed + (i >> 8)) & 0xff;
  return bytes;
}

export const FIXTURE_VTT = `WEBVTT

1
00:00.000 --> 00:04.500
Jaundice in the first day of life
is never physiologic.

2
00:04.500 --> 00:09.000 align:start
<v Dr. Rivera>Measure the bilirubin &amp; plot it.</v>

NOTE a comment the transcript leaves out

00:21.000 --> 00:25.000
Phototherapy thresholds depend on age in hours.
`;

export type Manifest = Record<string, unknown>;

/** A lecture of the fixture's manifests; `over` replaces fields. */
export const fixtureLecture = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  title: `Lecture ${id}`,
  kind: 'video',
  speaker: 'Dr. Test Speaker, MD',
  topic: 'neonatal-hyperbilirubinemia',
  description: 'A made-up lecture for the tests.',
  file: `${id}.webm`,
  mimeType: 'video/webm',
  captions: `${id}.vtt`,
  durationSeconds: 60,
  chapters: [
    { start: 0, title: 'Why newborns turn yellow', topic: 'neonatal-hyperbilirubinemia' },
    { start: 20, title: 'When to worry', topic: 'neonatal-hyperbilirubinemia' },
    { start: 40, title: 'Summary' },
  ],
  ...over,
});

/** The default libraries: three PEDS lectures (one audio without captions), one IM lecture. */
export function defaultManifests(): Record<string, Manifest> {
  return {
    'fixture-peds': {
      code: 'fixture-peds',
      title: 'Pediatrics Lectures (test)',
      specialty: 'PEDS',
      products: ['PEDS-MEDIA'],
      bank: 'peds',
      lectures: [
        fixtureLecture('jaundice-basics'),
        fixtureLecture('fever-in-infants', {
          kind: 'audio',
          topic: 'febrile-infant',
          file: 'fever-in-infants.ogg',
          mimeType: 'audio/ogg',
          captions: undefined,
          durationSeconds: 45,
          chapters: [{ start: 0, title: 'The febrile infant', topic: 'febrile-infant' }],
        }),
        fixtureLecture('asthma-steps', {
          topic: 'asthma',
          durationSeconds: 30,
          chapters: [{ start: 0, title: 'Stepwise therapy', topic: 'asthma' }],
        }),
      ],
    },
    'fixture-im': {
      code: 'fixture-im',
      title: 'Internal Medicine Lectures (test)',
      specialty: 'IM',
      products: ['IM-MEDIA'],
      bank: 'im',
      lectures: [
        fixtureLecture('heart-failure-basics', {
          topic: 'heart-failure',
          chapters: [{ start: 0, title: 'Heart failure', topic: 'heart-failure' }],
        }),
      ],
    },
  };
}

/** The size of each made-up media file: more than a few 4 KiB reads, not a round number. */
export const FIXTURE_FILE_SIZE = 40_000 + 123;

export interface MediaFixture {
  /** the content folder to give the app (mediaContentDir) and the loader */
  contentDir: string;
  /** an empty media storage folder (MEDIA_DIR) */
  storageDir: string;
  /** writes (or replaces) a library's manifest, and its files unless told not to */
  writeLibrary(folder: string, manifest: Manifest, options?: { files?: boolean }): void;
  /** writes a file of a library's files/ */
  writeFile(folder: string, name: string, contents: string | Buffer): void;
  remove(): void;
}

/** A content folder with the shipped catalogue and banks, and `manifests` (default: the above). */
export function makeMediaFixture(
  manifests: Record<string, Manifest> = defaultManifests(),
): MediaFixture {
  const root = mkdtempSync(path.join(tmpdir(), 'br-media-fixture-'));
  const contentDir = path.join(root, 'content');
  const storageDir = path.join(root, 'storage');
  const shipped = findContentDir(import.meta.dirname);
  cpSync(path.join(shipped, 'catalog'), path.join(contentDir, 'catalog'), { recursive: true });
  for (const bank of ['im', 'peds', 'ms']) {
    mkdirSync(path.join(contentDir, 'qbanks', bank), { recursive: true });
    cpSync(
      path.join(shipped, 'qbanks', bank, 'bank.yaml'),
      path.join(contentDir, 'qbanks', bank, 'bank.yaml'),
    );
  }
  mkdirSync(storageDir);
  const fixture: MediaFixture = {
    contentDir,
    storageDir,
    writeFile(folder, name, contents) {
      const dir = path.join(contentDir, 'media', folder, 'files');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, name), contents);
    },
    writeLibrary(folder, manifest, options = {}) {
      mkdirSync(path.join(contentDir, 'media', folder), { recursive: true });
      writeFileSync(path.join(contentDir, 'media', folder, 'media.yaml'), stringify(manifest));
      if (options.files === false) return;
      const lectures = (manifest.lectures ?? []) as { file?: string; captions?: string }[];
      lectures.forEach((lecture, index) => {
        if (lecture.file)
          fixture.writeFile(folder, lecture.file, fixtureBytes(FIXTURE_FILE_SIZE, index));
        if (lecture.captions) fixture.writeFile(folder, lecture.captions, FIXTURE_VTT);
      });
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  for (const [folder, manifest] of Object.entries(manifests))
    fixture.writeLibrary(folder, manifest);
  return fixture;
}
