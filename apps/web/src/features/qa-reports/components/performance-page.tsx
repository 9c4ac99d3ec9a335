import type {
  QaPerformanceReport,
  QaProgressSummary,
  QaTopicPerformance,
  QaTrendWeek,
} from '@boardready/contracts';
import { FIGURE_NAMES, firstTimeDetail, percentText } from '@boardready/contracts/learner-figures';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { qaScreenGate } from '@/lib/qa/qa-screen-gate';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { usePerformanceReport, useResetHistory } from '../api/performance-report';
import { TopicBars, TrendChart } from './performance-charts';

/**
 * The performance report of a Q&A product (issue 9, decision 0903): the summary, topics beside
 * all learners, the weekly trend, and the reset of the bank's history. A lazy route module: the
 * charts never weigh on the first load.
 */

function ordinal(n: number) {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "78 s a question, 42 s faster than exam pace" */
export function paceText(summary: QaProgressSummary): { value: string; detail: string } {
  const avg = summary.averageSecondsPerQuestion;
  const pace = summary.examPaceSeconds;
  if (avg === null) return { value: '—', detail: `no timed answers yet; exam pace is ${pace} s` };
  const diff = Math.round(Math.abs(avg - pace));
  const detail =
    diff === 0
      ? `right on exam pace (${pace} s)`
      : `${diff} s ${avg < pace ? 'faster' : 'slower'} than exam pace (${pace} s)`;
  return { value: `${Math.round(avg)} s`, detail };
}

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
      <dd className="text-xs text-slate-600">{detail}</dd>
    </div>
  );
}

function Summary({ summary }: { summary: QaProgressSummary }) {
  const pace = paceText(summary);
  return (
    <dl className="grid grid-cols-2 gap-3 desk:grid-cols-4" aria-label="Summary">
      <Stat
        label={FIGURE_NAMES.firstTimeScore}
        value={percentText(summary.scorePercent)}
        detail={firstTimeDetail(summary.correctQuestions, summary.answeredQuestions)}
      />
      <Stat
        label="Percentile"
        value={summary.percentile === null ? '—' : ordinal(summary.percentile)}
        detail={
          summary.percentile === null
            ? summary.peerCount === 0
              ? 'no other learners yet'
              : 'answer questions to be ranked'
            : `among ${summary.peerCount} other learner${summary.peerCount === 1 ? '' : 's'}`
        }
      />
      <Stat
        label="Questions used"
        value={`${summary.answeredQuestions} / ${summary.totalQuestions}`}
        detail={`all learners: ${percentText(summary.peerScorePercent)} on the same questions`}
      />
      <Stat label="Time per question" value={pace.value} detail={pace.detail} />
    </dl>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm desk:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The topics table's figures, right-aligned. */
const FIGURE = {
  headerClassName: 'px-1.5 py-2 text-right font-semibold',
  cellClassName: 'px-1.5 py-2 text-right tabular-nums',
};

const TOPIC_COLUMNS: DataTableColumn<QaTopicPerformance>[] = [
  {
    id: 'topic',
    header: 'Topic',
    rowHeader: true,
    headerClassName: 'py-2 pr-2 font-semibold',
    cellClassName: 'py-2 pr-2 font-medium text-slate-800',
    cell: (topic) => topic.name,
  },
  {
    id: 'answered',
    header: 'Answered',
    ...FIGURE,
    cell: (topic) => `${topic.answeredQuestions} / ${topic.totalQuestions}`,
  },
  {
    id: 'you',
    header: 'You',
    ...FIGURE,
    cell: (topic) => percentText(topic.scorePercent),
  },
  {
    id: 'all',
    // "All" on a phone, where the legend names it; the full words for screen readers
    header: (
      <>
        <span className="sr-only desk:not-sr-only">All learners</span>
        <span aria-hidden="true" className="desk:hidden">
          All
        </span>
      </>
    ),
    headerClassName: 'py-2 pl-1.5 text-right font-semibold',
    cellClassName: 'py-2 pl-1.5 text-right tabular-nums',
    cell: (topic) => percentText(topic.peerScorePercent),
  },
];

function TopicsTable({ report }: { report: QaPerformanceReport }) {
  return (
    <DataTable
      caption="Score per topic beside all learners"
      captionClassName="sr-only"
      columns={TOPIC_COLUMNS}
      rows={report.topics}
      rowKey={(topic) => topic.topicId}
      headRowClassName="border-b border-slate-200 text-xs text-slate-600 uppercase"
      rowClassName="border-b border-slate-100 last:border-0"
    />
  );
}

const TREND_COLUMNS: DataTableColumn<QaTrendWeek>[] = [
  { id: 'week', header: 'Week of', rowHeader: true, cell: (week) => week.weekStart },
  { id: 'answered', header: 'Answered', cell: (week) => week.answeredQuestions },
  { id: 'score', header: 'Score', cell: (week) => `${week.scorePercent}%` },
];

/** The chart's figures, for screen readers. */
function TrendTable({ report }: { report: QaPerformanceReport }) {
  return (
    <DataTable
      caption="Score per week"
      columns={TREND_COLUMNS}
      rows={report.trend}
      rowKey={(week) => week.weekStart}
      className="sr-only"
      headRowClassName=""
      rowClassName=""
    />
  );
}

function ResetHistory({ userProductId }: { userProductId: number }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const reset = useResetHistory(userProductId);
  return (
    <section
      aria-labelledby="reset-heading"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 desk:flex-row desk:items-center desk:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="reset-heading" className="text-base font-bold text-slate-900">
          Start over
        </h2>
        <p className="text-sm text-slate-700">
          Erase your sessions, answers and statistics in this question bank and start fresh.
        </p>
        {done && (
          <p role="status" className="text-sm font-semibold text-green-800">
            Your history in this question bank was reset.
          </p>
        )}
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)} className="self-start">
        Reset history…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset.reset();
        }}
        title="Reset your history?"
        description="All your sessions, answers, bookmarks, notes and statistics in this question bank will be erased. This cannot be undone."
        confirmLabel="Reset history"
        destructive
        busy={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              setDone(true);
            },
          })
        }
      >
        {reset.isError && (
          <Alert tone="error">
            {reset.error instanceof ApiError
              ? reset.error.message
              : 'We could not reach the server. Check your connection and try again.'}
          </Alert>
        )}
      </ConfirmDialog>
    </section>
  );
}

