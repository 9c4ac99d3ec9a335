import type { LiveSessionDetail, UserProduct } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ProductLoadError, productName, TEXT_LINK } from '@/components/product-gate/product-gate';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useLiveSession } from '../api/live-session';
import { useFollowSchedule } from '../hooks/use-follow-schedule';
import { useLiveStream } from '../hooks/use-live-stream';
import { sessionMoment, startsIn } from '../utils/session-time';
import { LiveProductGate, useLiveProductProblem } from './live-product';
import { QuestionPanel } from './question-panel';
import { CalendarLink, LiveBadge, SessionTime } from './session-parts';

/** The app's player (media-chrome): the lecture screen's chunk, loaded on the player screens only. */
const MediaPlayer = lazy(() =>
  import('@/components/media-player/media-player').then((module) => ({
    default: module.MediaPlayer,
  })),
);

/** '12' → 12; anything else is no session. */
const sessionIdFrom = (raw: string | undefined) =>
  raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;

/**
 * A live session (issue 29 live streams) at /live/:userProductId/:liveSessionId, in the
 * live-stream style: the stream while it is on air (hls.js, or the browser's own HLS), a
 * "starts at" card before, the replay after; and beside it (below on a phone) its live Q&A.
 */
export function LiveSessionPage({ unavailable }: { unavailable: ReactNode }) {
  const { userProductId = '', liveSessionId: raw } = useParams();
  const liveSessionId = sessionIdFrom(raw);
  return (
    <LiveProductGate
      userProductId={userProductId}
      unavailable={unavailable}
      loadingLabel="Loading the session…"
    >
      {(product) =>
        liveSessionId === null ? (
          <SessionNotFound product={product} />
        ) : (
          // another session is another stream, its own events and form
          <Session
            key={liveSessionId}
            product={product}
            liveSessionId={liveSessionId}
            unavailable={unavailable}
          />
        )
      }
    </LiveProductGate>
  );
}

function Session({
  product,
  liveSessionId,
  unavailable,
}: {
  product: UserProduct;
  liveSessionId: number;
  unavailable: ReactNode;
}) {
  const session = useLiveSession(product.userProductId, liveSessionId);
  const problem = useLiveProductProblem(session.error);
  if (problem) return unavailable;
  if (session.error instanceof ApiError && session.error.code === ErrorCode.liveSessionNotFound)
    return <SessionNotFound product={product} />;
  if (!session.data) {
    return (
      <Page
        title={session.isError ? 'The session could not be loaded' : 'Loading…'}
        windowTitle={productName(product)}
      >
        {session.isError ? (
          <ProductLoadError
            error={session.error}
            what="The session"
            onRetry={() => void session.refetch()}
          />
        ) : (
          <LoadingState label="Loading the session…" />
        )}
      </Page>
    );
  }
  return <SessionView session={session.data} product={product} refetch={session.refetch} />;
}

function SessionNotFound({ product }: { product: UserProduct }) {
  return (
    <Page title="Session not found" windowTitle={productName(product)}>
      <p className="text-slate-700">
        This live stream has no such session. It may have been removed, or the link is mistyped.
      </p>
      <Link to={paths.live(product.userProductId)} className={TEXT_LINK}>
        See all the sessions of {productName(product)}
      </Link>
    </Page>
  );
}

