import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { PlayerToolsContext } from '@/components/question-player/player-toolbar';
import { Alert } from '@/components/ui/alert';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { preferencesQuery } from '@/lib/preferences';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { useSaAttempt } from '../api/sa-attempt';
import { BlockPlayer } from './block-player';

/** The self-assessment exam: the attempt loaded, then its block player (or, once done, results). */
export function SaExamPage({ tools }: { tools?: (context: PlayerToolsContext) => ReactNode }) {
  const { route, product } = useQaRoute();
  const attemptId = Number(useParams().attemptId);
  const attemptQuery = useSaAttempt(attemptId);
  const attempt = attemptQuery.data;
  const preferences = useQuery(preferencesQuery).data;
  usePageTitle(attempt ? attempt.formTitle : 'Self-assessment');
  const overviewHref = paths.qaSaOverview(route);

  if (attemptQuery.isError) {
    return (
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
        <Alert tone="error">This exam could not be loaded. Please reload the page.</Alert>
        <Link to={overviewHref} className="font-semibold text-brand-700 underline">
          Back to the self-assessment overview
        </Link>
      </main>
    );
  }
  if (!attempt) {
    return <main className="px-4 py-8 text-slate-600">Loading…</main>;
  }
  if (attempt.status === 'completed') {
    return <Navigate to={paths.qaSaResults(route, attemptId)} replace />;
  }
  const specialty = (product?.specialty ?? 'IM').toLowerCase() as PlayerToolsContext['specialty'];
  return (
    <BlockPlayer
      key={attempt.currentBlock}
      attempt={attempt}
      receivedAt={attemptQuery.dataUpdatedAt}
      overviewHref={overviewHref}
      textSize={preferences?.questionTextSize ?? 'medium'}
      tools={tools && ((buttonClassName) => tools({ specialty, buttonClassName }))}
    />
  );
}

export default SaExamPage;
