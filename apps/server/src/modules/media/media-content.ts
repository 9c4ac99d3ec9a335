import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { MediaChapterRow, TranscriptCueRow } from '../../db/schema';
import { findContentDir } from '../books/book-content';
import { type BankIssue, type CatalogProduct, formatIssue } from '../qbank-content/bank';
import { readCatalog, readManifest } from '../qbank-content/load-bank';
import {
  bankSourceSchema,
  SLUG,
  SPECIALTIES,
  type Specialty,
} from '../qbank-content/source-format';
import { parseVtt } from './vtt';

/**
 * The media libraries of content/media (decision 1601): <specialty>/media.yaml and the files it
 * names in <specialty>/files/, read and checked when the server starts. As with the books, every
 * problem is reported at once, one line each (`content/media/im/media.yaml: lectures.0.chapters:
 * …`), and a broken library stops the server rather than reaching a learner.
 */

/** A file of a library as media storage keeps it (media-storage.ts). */
export interface MediaFile {
  /** the shipped file */
  source: string;
  /** its key in media storage: <library code>/<file name> */
  key: string;
  size: number;
  /** sha256 of its bytes, hex: the validator every server agrees on */
  hash: string;
}

export interface MediaLectureContent {
  slug: string;
  title: string;
  kind: 'video' | 'audio';
  speaker: string;
  topic: string;
  topicName: string;
  description: string;
  file: MediaFile;
  mimeType: string;
  captions: MediaFile | null;
  durationSeconds: number;
  chapters: MediaChapterRow[];
  transcript: TranscriptCueRow[];
}

export interface MediaLibraryContent {
  code: string;
  title: string;
  specialty: Specialty;
  productCodes: string[];
  bankCode: string;
  lectures: MediaLectureContent[];
}

/** What the app serves: WebM and Ogg play in every current browser; MP4 and MP3 for later. */
export const MEDIA_MIME_TYPES = [
  'video/webm',
  'video/mp4',
  'audio/ogg',
  'audio/webm',
  'audio/mpeg',
  'audio/mp4',
] as const;

const text = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} is empty` });
const slug = (what: string) =>
  z.string().regex(SLUG, { error: `${what} is lower-case words joined by hyphens` });
const fileName = (what: string) =>
  z.string({ error: `${what} must be a file name` }).regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/, {
    error: `${what} is a file name of files/ (letters, digits, '.', '_', '-')`,
  });
const seconds = (what: string) =>
  z.number({ error: `${what} is a number of seconds` }).min(0, { error: `${what} is 0 or more` });

const chapterSource = z.strictObject({
  start: seconds('a chapter start'),
  title: text('the title'),
  topic: slug('the topic').optional(),
});

const lectureSource = z.strictObject({
  id: slug('a lecture id').max(80, { error: 'a lecture id has at most 80 characters' }),
  title: text('the title'),
  kind: z.enum(['video', 'audio'], { error: 'the kind is video or audio' }),
  speaker: text('the speaker'),
  topic: slug('the topic'),
  description: text('the description'),
  file: fileName('the file'),
  mimeType: z.enum(MEDIA_MIME_TYPES, {
    error: `the MIME type is one of ${MEDIA_MIME_TYPES.join(', ')}`,
  }),
  captions: fileName('the captions')
    .endsWith('.vtt', { error: 'captions are a .vtt file' })
    .optional(),
  durationSeconds: z
    .number({ error: 'the duration is a number of seconds' })
    .positive({ error: 'the duration is more than 0 seconds' }),
  chapters: z
    .array(chapterSource, { error: 'chapters must be a list' })
    .min(1, { error: 'a lecture needs at least one chapter' }),
});

const librarySource = z.strictObject({
  code: slug('the library code'),
  title: text('the title'),
  specialty: z.enum(SPECIALTIES, { error: `the specialty is one of ${SPECIALTIES.join(', ')}` }),
  products: z
    .array(z.string(), { error: 'products must be a list of product codes' })
    .min(1, { error: 'a library serves at least one product' }),
  bank: slug('the bank code'),
  lectures: z
    .array(lectureSource, { error: 'lectures must be a list' })
    .min(1, { error: 'a library needs at least one lecture' }),
});

export class MediaLoadError extends Error {
  constructor(readonly issues: BankIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the media libraries:\n${issues.map(formatIssue).join('\n')}`,
    );
    this.name = 'MediaLoadError';
  }
}

