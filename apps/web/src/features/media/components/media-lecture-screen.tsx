import type { MediaLecture, TopicQuestionsLink, UserProduct } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { clockTime } from '@boardready/contracts/media-rules';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ResumedNotice } from '@/components/media-player/resumed-notice';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useMediaLecture } from '../api/media-lecture';
import { useMediaLibrary } from '../api/media-library';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlaybackPlace } from '../hooks/use-playback-place';
import { usePlayhead } from '../hooks/use-playhead';
import { usePreferredRate } from '../hooks/use-preferred-rate';
import { spokenLength } from '../utils/progress';
import { mediaIdFrom } from '../utils/timeline';
import { ChapterList } from './chapter-list';
import {
  LINK,
  MediaLoadError,
  MediaProductGate,
  productName,
  useProductProblem,
} from './media-product';
import { TranscriptPanel } from './transcript-panel';

/** media-chrome and the player around it: a chunk of its own, loaded on the player screens only. */
const MediaPlayer = lazy(() =>
  import('@/components/media-player/media-player').then((module) => ({
    default: module.MediaPlayer,
  })),
);

export interface MediaLecturePageProps {
  /** what shows when the product is not the learner's or cannot be used now */
  unavailable: ReactNode;
  /** makes a Q&A session of a chapter's topic and opens it; rejects with the reason to show */
  onPractice?: (link: TopicQuestionsLink) => Promise<void>;
}

/**
 * A lecture (issue 29) at /media/:userProductId/:mediaId: the player, resumed where the learner
 * stopped on any device, the chapters (each seeking the player, with its topic's questions,
 * reading and cards), the searchable transcript, and the previous and next lectures.
 */
export function MediaLecturePage({ unavailable, onPractice }: MediaLecturePageProps) {
  const { userProductId = '', mediaId: rawMediaId } = useParams();
  const mediaId = mediaIdFrom(rawMediaId);
  return (
    <MediaProductGate
      userProductId={userProductId}
      unavailable={unavailable}
      loadingLabel="Loading the lecture…"
    >
      {(product) =>
        mediaId === null ? (
          <LectureNotFound product={product} />
        ) : (
          // Another lecture is another player: its place, its media element, its panels.
          <Lecture
            key={mediaId}
            product={product}
            mediaId={mediaId}
            unavailable={unavailable}
            onPractice={onPractice}
          />
        )
      }
    </MediaProductGate>
  );
}

function Lecture({
  product,
  mediaId,
  unavailable,
  onPractice,
}: {
  product: UserProduct;
  mediaId: number;
  unavailable: ReactNode;
  onPractice: ((link: TopicQuestionsLink) => Promise<void>) | undefined;
}) {
  const lecture = useMediaLecture(product.userProductId, mediaId);
  const problem = useProductProblem(lecture.error);
  if (problem) return unavailable;
  if (lecture.error instanceof ApiError && lecture.error.code === ErrorCode.lectureNotFound)
    return <LectureNotFound product={product} />;
  if (!lecture.data) {
    return (
      <Page
        title={lecture.isError ? 'The lecture could not be loaded' : 'Loading…'}
        windowTitle={productName(product)}
      >
        {lecture.isError ? (
          <MediaLoadError
            error={lecture.error}
            what="The lecture"
            onRetry={() => void lecture.refetch()}
          />
        ) : (
          <LoadingState label="Loading the lecture…" />
        )}
      </Page>
    );
  }
  return <LectureView lecture={lecture.data} product={product} onPractice={onPractice} />;
}

function LectureNotFound({ product }: { product: UserProduct }) {
  return (
    <Page title="Lecture not found" windowTitle={productName(product)}>
      <p className="text-slate-700">
        This library has no such lecture. It may have been removed, or the link is mistyped.
      </p>
      <Link to={paths.media(product.userProductId)} className={LINK}>
        See all the lectures of {productName(product)}
      </Link>
    </Page>
  );
}

type PanelTab = 'chapters' | 'transcript';

