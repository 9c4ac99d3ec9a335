import type { LiveSessionStatus, LiveSessionSummary } from '@boardready/contracts';
import { Icon } from '@/components/ui/icon';
import { sessionTimeRange } from '../utils/session-time';

/** The secondary action's look as a link (the house's secondary button). */
export const SECONDARY_LINK =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';
/** The primary action's look as a link (the house's primary button). */
export const PRIMARY_LINK =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/** The red LIVE mark of a session on air: fixed colours, red and white in either theme. */
export function LiveBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-sm bg-[#b91c1c] px-2 py-0.5 text-xs font-bold tracking-wider text-[#fff] uppercase ${className}`}
    >
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-[#fff]" />
      Live
    </span>
  );
}

/** A session's state in a word: the LIVE mark while on air. */
export function SessionStatus({ status }: { status: LiveSessionStatus }) {
  if (status === 'live') return <LiveBadge />;
  return (
    <span className="text-sm text-slate-700">{status === 'upcoming' ? 'Upcoming' : 'Ended'}</span>
  );
}

/** A session's day and times in the learner's zone, as a <time> of its start. */
export function SessionTime({
  session,
  className = '',
}: {
  session: Pick<LiveSessionSummary, 'startsAt' | 'endsAt'>;
  className?: string;
}) {
  return (
    <time dateTime={session.startsAt} className={className}>
      {sessionTimeRange(session.startsAt, session.endsAt)}
    </time>
  );
}

/** "Add to calendar": the session's .ics file, downloaded (calendars open it). */
export function CalendarLink({ href, title }: { href: string; title: string }) {
  return (
    <a
      href={href}
      download
      className={SECONDARY_LINK}
      aria-label={`Add to calendar: ${title} (.ics file)`}
    >
      <Icon name="event" className="size-5" />
      Add to calendar
    </a>
  );
}
