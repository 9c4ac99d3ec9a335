import type { LiveSchedule, LiveSessionSummary, UserProduct } from '@boardready/contracts';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { ProductLoadError, productName } from '@/components/product-gate/product-gate';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { plainText } from '@/components/ui/rich-label';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useLiveSchedule } from '../api/live-schedule';
import { useFollowSchedule } from '../hooks/use-follow-schedule';
import { calendarUrl } from '../utils/calendar';
import { timeZoneName } from '../utils/session-time';
import { LiveProductGate, useLiveProductProblem } from './live-product';
import {
  CalendarLink,
  LiveBadge,
  PRIMARY_LINK,
  SECONDARY_LINK,
  SessionTime,
} from './session-parts';

/**
 * A live product's schedule (issue 29 live streams) at /live/:userProductId: the session on air
 * now, to join; those to come, each to add to a calendar; and those past, with their replays.
 * Times are the learner's, in their own zone (named on the screen).
 */
export function LiveSchedulePage({ unavailable }: { unavailable: ReactNode }) {
  const { userProductId = '' } = useParams();
  return (
    <LiveProductGate
      userProductId={userProductId}
      unavailable={unavailable}
      loadingLabel="Loading the schedule…"
    >
      {(product) => <Schedule product={product} unavailable={unavailable} />}
    </LiveProductGate>
  );
}

function Schedule({ product, unavailable }: { product: UserProduct; unavailable: ReactNode }) {
  const schedule = useLiveSchedule(product.userProductId);
  const problem = useLiveProductProblem(schedule.error);
  const title = plainText(product.fullName);
  if (problem) return unavailable;
  if (!schedule.data) {
    return (
      <Page title={title} windowTitle={productName(product)}>
        {schedule.isError ? (
          <ProductLoadError
            error={schedule.error}
            what="The schedule"
            onRetry={() => void schedule.refetch()}
          />
        ) : (
          <LoadingState label="Loading the schedule…" />
        )}
      </Page>
    );
  }
  return (
    <ScheduleView
      schedule={schedule.data}
      title={title}
      windowTitle={productName(product)}
      refetch={schedule.refetch}
    />
  );
}

function ScheduleView({
  schedule,
  title,
  windowTitle,
  refetch,
}: {
  schedule: LiveSchedule;
  title: string;
  windowTitle: string;
  refetch: () => unknown;
}) {
  usePageTitle(windowTitle);
  useFollowSchedule(schedule.sessions, refetch);
  const live = schedule.sessions.filter((s) => s.status === 'live');
  const upcoming = schedule.sessions.filter((s) => s.status === 'upcoming');
  // the latest first: the one just ended is the one a learner looks for
  const past = schedule.sessions.filter((s) => s.status === 'ended').reverse();
  const zone = timeZoneName(new Date());

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-3 py-6 sm:px-4 desk:px-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Live streams</p>
        <h1 className="text-2xl font-bold text-balance text-slate-900">{title}</h1>
        {zone && <p className="text-sm text-slate-600">Times are in your time zone, {zone}.</p>}
      </div>

      {schedule.sessions.length === 0 && (
        <p className="text-slate-700">
          No live sessions are scheduled yet. Please come back later.
        </p>
      )}

      {live.length > 0 && (
        <SessionSection title="Live now">
          {live.map((session) => (
            <LiveNowCard key={session.liveSessionId} schedule={schedule} session={session} />
          ))}
        </SessionSection>
      )}

      {upcoming.length > 0 && (
        <SessionSection title="Upcoming">
          {upcoming.map((session) => (
            <SessionCard
              key={session.liveSessionId}
              schedule={schedule}
              session={session}
              action={
                <CalendarLink
                  href={calendarUrl(schedule.userProductId, session.liveSessionId)}
                  title={session.title}
                />
              }
            />
          ))}
        </SessionSection>
      )}

      {past.length > 0 && (
        <SessionSection title="Past">
          {past.map((session) => (
            <SessionCard
              key={session.liveSessionId}
              schedule={schedule}
              session={session}
              action={
                session.hasReplay ? (
                  <Link
                    to={paths.liveSession(schedule.userProductId, session.liveSessionId)}
                    className={SECONDARY_LINK}
                    aria-label={`Watch replay: ${session.title}`}
                  >
                    <Icon name="play_circle" className="size-5" />
                    Watch replay
                  </Link>
                ) : (
                  <p className="text-sm text-slate-600">The replay will be here soon.</p>
                )
              }
            />
          ))}
        </SessionSection>
      )}
    </main>
  );
}

function SessionSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}

/** The session on air: the one thing to do here, so the biggest card, with Join. */
function LiveNowCard({
  schedule,
  session,
}: {
  schedule: LiveSchedule;
  session: LiveSessionSummary;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border-2 border-red-600 bg-white p-4 shadow-md sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex min-w-0 flex-col gap-2">
        <LiveBadge className="self-start" />
        <h3 className="text-xl font-bold text-balance text-slate-900">{session.title}</h3>
        <SessionFacts session={session} />
      </div>
      <Link
        to={paths.liveSession(schedule.userProductId, session.liveSessionId)}
        className={`${PRIMARY_LINK} shrink-0 px-8 text-base`}
        aria-label={`Join: ${session.title}`}
      >
        <Icon name="live_tv" className="size-5" />
        Join
      </Link>
    </li>
  );
}

function SessionCard({
  schedule,
  session,
  action,
}: {
  schedule: LiveSchedule;
  session: LiveSessionSummary;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-semibold text-balance">
          <Link
            to={paths.liveSession(schedule.userProductId, session.liveSessionId)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {session.title}
          </Link>
        </h3>
        <SessionFacts session={session} />
      </div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}

function SessionFacts({ session }: { session: LiveSessionSummary }) {
  return (
    <>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>{session.presenter}</span>
        <SessionTime session={session} className="font-medium text-slate-800" />
      </p>
      {session.description && (
        <p className="max-w-prose text-sm text-slate-700">{session.description}</p>
      )}
    </>
  );
}
