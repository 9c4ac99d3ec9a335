import type { SaForm } from '@boardready/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ErrorPage } from '@/components/ui/error-page';
import { usePageTitle } from '@/lib/page-title';
import { paths, type QaProductRoute } from '@/lib/paths';
import { qaKeys } from '@/lib/qa/qa-call';
import { formatDuration } from '@/lib/qa/session-clock';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { useSaOverview } from '../api/sa-overview';
import { startSaAttempt } from '../api/start-sa-attempt';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Attempt = SaForm['attempts'][number];

const attemptColumns = (route: QaProductRoute): DataTableColumn<Attempt>[] => [
  {
    id: 'started',
    header: 'Started',
    headerClassName: 'py-1 pr-3 font-semibold',
    cellClassName: 'py-2 pr-3',
    cell: (attempt) => dateFormat.format(new Date(attempt.startedAt)),
  },
  {
    id: 'status',
    header: 'Status',
    headerClassName: 'py-1 pr-3 font-semibold',
    cellClassName: 'py-2 pr-3',
    cell: (attempt) => (attempt.status === 'completed' ? 'Completed' : 'In progress'),
  },
  {
    id: 'score',
    header: 'Score',
    headerClassName: 'py-1 pr-3 font-semibold',
    cellClassName: 'py-2 pr-3 tabular-nums',
    cell: (attempt) =>
      attempt.scorePercent === null
        ? '—'
        : `${attempt.scorePercent}% (${attempt.correctCount} of ${attempt.questionCount})`,
  },
  {
    id: 'open',
    header: <span className="sr-only">Open</span>,
    headerClassName: 'py-1 font-semibold',
    cellClassName: 'py-2',
    cell: (attempt) => (
      <Link
        className="font-semibold text-brand-700 underline"
        to={
          attempt.status === 'completed'
            ? paths.qaSaResults(route, attempt.attemptId)
            : paths.qaSaAttempt(route, attempt.attemptId)
        }
      >
        {attempt.status === 'completed' ? 'Results and review' : 'Resume'}
      </Link>
    ),
  },
];

function FormCard({
  form,
  onStart,
  starting,
}: {
  form: SaForm;
  onStart(): void;
  starting: boolean;
}) {
  const { route } = useQaRoute();
  const blocks = form.blocks;
  const sameLimit = blocks.every((b) => b.timeLimitSeconds === blocks[0]?.timeLimitSeconds);
  const headingId = `sa-form-${form.formId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {form.title}
          </h2>
          <p className="text-sm text-slate-700">
            {form.questionCount} questions in {blocks.length} blocks
            {sameLimit && blocks[0] ? ` of ${formatDuration(blocks[0].timeLimitSeconds)} each` : ''}
            . Test mode: answers and explanations are shown when you finish. Passing standard:{' '}
            {form.passingPercent}%.
          </p>
        </div>
        {form.openAttemptId !== null ? (
          <Link
            to={paths.qaSaAttempt(route, form.openAttemptId)}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Resume exam
          </Link>
        ) : (
          <Button onClick={onStart} disabled={starting}>
            {form.attempts.length > 0 ? 'Take it again' : 'Start exam'}
          </Button>
        )}
      </div>
      {form.openAttemptId === null && (
        <p className="text-sm text-slate-600">
          Each block's clock starts when you start the block and keeps running if you leave; you can
          rest between blocks.
        </p>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800">Your attempts</h3>
        {form.attempts.length === 0 ? (
          <p className="text-sm text-slate-600">You have not taken this exam yet.</p>
        ) : (
          <DataTable
            caption={`Your attempts at ${form.title}`}
            captionClassName="sr-only"
            columns={attemptColumns(route)}
            rows={form.attempts}
            rowKey={(attempt) => attempt.attemptId}
          />
        )}
      </div>
    </section>
  );
}

/** Spec §2 sa-overview (ROUTE-57): a self-assessment product's exam forms and past attempts. */
export function SaOverviewPage() {
  const { route, userProductId, product, productsStatus } = useQaRoute();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const usable = product?.isUsable === true && product.applicationType === 'qa_sa';
  const overview = useSaOverview(userProductId, usable);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(product ? product.shortName : 'Self-assessment');
  const start = useMutation({
    mutationFn: (formId: number) => startSaAttempt(formId),
    onSuccess: (attempt) => {
      queryClient.setQueryData(qaKeys.saAttempt(attempt.attemptId), attempt);
      void queryClient.invalidateQueries({ queryKey: qaKeys.saOverview(userProductId) });
      navigate(paths.qaSaAttempt(route, attempt.attemptId));
    },
    onError: (e) => {
      setError(e instanceof Error ? e.message : 'The exam could not be started. Please try again.');
      void queryClient.invalidateQueries({ queryKey: qaKeys.saOverview(userProductId) });
    },
  });

  if (productsStatus === 'pending') {
    return <main className="mx-auto w-full max-w-5xl px-4 py-8 text-slate-600">Loading…</main>;
  }
  if (product?.applicationType !== 'qa_sa') {
    return (
      <ErrorPage
        title="Self-assessment not found"
        message="This self-assessment exam is not one of yours."
        back={{ to: paths.products, label: 'Back to My Products' }}
      />
    );
  }
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 desk:px-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Self-assessment</p>
        <h1 className="text-2xl font-bold text-slate-900">{product.fullName}</h1>
      </div>
      {!product.isUsable ? (
        <Alert tone="error">
          {product.availability === 'expired'
            ? 'Your access to this self-assessment has expired.'
            : 'Your access to this self-assessment has not started yet.'}
        </Alert>
      ) : overview.isError ? (
        <Alert tone="error">The exams could not be loaded. Please reload the page.</Alert>
      ) : !overview.data ? (
        <div
          className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white"
          aria-busy="true"
        />
      ) : (
        <>
          {error && <Alert tone="error">{error}</Alert>}
          {overview.data.forms.length === 0 && (
            <p className="text-slate-700">This product has no exam forms yet.</p>
          )}
          {overview.data.forms.map((form) => (
            <FormCard
              key={form.formId}
              form={form}
              starting={start.isPending}
              onStart={() => {
                setError(null);
                start.mutate(form.formId);
              }}
            />
          ))}
        </>
      )}
    </main>
  );
}

export default SaOverviewPage;