function SessionView({
  session,
  product,
  refetch,
}: {
  session: LiveSessionDetail;
  product: UserProduct;
  refetch: () => unknown;
}) {
  usePageTitle(`${productName(product)}: ${session.title}`);
  // the stream appears at the start and the replay's place at the end, without a reload
  useFollowSchedule([session], refetch);
  const live = session.status === 'live';

  return (
    <main className="mx-auto flex w-full max-w-[100rem] flex-col gap-4 px-3 py-4 sm:px-4 lg:px-6">
      <Link
        to={paths.live(session.userProductId)}
        className="inline-flex min-h-10 items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:underline"
      >
        <Icon name="back" className="size-4" />
        All sessions
      </Link>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Stage session={session} />
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {live && <LiveBadge />}
              <p className="text-sm font-semibold text-brand-700">
                {session.status === 'upcoming'
                  ? 'Upcoming live session'
                  : live
                    ? 'Live session'
                    : 'Replay'}
              </p>
            </div>
            <h1 className="text-2xl font-bold text-balance text-slate-900">{session.title}</h1>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
              <span>{session.presenter}</span>
              <SessionTime session={session} className="font-medium text-slate-800" />
            </p>
          </header>
          {session.description && (
            <p className="max-w-prose text-slate-700">{session.description}</p>
          )}
        </div>
        <QuestionPanel session={session} />
      </div>
    </main>
  );
}

/** Where the video is: the stream, the wait before it, or the replay after it. */
function Stage({ session }: { session: LiveSessionDetail }) {
  if (session.status === 'live' && session.streamUrl)
    return <LiveStream url={session.streamUrl} title={session.title} />;
  if (session.status === 'upcoming') return <BeforeStart session={session} />;
  if (session.status === 'ended' && session.replay) {
    const { replay } = session;
    return (
      <Suspense fallback={<StageBox>{PLAYER_LOADING}</StageBox>}>
        <MediaPlayer
          kind={replay.mimeType.startsWith('audio/') ? 'audio' : 'video'}
          src={replay.fileUrl}
          title={`Replay: ${session.title}`}
          face={{ label: 'Replay', subtitle: session.presenter }}
          mediaRef={ignoreMedia}
        />
      </Suspense>
    );
  }
  return (
    <StageBox>
      <p className="text-lg font-semibold">
        {session.status === 'ended'
          ? 'The replay will be here soon.'
          : 'The stream is not on air yet. It will start here.'}
      </p>
    </StageBox>
  );
}

const ignoreMedia = () => {};
const PLAYER_LOADING = <LoadingState label="Loading the player…" />;

/** The stage's dark 16:9 box, for what is shown instead of a video (fixed colours). */
function StageBox({ children }: { children: ReactNode }) {
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-xl border border-[#334155] bg-linear-to-br from-[#1e293b] to-[#020617] p-4 text-center text-[#f1f5f9] sm:gap-4 sm:p-6 [&_[role=status]]:text-[#cbd5e1]">
      {children}
    </div>
  );
}

/** Before the start: when it starts (and how soon), and the calendar file. */
function BeforeStart({ session }: { session: LiveSessionDetail }) {
  return (
    <StageBox>
      <Icon name="event" className="size-10 text-[#93c5fd] max-sm:hidden" />
      <p className="text-lg font-bold text-balance sm:text-2xl">
        Starts {sessionMoment(session.startsAt)}
      </p>
      <p className="text-sm text-[#cbd5e1] sm:text-base">
        That is {startsIn(session.startsAt, new Date())}. You can ask your questions now.
      </p>
      <CalendarLink href={session.calendarUrl} title={session.title} />
    </StageBox>
  );
}

/** The stream on air: the player in its live mode, hls.js (or native HLS) feeding it. */
function LiveStream({ url, title }: { url: string; title: string }) {
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const { state, retry } = useLiveStream(media, url);
  const failed = state === 'failed' || state === 'unsupported';
  return (
    <div className="relative">
      <Suspense fallback={<StageBox>{PLAYER_LOADING}</StageBox>}>
        <MediaPlayer kind="video" title={title} streamType="live" mediaRef={setMedia} />
      </Suspense>
      {failed && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl bg-[#020617]/90 p-4 text-center text-[#f1f5f9]">
          <p role="alert" className="max-w-md font-semibold text-balance">
            {state === 'unsupported'
              ? 'This browser cannot play the live stream. Try a current Chrome, Edge, Firefox or Safari.'
              : 'The live stream could not be played. It may have paused, or your connection dropped.'}
          </p>
          {state === 'failed' && (
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
