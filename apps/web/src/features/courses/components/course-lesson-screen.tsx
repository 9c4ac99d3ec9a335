import type { CourseLesson, UserProduct } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ProductLoadError, productName, TEXT_LINK } from '@/components/product-gate/product-gate';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useCourseLesson } from '../api/course-lesson';
import { KIND_LABEL, minutesLabel } from '../utils/course-words';
import { CourseProductGate, useCourseProblem } from './course-product';
import { PRIMARY_LINK } from './course-screen';
import { QuizLessonBody } from './quiz-lesson';
import { ReadingLessonBody } from './reading-lesson';
import { VideoLessonBody } from './video-lesson';

/**
 * A lesson of a course (issue 29, decision 1602) at /course/:userProductId/:lessonId: a lecture in
 * the media player (resumed where the learner stopped, done when watched to the end), a book
 * section's text with Mark as done, or a short quiz graded with explanations; then the way on.
 */
export function CourseLessonPage({ unavailable }: { unavailable: ReactNode }) {
  const { userProductId = '', lessonId = '' } = useParams();
  return (
    <CourseProductGate
      userProductId={userProductId}
      unavailable={unavailable}
      loadingLabel="Loading the lesson…"
    >
      {(product) => (
        // Another lesson is another screen: its player, its answers, its place.
        <LessonLoader
          key={lessonId}
          product={product}
          lessonId={lessonId}
          unavailable={unavailable}
        />
      )}
    </CourseProductGate>
  );
}

function LessonLoader({
  product,
  lessonId,
  unavailable,
}: {
  product: UserProduct;
  lessonId: string;
  unavailable: ReactNode;
}) {
  const lesson = useCourseLesson(product.userProductId, lessonId);
  const problem = useCourseProblem(lesson.error);
  if (problem) return unavailable;
  const error = lesson.error;
  if (
    error instanceof ApiError &&
    (error.code === ErrorCode.lessonNotFound || error.code === ErrorCode.validationFailed)
  ) {
    return <LessonNotFound product={product} />;
  }
  if (!lesson.data) {
    return (
      <Page
        title={lesson.isError ? 'The lesson could not be loaded' : 'Loading…'}
        windowTitle={productName(product)}
      >
        {lesson.isError ? (
          <ProductLoadError
            error={lesson.error}
            what="The lesson"
            onRetry={() => void lesson.refetch()}
          />
        ) : (
          <LoadingState label="Loading the lesson…" />
        )}
      </Page>
    );
  }
  return <LessonView lesson={lesson.data} windowTitle={productName(product)} />;
}

function LessonNotFound({ product }: { product: UserProduct }) {
  return (
    <Page title="Lesson not found" windowTitle={productName(product)}>
      <p className="text-slate-700">
        This course has no such lesson. It may have been removed, or the link is mistyped.
      </p>
      <Link to={paths.course(product.userProductId)} className={TEXT_LINK}>
        See all the lessons of {productName(product)}
      </Link>
    </Page>
  );
}

function LessonView({ lesson, windowTitle }: { lesson: CourseLesson; windowTitle: string }) {
  usePageTitle(`${windowTitle}: ${lesson.title}`);
  const done = lesson.status === 'done';
  return (
    <main className="mx-auto flex w-full max-w-[90rem] flex-col gap-5 px-3 py-4 sm:px-4 lg:px-6 lg:py-6">
      <Link
        to={paths.course(lesson.userProductId)}
        className="inline-flex min-h-10 items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:underline"
      >
        <Icon name="back" className="size-4" />
        Course contents
      </Link>
      <div
        className={`mx-auto flex w-full flex-col gap-5 ${lesson.kind === 'video' ? 'max-w-5xl' : 'max-w-[70ch]'}`}
      >
        <header className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold text-brand-700">
            {lesson.moduleTitle} · Lesson {lesson.number} of {lesson.lessonCount}
          </p>
          <h1 className="text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl">
            {lesson.title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>{KIND_LABEL[lesson.kind]}</span>
            <span>{minutesLabel(lesson.minutes)}</span>
            {done && (
              <span className="inline-flex items-center gap-1 font-semibold text-green-700">
                <Icon name="check_circle" className="size-4" />
                Done
              </span>
            )}
          </p>
        </header>
        {lesson.kind === 'video' ? (
          <VideoLessonBody lesson={lesson} />
        ) : lesson.kind === 'reading' ? (
          <ReadingLessonBody lesson={lesson} />
        ) : (
          <QuizLessonBody lesson={lesson} />
        )}
        <LessonNav lesson={lesson} />
      </div>
    </main>
  );
}

/** The way on: the next lesson (the call to action once this one is done), and the one before. */
function LessonNav({ lesson }: { lesson: CourseLesson }) {
  const { userProductId, previousLessonId, nextLessonId } = lesson;
  const done = lesson.status === 'done';
  const SECONDARY =
    'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';
  return (
    <nav
      aria-label="Lessons"
      className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between"
    >
      {previousLessonId ? (
        <Link to={paths.courseLesson(userProductId, previousLessonId)} className={SECONDARY}>
          <Icon name="back" className="size-4" />
          Previous lesson
        </Link>
      ) : (
        <span className="max-sm:hidden" />
      )}
      {nextLessonId ? (
        <Link
          to={paths.courseLesson(userProductId, nextLessonId)}
          className={done ? PRIMARY_LINK : SECONDARY}
        >
          Next lesson
          <Icon name="chevron" className="size-4" />
        </Link>
      ) : (
        <Link to={paths.course(userProductId)} className={done ? PRIMARY_LINK : SECONDARY}>
          Back to the course
        </Link>
      )}
    </nav>
  );
}
