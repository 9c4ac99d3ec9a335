import type { Course, CourseLessonSummary, CourseModule, UserProduct } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { ProductLoadError, productName } from '@/components/product-gate/product-gate';
import { Alert } from '@/components/ui/alert';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { plainText } from '@/components/ui/rich-label';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useCourse } from '../api/course';
import {
  continueAction,
  KIND_ICON,
  KIND_LABEL,
  minutesLabel,
  progressWords,
  statusLabel,
} from '../utils/course-words';
import { CourseProductGate, ProgressMeter, useCourseProblem } from './course-product';

/** The primary action's look as a link (the house's primary button). */
export const PRIMARY_LINK =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * A course (issue 29, decision 1602) at /course/:userProductId: its modules and lessons with the
 * learner's standing in each, each module's and the course's progress (words and a bar), the
 * lesson to go on with (Start, then Continue), and the course complete once every lesson is done.
 */
export function CoursePage({ unavailable }: { unavailable: ReactNode }) {
  const { userProductId = '' } = useParams();
  return (
    <CourseProductGate
      userProductId={userProductId}
      unavailable={unavailable}
      loadingLabel="Loading the course…"
    >
      {(product) => <CourseLoader product={product} unavailable={unavailable} />}
    </CourseProductGate>
  );
}

function CourseLoader({ product, unavailable }: { product: UserProduct; unavailable: ReactNode }) {
  const course = useCourse(product.userProductId);
  const problem = useCourseProblem(course.error);
  if (problem) return unavailable;
  if (!course.data) {
    const empty =
      course.error instanceof ApiError && course.error.code === ErrorCode.courseNotFound;
    return (
      <Page title={plainText(product.fullName)} windowTitle={productName(product)}>
        {empty ? (
          <p className="text-slate-700">This course has no lessons yet. Please come back later.</p>
        ) : course.isError ? (
          <ProductLoadError
            error={course.error}
            what="The course"
            onRetry={() => void course.refetch()}
          />
        ) : (
          <LoadingState label="Loading the course…" />
        )}
      </Page>
    );
  }
  return <CourseView course={course.data} windowTitle={productName(product)} />;
}

function CourseView({ course, windowTitle }: { course: Course; windowTitle: string }) {
  usePageTitle(windowTitle);
  const next = continueAction(course);
  const complete = course.completedAt !== null;
  return (
    <main className="mx-auto flex w-full max-w-[90rem] flex-col gap-6 px-3 py-6 sm:px-4 lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start lg:gap-8 lg:px-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4 lg:sticky lg:top-4">
        <header className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-brand-700">Course</p>
          <h1 className="text-2xl font-bold text-balance text-slate-900">{course.title}</h1>
          <p className="text-slate-700">{course.description}</p>
        </header>
        <section
          aria-label="Your progress"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <p className="flex items-baseline justify-between gap-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">
              {progressWords(course.lessonsDone, course.lessonCount)}
            </span>
            <span className="tabular-nums">{course.percentDone}%</span>
          </p>
          <ProgressMeter label="Course progress" percent={course.percentDone} />
          {complete ? (
            <Alert tone="success">
              <span className="font-semibold">Course complete.</span> You finished every lesson on{' '}
              {dateFormat.format(new Date(course.completedAt!))}.
            </Alert>
          ) : (
            next && (
              <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 sm:flex-row sm:items-center sm:justify-between lg:flex-col lg:items-stretch">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="text-sm font-semibold text-slate-600">
                    {next.label === 'Start' ? 'Begin with' : 'Up next'}
                  </p>
                  <p className="font-semibold text-slate-900">{next.lesson.title}</p>
                  <p className="text-sm text-slate-600">
                    {KIND_LABEL[next.lesson.kind]} · {minutesLabel(next.lesson.minutes)}
                  </p>
                </div>
                <Link
                  to={paths.courseLesson(course.userProductId, next.lesson.lessonId)}
                  className={`${PRIMARY_LINK} shrink-0 sm:px-6`}
                  aria-label={`${next.label}: ${next.lesson.title}`}
                >
                  <Icon name={KIND_ICON[next.lesson.kind]} className="size-5" />
                  {next.label}
                </Link>
              </div>
            )
          )}
        </section>
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        {course.modules.map((module, index) => (
          <ModuleSection
            key={module.moduleId}
            userProductId={course.userProductId}
            module={module}
            number={index + 1}
          />
        ))}
      </div>
    </main>
  );
}

function ModuleSection({
  userProductId,
  module,
  number,
}: {
  userProductId: number;
  module: CourseModule;
  number: number;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Module {number}
        </p>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {module.title}
        </h2>
        <p className="text-sm text-slate-700">{module.summary}</p>
      </div>
      <div className="flex items-center gap-3">
        <ProgressMeter label={`${module.title} progress`} percent={module.percentDone} size="sm" />
        <span className="shrink-0 text-sm text-slate-700 tabular-nums">
          {progressWords(module.lessonsDone, module.lessonCount)}
        </span>
      </div>
      <ol className="flex flex-col gap-2">
        {module.lessons.map((lesson) => (
          <LessonRow key={lesson.lessonId} userProductId={userProductId} lesson={lesson} />
        ))}
      </ol>
    </section>
  );
}

const STATUS_TONE: Record<string, string> = {
  Done: 'bg-green-50 text-green-800 border-green-200',
  'In progress': 'bg-amber-50 text-amber-900 border-amber-200',
  'Up next': 'bg-brand-50 text-brand-800 border-brand-100',
  'Not started': 'bg-slate-50 text-slate-700 border-slate-200',
};

function StatusBadge({ status, className }: { status: string; className: string }) {
  return (
    <span
      className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status]} ${className}`}
    >
      {status}
    </span>
  );
}

function LessonRow({
  userProductId,
  lesson,
}: {
  userProductId: number;
  lesson: CourseLessonSummary;
}) {
  const status = statusLabel(lesson);
  const done = lesson.status === 'done';
  return (
    <li
      className={`relative flex items-center gap-3 rounded-lg border p-3 focus-within:border-brand-600 hover:border-brand-600 ${lesson.status === 'next' ? 'border-brand-600/60 bg-brand-50' : 'border-slate-200'}`}
    >
      <span
        aria-hidden="true"
        className={`flex size-9 shrink-0 items-center justify-center rounded-full ${done ? 'bg-green-100 text-green-700' : 'bg-brand-50 text-brand-700'}`}
      >
        <Icon name={done ? 'check_circle' : KIND_ICON[lesson.kind]} className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={paths.courseLesson(userProductId, lesson.lessonId)}
          // the whole row is the link's target
          className="font-semibold text-balance text-brand-700 underline-offset-2 after:absolute after:inset-0 after:rounded-lg hover:underline"
        >
          {lesson.title}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <span>
            {KIND_LABEL[lesson.kind]} · {minutesLabel(lesson.minutes)}
          </span>
          {/* on a phone under the title, which keeps the row's width */}
          <StatusBadge status={status} className="sm:hidden" />
        </p>
      </div>
      <StatusBadge status={status} className="shrink-0 max-sm:hidden" />
    </li>
  );
}
