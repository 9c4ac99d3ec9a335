import {
  FIGURE_NAMES,
  firstTimeDetail,
  percentCorrect,
  percentText,
} from '@boardready/contracts/learner-figures';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { preferencesQuery } from '@/lib/preferences';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { useDashboardProduct } from '../api/dashboard-product';
import { useQaSessions } from '../api/list-sessions';
import { useTopicTree } from '../api/topic-tree';
import { CreateSessionForm } from './create-session-form';
import { RetrievalPanel } from './retrieval-panel';
import { SessionList } from './session-list';

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

/**
 * The bank's figures count scored answers: a running test-mode session's answers hide whether
 * they are right, so they count here once it ends (decision 0802); `waiting` says so.
 */
function BankProgress({ userProductId, waiting }: { userProductId: number; waiting: boolean }) {
  const progress = useDashboardProduct(userProductId);
  if (!progress.data) return null;
  const { totalQuestions, answeredQuestions, correctQuestions, sessionCount } = progress.data;
  return (
    <div className="flex flex-col gap-2">
      <dl
        className="grid grid-cols-2 gap-3 desk:grid-cols-4"
        aria-label="Your progress in this question bank"
      >
        <Stat
          label="Questions used"
          value={`${answeredQuestions} / ${totalQuestions}`}
          detail="answered at least once"
        />
        <Stat
          label={FIGURE_NAMES.firstTimeScore}
          value={percentText(percentCorrect(correctQuestions, answeredQuestions))}
          detail={firstTimeDetail(correctQuestions, answeredQuestions)}
        />
        <Stat
          label="Unused"
          value={String(Math.max(0, totalQuestions - answeredQuestions))}
          detail="never answered"
        />
        <Stat label="Sessions" value={String(sessionCount)} />
      </dl>
      {waiting && (
        <p className="text-sm text-slate-700">
          Answers in a test-mode session you have not ended count here once you end it.
        </p>
      )}
    </div>
  );
}

/** Spec §2 Q&A overview: the create-session form and the learner's sessions of one product. */
export function QaOverviewPage() {
  const { route, userProductId, product, productsStatus } = useQaRoute();
  const navigate = useNavigate();
  const usable = product?.isUsable === true;
  const topics = useTopicTree(userProductId);
  const sessions = useQaSessions(userProductId);
  const preferences = useQuery(preferencesQuery);
  usePageTitle(product ? product.shortName : 'Questions');

  if (productsStatus === 'pending') {
    return <main className="mx-auto w-full max-w-[100rem] px-4 py-8 text-slate-600">Loading…</main>;
  }
  // ROUTE-57: a self-assessment's overview is its sa-overview.
  if (product?.applicationType === 'qa_sa') {
    return <Navigate to={paths.qaSaOverview(route)} replace />;
  }
  if (product?.applicationType !== 'qa') {
    return (
      <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">Question bank not found</h1>
        <p className="text-slate-700">This question bank is not one of yours.</p>
        <Link to={paths.products} className="font-semibold text-brand-700 underline">
          Back to My Products
        </Link>
      </main>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-[100rem] flex-col gap-6 px-4 py-6 desk:px-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Q&amp;A overview</p>
        <h1 className="text-2xl font-bold text-slate-900">{product.fullName}</h1>
      </div>
      {!usable ? (
        <Alert tone="error">
          {product.availability === 'expired'
            ? 'Your access to this question bank has expired.'
            : 'Your access to this question bank has not started yet.'}
        </Alert>
      ) : (
        <>
          <BankProgress
            userProductId={userProductId}
            waiting={
              sessions.data?.sessions.some(
                (s) => s.viewMode === 'test' && s.status === 'active' && s.answeredCount > 0,
              ) ?? false
            }
          />
          <RetrievalPanel
            userProductId={userProductId}
            onCreated={(qaSessionId) => navigate(paths.qaSession(route, qaSessionId))}
          />
          <div className="grid items-start gap-6 desk:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
            {topics.isError ? (
              <Alert tone="error">
                The topics of this question bank could not be loaded. Please reload the page.
              </Alert>
            ) : topics.data && preferences.data ? (
              <CreateSessionForm
                userProductId={userProductId}
                topics={topics.data.topics}
                mocaLearningObjectives={topics.data.mocaLearningObjectives}
                showMoc={topics.data.specialty === 'PEDS'}
                preferences={preferences.data}
                onCreated={(session) => navigate(paths.qaSession(route, session.qaSessionId))}
              />
            ) : (
              <div
                className="h-96 animate-pulse rounded-xl border border-slate-200 bg-white"
                aria-busy="true"
              />
            )}
            {/* On a phone the sessions come first: resuming is the common visit. */}
            <div className="order-first desk:order-none">
              <SessionList
                sessions={sessions.data?.sessions}
                status={sessions.status}
                userProductId={userProductId}
                hrefOf={(session) => paths.qaSession(route, session.qaSessionId)}
              />
            </div>
          </div>
        </>
      )}
    </main>
  );
}

export default QaOverviewPage;
