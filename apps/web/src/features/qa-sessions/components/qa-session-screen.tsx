import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPage } from '@/components/ui/error-page';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useQaSession } from '@/lib/qa/get-session';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { reviewOf } from '../utils/session-rules';
import { type PlayerToolsContext, SessionPlayer } from './session-player';
import { SessionSummary } from './session-summary';

export type { PlayerToolsContext } from './session-player';

/** Spec §2: the Q&A session screen: the player, or the summary of an ended session. */
export function QaSessionPage({ tools }: { tools?: (context: PlayerToolsContext) => ReactNode }) {
  const { route, qaSessionId, product } = useQaRoute();
  const id = qaSessionId ?? 0;
  const session = useQaSession(id);
  const [searchParams] = useSearchParams();
  const review = reviewOf(searchParams);
  usePageTitle(session.data ? session.data.name : 'Q&A session');

  if (session.isPending) {
    return <div className="px-4 py-10 text-center text-slate-600">Loading the session…</div>;
  }
  if (session.isError || !session.data) {
    const notFound = session.error instanceof ApiError && session.error.status === 404;
    return (
      <ErrorPage
        title={notFound ? 'Session not found' : 'The session could not be loaded'}
        message={
          notFound
            ? 'This session does not exist or is not one of yours.'
            : 'Please reload the page.'
        }
        back={{ to: paths.qaOverview(route), label: 'Back to the Q&A overview' }}
      />
    );
  }
  if (session.data.status === 'ended' && !review) {
    return (
      <SessionSummary
        session={session.data}
        overviewHref={paths.qaOverview(route)}
        reviewHref={(filter, position) =>
          `${paths.qaSession(route, id)}?review=${filter}${position ? `&q=${position}` : ''}`
        }
      />
    );
  }
  return (
    <SessionPlayer
      key={`${id}-${review ?? 'play'}`}
      session={session.data}
      route={route}
      review={review}
      tools={tools}
      specialty={(product?.specialty ?? 'IM').toLowerCase() as 'im' | 'peds' | 'ms'}
    />
  );
}

export default QaSessionPage;