function LectureView({
  lecture,
  product,
  onPractice,
}: {
  lecture: MediaLecture;
  product: UserProduct;
  onPractice: ((link: TopicQuestionsLink) => Promise<void>) | undefined;
}) {
  const { userProductId, previousMediaId, nextMediaId } = lecture;
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [tab, setTab] = useState<PanelTab>(lecture.chapters.length > 0 ? 'chapters' : 'transcript');
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  // The neighbours' titles, for the links to them (the library is in the cache from its screen).
  const library = useMediaLibrary(userProductId);
  const titleOf = (id: number | null) =>
    library.data?.lectures.find((other) => other.mediaId === id)?.title;

  usePageTitle(`${productName(product)}: ${lecture.title}`);
  const { resumedAt, startOver } = usePlaybackPlace(media, lecture);
  usePreferredRate(media);
  const playhead = usePlayhead(media, lecture.chapters, lecture.transcript);
  const goPrevious = useMemo(
    () =>
      previousMediaId === null
        ? null
        : () => navigate(paths.mediaLecture(userProductId, previousMediaId)),
    [navigate, userProductId, previousMediaId],
  );
  const goNext = useMemo(
    () =>
      nextMediaId === null ? null : () => navigate(paths.mediaLecture(userProductId, nextMediaId)),
    [navigate, userProductId, nextMediaId],
  );
  useMediaSession(media, lecture, goPrevious, goNext);

  // A chapter or a cue chosen: the player goes there and plays.
  const seek = useCallback(
    (seconds: number) => {
      if (!media) return;
      media.currentTime = seconds;
      void media.play().catch(() => {});
    },
    [media],
  );

  return (
    <main className="mx-auto flex w-full max-w-[90rem] flex-col gap-4 px-3 py-4 sm:px-4 lg:px-6 lg:py-6">
      <Link
        to={paths.media(userProductId)}
        className="inline-flex min-h-10 items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:underline"
      >
        <Icon name="back" className="size-4" />
        All lectures
      </Link>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Suspense fallback={<PlayerPlaceholder lecture={lecture} />}>
            <MediaPlayer
              kind={lecture.kind}
              src={lecture.fileUrl}
              title={lecture.title}
              face={{
                label: 'Audio lecture',
                subtitle: `${lecture.speaker} · ${lecture.topicName}`,
              }}
              captions={
                lecture.captionsUrl
                  ? { url: lecture.captionsUrl, language: lecture.captionsLanguage }
                  : null
              }
              mediaRef={setMedia}
            />
          </Suspense>
          <ResumedNotice resumedAt={resumedAt} onStartOver={startOver} />
          <header className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-brand-700">
              {lecture.kind === 'video' ? 'Video lecture' : 'Audio lecture'}
            </p>
            <h1 className="text-2xl font-bold text-balance text-slate-900">{lecture.title}</h1>
            <p className="text-sm text-slate-700">
              {lecture.speaker} · {lecture.topicName} ·{' '}
              <span aria-hidden="true">{clockTime(lecture.durationSeconds)}</span>
              <span className="sr-only">{spokenLength(lecture.durationSeconds)}</span>
            </p>
          </header>
          {lecture.description && (
            <p className="max-w-prose text-slate-700">{lecture.description}</p>
          )}
          <LectureNav
            previous={
              previousMediaId === null
                ? null
                : {
                    to: paths.mediaLecture(userProductId, previousMediaId),
                    title: titleOf(previousMediaId),
                  }
            }
            next={
              nextMediaId === null
                ? null
                : {
                    to: paths.mediaLecture(userProductId, nextMediaId),
                    title: titleOf(nextMediaId),
                  }
            }
          />
        </div>
        <aside
          aria-label="Chapters and transcript"
          className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
        >
          <Tabs<PanelTab>
            label="Chapters and transcript"
            value={tab}
            onValueChange={setTab}
            tabs={[
              {
                value: 'chapters',
                label: 'Chapters',
                content: (
                  <ChapterList
                    chapters={lecture.chapters}
                    current={playhead.chapter}
                    onSeek={seek}
                    onPractice={onPractice}
                  />
                ),
              },
              {
                value: 'transcript',
                label: 'Transcript',
                content: (
                  <TranscriptPanel
                    cues={lecture.transcript}
                    current={playhead.cue}
                    query={query}
                    onQueryChange={setQuery}
                    onSeek={seek}
                  />
                ),
              },
            ]}
          />
        </aside>
      </div>
    </main>
  );
}

/** The player's place while its code loads: the same size, so nothing below it jumps. */
function PlayerPlaceholder({ lecture }: { lecture: MediaLecture }) {
  return (
    <div
      className={`flex items-center justify-center rounded-xl bg-slate-100 ${lecture.kind === 'video' ? 'aspect-video' : 'aspect-[3/1] min-h-48'}`}
    >
      <LoadingState label="Loading the player…" />
    </div>
  );
}

interface Neighbour {
  to: string;
  /** its title, once the library is known */
  title: string | undefined;
}

/** The way on: the previous and the next lecture of the library. */
function LectureNav({ previous, next }: { previous: Neighbour | null; next: Neighbour | null }) {
  if (!previous && !next) return null;
  const LINK_BOX =
    'flex min-h-10 flex-col rounded-lg border border-slate-200 bg-white px-3 py-2 hover:border-brand-600';
  return (
    <nav aria-label="Other lectures" className="grid gap-2 sm:grid-cols-2">
      {previous ? (
        <Link to={previous.to} className={LINK_BOX}>
          <span className="text-xs font-semibold text-slate-600">Previous</span>
          <span className="font-semibold text-brand-700">
            {previous.title ?? 'Previous lecture'}
          </span>
        </Link>
      ) : (
        <span className="max-sm:hidden" />
      )}
      {next && (
        <Link to={next.to} className={`${LINK_BOX} sm:text-right`}>
          <span className="text-xs font-semibold text-slate-600">Next</span>
          <span className="font-semibold text-brand-700">{next.title ?? 'Next lecture'}</span>
        </Link>
      )}
    </nav>
  );
}