export function PerformancePage() {
  const { route, userProductId, product, productsStatus } = useQaRoute();
  const report = usePerformanceReport(userProductId);
  usePageTitle(product ? `${product.shortName} performance` : 'Performance');

  const gate = qaScreenGate({
    loading: productsStatus === 'pending' || report.isPending,
    failed: report.isError,
    product,
    title: 'Performance not available',
    failure: 'This question bank is not one of yours, or its report could not be loaded.',
  });
  if (gate || !product || !report.data) return gate;
  const data = report.data;
  const empty = data.summary.answeredQuestions === 0;
  return (
    <main className="mx-auto flex w-full max-w-[100rem] flex-col gap-6 px-4 py-6 desk:px-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Performance</p>
        <h1 className="text-2xl font-bold text-slate-900">{product.fullName}</h1>
        <p className="text-sm text-slate-700">
          Scores count your first answer to each question, as the board would. Answers in a
          test-mode session count once you end the session.
        </p>
      </div>
      <Summary summary={data.summary} />
      {empty && (
        <Alert tone="info">
          You have not answered any questions in this bank yet.{' '}
          <Link to={paths.qaOverview(route)} className="font-semibold underline">
            Start a session
          </Link>{' '}
          to see how you do.
        </Alert>
      )}
      <div className="grid items-start gap-6 desk:grid-cols-2">
        <Card title="By topic" id="topics-heading">
          <TopicBars topics={data.topics} />
          <TopicsTable report={data} />
        </Card>
        <Card title="Score per week" id="trend-heading">
          {data.trend.length === 0 ? (
            <p className="text-sm text-slate-700">Your weekly scores will appear here.</p>
          ) : (
            <>
              <TrendChart weeks={data.trend} />
              <p className="text-xs text-slate-600">
                The line is your score each week; the bars, how many questions you answered.
              </p>
              <TrendTable report={data} />
            </>
          )}
        </Card>
      </div>
      <ResetHistory userProductId={userProductId} />
    </main>
  );
}

export default PerformancePage;
