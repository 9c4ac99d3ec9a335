import type { MediaLibrary, MediaSummary, UserProduct } from '@boardready/contracts';
import { clockTime } from '@boardready/contracts/media-rules';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { plainText } from '@/components/ui/rich-label';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useMediaLibrary } from '../api/media-library';
import { progressFraction, progressLabel, spokenLength } from '../utils/progress';
import { MediaLoadError, MediaProductGate, productName, useProductProblem } from './media-product';

/** The primary action's look as a link (the house's primary button). */
const PRIMARY_LINK =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

const KIND_LABEL = { video: 'Video', audio: 'Audio' } as const;
const KIND_ICON = { video: 'play_circle', audio: 'headphones' } as const;

/**
 * A media library (issue 29) at /media/:userProductId: the product's lectures with their speaker,
 * topic, length and the learner's progress in each, and a call to go on with the lecture the
 * server names (the last one played and not finished, else the first unwatched).
 */
export function MediaLibraryPage({ unavailable }: { unavailable: ReactNode }) {
  const { userProductId = '' } = useParams();
  return (
    <MediaProductGate
      userProductId={userProductId}
      unavailable={unavailable}
      loadingLabel="Loading the library…"
    >
      {(product) => <Library product={product} unavailable={unavailable} />}
    </MediaProductGate>
  );
}

function Library({ product, unavailable }: { product: UserProduct; unavailable: ReactNode }) {
  const library = useMediaLibrary(product.userProductId);
  const problem = useProductProblem(library.error);
  const title = plainText(product.fullName);
  if (problem) return unavailable;
  if (!library.data) {
    return (
      <Page title={title} windowTitle={productName(product)}>
        {library.isError ? (
          <MediaLoadError
            error={library.error}
            what="The library"
            onRetry={() => void library.refetch()}
          />
        ) : (
          <LoadingState label="Loading the library…" />
        )}
      </Page>
    );
  }
  return <LibraryView library={library.data} title={title} windowTitle={productName(product)} />;
}

function LibraryView({
  library,
  title,
  windowTitle,
}: {
  library: MediaLibrary;
  title: string;
  windowTitle: string;
}) {
  usePageTitle(windowTitle);
  const listId = useId();
  const next = library.lectures.find((lecture) => lecture.mediaId === library.continueMediaId);
  const watched = library.lectures.filter((lecture) => lecture.finished).length;

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-3 py-6 sm:px-4 desk:px-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Media library</p>
        <h1 className="text-2xl font-bold text-balance text-slate-900">{title}</h1>
        {library.lectures.length > 0 && (
          <p className="text-sm text-slate-600">
            {library.lectures.length} {library.lectures.length === 1 ? 'lecture' : 'lectures'} ·{' '}
            {watched} finished
          </p>
        )}
      </div>

      {next && <ContinueCard userProductId={library.userProductId} lecture={next} />}

      <section aria-labelledby={listId} className="flex flex-col gap-3">
        <h2 id={listId} className="text-lg font-semibold text-slate-900">
          Lectures
        </h2>
        {library.lectures.length === 0 ? (
          <p className="text-slate-700">
            This library has no lectures yet. Please come back later.
          </p>
        ) : (
          <ol className="flex flex-col gap-2">
            {library.lectures.map((lecture, index) => (
              <LectureRow
                key={lecture.mediaId}
                userProductId={library.userProductId}
                lecture={lecture}
                number={index + 1}
              />
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}

/** Where to go on: the lecture the server names, with how far the learner got in it. */
function ContinueCard({
  userProductId,
  lecture,
}: {
  userProductId: number;
  lecture: MediaSummary;
}) {
  const started = lecture.positionSeconds > 0 && !lecture.finished;
  return (
    <section
      aria-label={started ? 'Continue' : 'Up next'}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-semibold text-slate-600">{started ? 'Continue' : 'Up next'}</p>
        <p className="font-semibold text-slate-900">{lecture.title}</p>
        <p className="text-sm text-slate-600">
          {started
            ? `${clockTime(lecture.positionSeconds)} of ${clockTime(lecture.durationSeconds)}`
            : `${KIND_LABEL[lecture.kind]} · ${clockTime(lecture.durationSeconds)}`}
        </p>
      </div>
      <Link
        to={paths.mediaLecture(userProductId, lecture.mediaId)}
        className={`${PRIMARY_LINK} shrink-0 sm:px-6`}
        aria-label={`${started ? 'Continue' : 'Start'}: ${lecture.title}`}
      >
        <Icon name="play_circle" className="size-5" />
        {started ? 'Continue' : 'Start'}
      </Link>
    </section>
  );
}

function LectureRow({
  userProductId,
  lecture,
  number,
}: {
  userProductId: number;
  lecture: MediaSummary;
  number: number;
}) {
  const fraction = progressFraction(lecture);
  const progress = progressLabel(lecture);
  return (
    <li className="relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm focus-within:border-brand-600 hover:border-brand-600 sm:gap-4 sm:p-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <Icon name={KIND_ICON[lecture.kind]} className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={paths.mediaLecture(userProductId, lecture.mediaId)}
          // the whole card is the link's target; the text stays selectable for the name only
          className="font-semibold text-balance text-brand-700 underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          <span className="sr-only">{number}. </span>
          {lecture.title}
        </Link>
        <p className="text-sm text-slate-700">
          {lecture.speaker} · {lecture.topicName}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{KIND_LABEL[lecture.kind]}</span>
          <span>
            <span aria-hidden="true">{clockTime(lecture.durationSeconds)}</span>
            <span className="sr-only">{spokenLength(lecture.durationSeconds)}</span>
          </span>
          {lecture.chapterCount > 0 && (
            <span>
              {lecture.chapterCount} {lecture.chapterCount === 1 ? 'chapter' : 'chapters'}
            </span>
          )}
          <span
            className={
              lecture.finished
                ? 'font-semibold text-green-700'
                : fraction > 0
                  ? 'text-slate-800'
                  : ''
            }
          >
            {progress}
          </span>
        </p>
        <div aria-hidden="true" className="mt-1 h-1 overflow-hidden rounded-full bg-slate-100">
          <div
            className={`h-full rounded-full ${lecture.finished ? 'bg-green-600' : 'bg-brand-600'}`}
            style={{ width: `${Math.round(fraction * 100)}%` }}
          />
        </div>
      </div>
    </li>
  );
}
