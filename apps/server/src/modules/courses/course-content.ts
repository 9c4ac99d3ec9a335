import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  LESSON_KINDS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MIN_QUESTIONS,
} from '@boardready/contracts/courses-rules';
import { z } from 'zod';
import { type Book, findContentDir, loadBooks, shippedBooks } from '../books/book-content';
import { type MediaLibraryContent, mediaLibrariesOf } from '../media/media-content';
import type { Bank, BankIssue, BankQuestion, CatalogProduct } from '../qbank-content/bank';
import { formatIssue } from '../qbank-content/bank';
import { loadBank, readCatalog, readManifest } from '../qbank-content/load-bank';
import { richTextContent } from '../qbank-content/rich-text';
import { SLUG, SPECIALTIES, type Specialty } from '../qbank-content/source-format';

/**
 * The courses of content/courses (decision 1602): <code>/course.yaml, read and checked when the
 * server starts against what its lessons name: the specialty's media library (a video lecture),
 * its book (a section) and its question bank (published questions). As with the books and the
 * media, every problem is reported at once, one line each (`content/courses/im/course.yaml:
 * heart-failure-reading: section: …`), and a broken course stops the server rather than reaching
 * a learner. A lesson keeps what it shows, so the course needs nothing else at run time.
 */

interface LessonCommon {
  /** the permanent lesson id (a slug, unique in its course) */
  id: string;
  title: string;
  moduleId: string;
  /** about how long it takes, in whole minutes */
  minutes: number;
}

export interface CourseVideoLesson extends LessonCommon {
  kind: 'video';
  lecture: {
    libraryCode: string;
    slug: string;
    title: string;
    speaker: string;
    topicName: string;
    description: string;
    durationSeconds: number;
    mimeType: string;
    hasCaptions: boolean;
  };
}

export interface CourseReadingLesson extends LessonCommon {
  kind: 'reading';
  section: {
    bookTitle: string;
    chapterTitle: string;
    id: string;
    title: string;
    html: string;
  };
}

export interface CourseQuizLesson extends LessonCommon {
  kind: 'quiz';
  questions: BankQuestion[];
}

export type CourseLessonContent = CourseVideoLesson | CourseReadingLesson | CourseQuizLesson;

export interface CourseModuleContent {
  id: string;
  title: string;
  summary: string;
  lessons: CourseLessonContent[];
}

export interface CourseContent {
  code: string;
  title: string;
  specialty: Specialty;
  productCodes: string[];
  description: string;
  modules: CourseModuleContent[];
}

/** Every lesson of a course in course order: the modules' lessons one module after another. */
export const lessonsOf = (course: CourseContent) => course.modules.flatMap((m) => m.lessons);

/** Reading speed of a board-review text, and the time a board-style question takes. */
const WORDS_A_MINUTE = 200;
const MINUTES_A_QUESTION = 2;

const text = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} is empty` });
const slug = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .regex(SLUG, { error: `${what} is lower-case words joined by hyphens` })
    .max(80, { error: `${what} has at most 80 characters` });

const lessonSource = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      id: slug('a lesson id'),
      kind: z.literal('video'),
      lecture: slug('the lecture id'),
      title: text('the title').optional(),
    }),
    z.strictObject({
      id: slug('a lesson id'),
      kind: z.literal('reading'),
      section: slug('the section id'),
      title: text('the title').optional(),
    }),
    z.strictObject({
      id: slug('a lesson id'),
      kind: z.literal('quiz'),
      title: text('the title'),
      questions: z
        .array(z.string({ error: 'a question id is text such as IM-0001' }), {
          error: 'questions must be a list of question ids',
        })
        .min(QUIZ_MIN_QUESTIONS, { error: `a quiz asks at least ${QUIZ_MIN_QUESTIONS} questions` })
        .max(QUIZ_MAX_QUESTIONS, { error: `a quiz asks at most ${QUIZ_MAX_QUESTIONS} questions` }),
    }),
  ],
  { error: `the kind is one of ${LESSON_KINDS.join(', ')}` },
);

const courseSource = z.strictObject({
  code: slug('the course code'),
  title: text('the title'),
  specialty: z.enum(SPECIALTIES, { error: `the specialty is one of ${SPECIALTIES.join(', ')}` }),
  products: z
    .array(z.string(), { error: 'products must be a list of product codes' })
    .min(1, { error: 'a course serves at least one product' }),
  media: slug('the media library code'),
  book: slug('the book code'),
  bank: slug('the bank code'),
  description: text('the description'),
  modules: z
    .array(
      z.strictObject({
        id: slug('a module id'),
        title: text('the title'),
        summary: text('the summary'),
        lessons: z
          .array(lessonSource, { error: 'lessons must be a list' })
          .min(1, { error: 'a module needs at least one lesson' }),
      }),
      { error: 'modules must be a list' },
    )
    .min(1, { error: 'a course needs at least one module' }),
});

export class CourseLoadError extends Error {
  constructor(readonly issues: BankIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the courses:\n${issues.map(formatIssue).join('\n')}`,
    );
    this.name = 'CourseLoadError';
  }
}