/** Every library under <contentDir>/media (none when there is no such folder), fully checked. */
export async function loadMediaLibraries(contentDir: string): Promise<MediaLibraryContent[]> {
  const mediaDir = path.join(contentDir, 'media');
  if (!existsSync(mediaDir)) return [];
  const display = (file: string) =>
    path.relative(path.dirname(contentDir), file).split(path.sep).join('/');
  const catalog = readCatalog(contentDir) ?? [];
  const issues: BankIssue[] = [];
  const libraries: MediaLibraryContent[] = [];
  const folders = (await readdir(mediaDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const manifestOf = new Map<MediaLibraryContent, string>();
  for (const folder of folders) {
    const library = await readLibrary(
      path.join(mediaDir, folder),
      contentDir,
      catalog,
      display,
      issues,
    );
    if (!library) continue;
    libraries.push(library);
    manifestOf.set(library, display(path.join(mediaDir, folder, 'media.yaml')));
  }
  const productOwner = new Map<string, string>();
  for (const library of libraries) {
    for (const product of library.productCodes) {
      const owner = productOwner.get(product);
      if (owner) {
        issues.push({
          file: manifestOf.get(library)!,
          field: 'products',
          message: `'${product}' is already served by the library '${owner}'`,
        });
      }
      productOwner.set(product, library.code);
    }
  }
  if (issues.length > 0) throw new MediaLoadError(issues);
  return libraries;
}

async function readLibrary(
  libraryDir: string,
  contentDir: string,
  catalog: CatalogProduct[],
  display: (file: string) => string,
  issues: BankIssue[],
): Promise<MediaLibraryContent | undefined> {
  const manifest = await readManifest(
    libraryDir,
    'media.yaml',
    librarySource,
    'media',
    display,
    issues,
  );
  if (!manifest) return undefined;
  const { source } = manifest;
  const report = (field: string, message: string, lectureId?: string) =>
    issues.push({ file: manifest.displayPath, questionId: lectureId, field, message });
  for (const code of source.products) {
    const product = catalog.find((p) => p.code === code);
    if (!product) report('products', `'${code}' is not in content/catalog/products.json`);
    else if (product.typeCode !== 'media') {
      report('products', `'${code}' is a ${product.typeCode} product, not a media one`);
    } else if (product.specialty !== source.specialty) {
      report(
        'products',
        `'${code}' is a ${product.specialty} product, the library is ${source.specialty}`,
      );
    }
  }
  const topicNames = readBankTopicNames(contentDir, source.bank, report);
  const topicName = (topic: string, field: string, lectureId: string) => {
    if (!topicNames) return topic;
    const name = topicNames.get(topic);
    if (name === undefined) {
      report(field, `there is no topic '${topic}' in the bank '${source.bank}'`, lectureId);
    }
    return name ?? topic;
  };

  const filesDir = path.join(libraryDir, 'files');
  const seen = new Set<string>();
  const lectures: MediaLectureContent[] = [];
  for (const [index, lecture] of source.lectures.entries()) {
    const problem = (field: string, message: string) =>
      report(`lectures.${index}.${field}`, message, lecture.id);
    if (seen.has(lecture.id)) problem('id', 'the lecture id is used twice in this library');
    seen.add(lecture.id);
    if (!lecture.mimeType.startsWith(`${lecture.kind}/`)) {
      problem('mimeType', `a ${lecture.kind} lecture's MIME type is ${lecture.kind}/…`);
    }
    const lectureTopicName = topicName(lecture.topic, `lectures.${index}.topic`, lecture.id);
    const chapters: MediaChapterRow[] = [];
    lecture.chapters.forEach((chapter, at) => {
      const previous = lecture.chapters[at - 1];
      if (at === 0 && chapter.start !== 0) {
        problem('chapters.0.start', 'the first chapter starts at 0');
      } else if (previous && chapter.start <= previous.start) {
        problem(`chapters.${at}.start`, 'chapters are in ascending order of their starts');
      }
      if (chapter.start >= lecture.durationSeconds) {
        problem(`chapters.${at}.start`, 'a chapter starts before the end of the lecture');
      }
      chapters.push({
        startSeconds: chapter.start,
        title: chapter.title,
        topic: chapter.topic ?? null,
        topicName: chapter.topic
          ? topicName(chapter.topic, `lectures.${index}.chapters.${at}.topic`, lecture.id)
          : null,
      });
    });
    const file = await mediaFile(filesDir, source.code, lecture.file, (message) =>
      problem('file', message),
    );
    let captions: MediaFile | null = null;
    let transcript: TranscriptCueRow[] = [];
    if (lecture.captions) {
      const captionsFile = await mediaFile(filesDir, source.code, lecture.captions, (message) =>
        problem('captions', message),
      );
      if (captionsFile) {
        captions = captionsFile;
        const vtt = parseVtt(await readFile(captionsFile.source, 'utf8'));
        for (const message of vtt.problems) problem('captions', `${lecture.captions}: ${message}`);
        const late = vtt.cues.find((cue) => cue.startSeconds >= lecture.durationSeconds);
        if (late) {
          problem('captions', `${lecture.captions}: a cue starts after the end of the lecture`);
        }
        transcript = vtt.cues;
      }
    }
    if (!file) continue;
    lectures.push({
      slug: lecture.id,
      title: lecture.title,
      kind: lecture.kind,
      speaker: lecture.speaker,
      topic: lecture.topic,
      topicName: lectureTopicName,
      description: lecture.description,
      file,
      mimeType: lecture.mimeType,
      captions,
      durationSeconds: lecture.durationSeconds,
      chapters,
      transcript,
    });
  }
  return {
    code: source.code,
    title: source.title,
    specialty: source.specialty,
    productCodes: source.products,
    bankCode: source.bank,
    lectures,
  };
}

/** A file of files/: present, not empty, with its size and hash; undefined (reported) if not. */
async function mediaFile(
  filesDir: string,
  libraryCode: string,
  name: string,
  report: (message: string) => void,
): Promise<MediaFile | undefined> {
  const source = path.join(filesDir, name);
  const info = await stat(source).catch(() => undefined);
  if (!info?.isFile()) {
    report(`there is no files/${name}`);
    return undefined;
  }
  if (info.size === 0) {
    report(`files/${name} is empty`);
    return undefined;
  }
  return { source, key: `${libraryCode}/${name}`, size: info.size, hash: await sha256Of(source) };
}

/** Read as a stream: a real library's lectures are hundreds of megabytes. */
export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The topic ids of a bank's bank.yaml (groups and leaves) with their names; undefined if unreadable. */
function readBankTopicNames(
  contentDir: string,
  bankCode: string,
  report: (field: string, message: string) => void,
): Map<string, string> | undefined {
  const file = path.join(contentDir, 'qbanks', bankCode, 'bank.yaml');
  if (!existsSync(file)) {
    report('bank', `there is no question bank '${bankCode}' (content/qbanks/${bankCode})`);
    return undefined;
  }
  // The bank's own checks run where banks are loaded; here only its topics are needed.
  const parsed = bankSourceSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    report('bank', `the bank '${bankCode}' has errors: npm run qbank:check -w apps/server`);
    return undefined;
  }
  return new Map(
    parsed.data.topics.flatMap((t) => [
      [t.id, t.name] as const,
      ...t.children.map((c) => [c.id, c.name] as const),
    ]),
  );
}

/** Read once per process: the libraries change only with a release (decision 1601). */
const loaded = new Map<string, Promise<MediaLibraryContent[]>>();

/**
 * The libraries of a content folder (default: the shipped content/), loaded and checked once per
 * process: a broken library stops the server with every problem named.
 */
export function mediaLibrariesOf(
  contentDir = findContentDir(import.meta.dirname),
): Promise<MediaLibraryContent[]> {
  let libraries = loaded.get(contentDir);
  if (!libraries) {
    libraries = loadMediaLibraries(contentDir);
    loaded.set(contentDir, libraries);
  }
  return libraries;
}