/** What the lessons of a content folder's courses may name. */
interface Sources {
  catalog: CatalogProduct[];
  libraries: MediaLibraryContent[];
  books: Book[];
  /** a bank by code, loaded once; undefined when it is missing or broken */
  bank(code: string): Promise<Bank | undefined>;
}

/**
 * Every course under <contentDir>/courses (none when there is no such folder), checked against
 * the catalogue, the media libraries, books and banks of the same content folder.
 */
export async function loadCourses(contentDir: string): Promise<CourseContent[]> {
  const coursesDir = path.join(contentDir, 'courses');
  if (!existsSync(coursesDir)) return [];
  const display = (file: string) =>
    path.relative(path.dirname(contentDir), file).split(path.sep).join('/');
  const banks = new Map<string, Promise<Bank | undefined>>();
  const sources: Sources = {
    catalog: readCatalog(contentDir) ?? [],
    libraries: await mediaLibrariesOf(contentDir),
    books: await booksOf(contentDir),
    bank(code) {
      let bank = banks.get(code);
      if (!bank) {
        const dir = path.join(contentDir, 'qbanks', code);
        bank = existsSync(dir) ? loadBank(dir).catch(() => undefined) : Promise.resolve(undefined);
        banks.set(code, bank);
      }
      return bank;
    },
  };
  const issues: BankIssue[] = [];
  const courses: CourseContent[] = [];
  const manifestOf = new Map<CourseContent, string>();
  const folders = (await readdir(coursesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const read = await readCourse(path.join(coursesDir, folder), sources, display, issues);
    if (!read) continue;
    courses.push(read.course);
    manifestOf.set(read.course, read.displayPath);
  }
  const productOwner = new Map<string, string>();
  for (const course of courses) {
    for (const product of course.productCodes) {
      const owner = productOwner.get(product);
      if (owner) {
        issues.push({
          file: manifestOf.get(course)!,
          field: 'products',
          message: `'${product}' is already served by the course '${owner}'`,
        });
      }
      productOwner.set(product, course.code);
    }
  }
  if (issues.length > 0) throw new CourseLoadError(issues);
  return courses;
}

/** The books of a content folder: the shipped ones are loaded once for the whole server. */
async function booksOf(contentDir: string): Promise<Book[]> {
  const shipped = findContentDir(import.meta.dirname);
  return path.resolve(contentDir) === shipped ? shippedBooks() : loadBooks(contentDir);
}

async function readCourse(
  courseDir: string,
  sources: Sources,
  display: (file: string) => string,
  issues: BankIssue[],
): Promise<{ course: CourseContent; displayPath: string } | undefined> {
  const manifest = await readManifest(
    courseDir,
    'course.yaml',
    courseSource,
    'course',
    display,
    issues,
  );
  if (!manifest) return undefined;
  const { source, displayPath } = manifest;
  const report = (field: string, message: string, lessonId?: string) =>
    issues.push({ file: displayPath, questionId: lessonId, field, message });

  for (const code of source.products) {
    const product = sources.catalog.find((p) => p.code === code);
    if (!product) report('products', `'${code}' is not in content/catalog/products.json`);
    else if (product.typeCode !== 'course') {
      report('products', `'${code}' is a ${product.typeCode} product, not a course`);
    } else if (product.specialty !== source.specialty) {
      report(
        'products',
        `'${code}' is a ${product.specialty} product, the course is ${source.specialty}`,
      );
    }
  }
  const library = sources.libraries.find((l) => l.code === source.media);
  if (!library) report('media', `there is no media library '${source.media}' (content/media)`);
  else if (library.specialty !== source.specialty) {
    report(
      'media',
      `the library '${library.code}' is ${library.specialty}, not ${source.specialty}`,
    );
  }
  const book = sources.books.find((b) => b.code === source.book);
  if (!book) report('book', `there is no book '${source.book}' (content/books)`);
  else if (book.specialty !== source.specialty) {
    report('book', `the book '${book.code}' is ${book.specialty}, not ${source.specialty}`);
  }
  const bank = await sources.bank(source.bank);
  if (!bank) {
    report(
      'bank',
      `there is no usable question bank '${source.bank}' (content/qbanks; npm run qbank:check -w apps/server)`,
    );
  } else if (bank.specialty !== source.specialty) {
    report('bank', `the bank '${bank.code}' is ${bank.specialty}, not ${source.specialty}`);
  }

  const moduleIds = new Set<string>();
  const lessonIds = new Set<string>();
  const modules: CourseModuleContent[] = [];
  for (const [m, module] of source.modules.entries()) {
    if (moduleIds.has(module.id)) {
      report(`modules.${m}.id`, `the module id '${module.id}' is used twice in this course`);
    }
    moduleIds.add(module.id);
    const lessons: CourseLessonContent[] = [];
    for (const [l, lesson] of module.lessons.entries()) {
      const problem = (field: string, message: string) =>
        report(`modules.${m}.lessons.${l}.${field}`, message, lesson.id);
      if (lessonIds.has(lesson.id)) problem('id', 'the lesson id is used twice in this course');
      lessonIds.add(lesson.id);
      const common = { id: lesson.id, moduleId: module.id };
      if (lesson.kind === 'video') {
        const lecture = library?.lectures.find((x) => x.slug === lesson.lecture);
        if (!library) continue;
        if (!lecture) {
          problem(
            'lecture',
            `there is no lecture '${lesson.lecture}' in the library '${library.code}'`,
          );
        } else if (lecture.kind !== 'video') {
          problem('lecture', `'${lesson.lecture}' is an ${lecture.kind} lecture, not a video`);
        } else {
          lessons.push({
            ...common,
            kind: 'video',
            title: lesson.title ?? lecture.title,
            minutes: Math.max(1, Math.ceil(lecture.durationSeconds / 60)),
            lecture: {
              libraryCode: library.code,
              slug: lecture.slug,
              title: lecture.title,
              speaker: lecture.speaker,
              topicName: lecture.topicName,
              description: lecture.description,
              durationSeconds: lecture.durationSeconds,
              mimeType: lecture.mimeType,
              hasCaptions: lecture.captions !== null,
            },
          });
        }
      } else if (lesson.kind === 'reading') {
        if (!book) continue;
        const found = book.chapters
          .map((chapter) => ({
            chapter,
            section: chapter.sections.find((s) => s.id === lesson.section),
          }))
          .find((c) => c.section);
        if (!found?.section) {
          problem('section', `there is no section '${lesson.section}' in the book '${book.code}'`);
          continue;
        }
        const words = richTextContent(found.section.body, ' ').split(/\s+/).filter(Boolean).length;
        lessons.push({
          ...common,
          kind: 'reading',
          title: lesson.title ?? found.section.title,
          minutes: Math.max(1, Math.ceil(words / WORDS_A_MINUTE)),
          section: {
            bookTitle: book.title,
            chapterTitle: found.chapter.title,
            id: found.section.id,
            title: found.section.title,
            html: found.section.body,
          },
        });
      } else {
        if (!bank) continue;
        const questions: BankQuestion[] = [];
        for (const [q, questionId] of lesson.questions.entries()) {
          const question = bank.questions.find((x) => x.id === questionId);
          if (lesson.questions.indexOf(questionId) !== q) {
            problem(`questions.${q}`, `'${questionId}' is asked twice in this quiz`);
          } else if (!question) {
            problem(
              `questions.${q}`,
              `there is no question '${questionId}' in the bank '${bank.code}'`,
            );
          } else if (question.status !== 'published') {
            problem(
              `questions.${q}`,
              `'${questionId}' is ${question.status}: a quiz asks published questions`,
            );
          } else questions.push(question);
        }
        lessons.push({
          ...common,
          kind: 'quiz',
          title: lesson.title,
          minutes: questions.length * MINUTES_A_QUESTION,
          questions,
        });
      }
    }
    modules.push({ id: module.id, title: module.title, summary: module.summary, lessons });
  }
  return {
    displayPath,
    course: {
      code: source.code,
      title: source.title,
      specialty: source.specialty,
      productCodes: source.products,
      description: source.description,
      modules,
    },
  };
}

/** Read once per process: the courses change only with a release (decision 1602). */
const loaded = new Map<string, Promise<CourseContent[]>>();

/**
 * The courses of a content folder (default: the shipped content/), loaded and checked once per
 * process: a broken course stops the server with every problem named.
 */
export function coursesOf(
  contentDir = findContentDir(import.meta.dirname),
): Promise<CourseContent[]> {
  let courses = loaded.get(contentDir);
  if (!courses) {
    courses = loadCourses(contentDir);
    loaded.set(contentDir, courses);
  }
  return courses;
}
