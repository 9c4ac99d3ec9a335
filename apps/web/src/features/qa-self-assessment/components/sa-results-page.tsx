import type { SaResults } from '@boardready/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ExplanationPanel, QuestionView } from '@/components/question-player/question-view';
import { Alert } from '@/components/ui/alert';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { preferencesQuery } from '@/lib/preferences';
import { formatDuration } from '@/lib/qa/session-clock';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { useSaItem } from '../api/sa-item';
import { useSaResults } from '../api/sa-results';
import { likelihoodPercent, ordinal, withdrawnSummary } from '../utils/sa-results';
import { SaWithdrawnNotice } from './sa-withdrawn-notice';

type TopicResult = SaResults['topics'][number];
type ItemResult = SaResults['items'][number];

/** A column of the results' tables but the last (which has no right padding). */
const COLUMN = { headerClassName: 'py-1 pr-3', cellClassName: 'py-2 pr-3' };

const TOPIC_COLUMNS: DataTableColumn<TopicResult>[] = [
  {
    id: 'topic',
    header: 'Topic',
    rowHeader: true,
    headerClassName: COLUMN.headerClassName,
    cellClassName: 'py-2 pr-3 font-normal',
    cell: (topic) => topic.name,
  },
  {
    id: 'correct',
    header: 'Correct',
    headerClassName: COLUMN.headerClassName,
    cellClassName: 'py-2 pr-3 tabular-nums',
    cell: (topic) => `${topic.correctCount} of ${topic.questionCount}`,
  },
  {
    id: 'score',
    header: 'Score',
    headerClassName: 'py-1',
    cellClassName: 'py-2 tabular-nums',
    cell: (topic) => `${topic.percent}%`,
  },
];

const answerColumns = (onReview: (position: number) => void): DataTableColumn<ItemResult>[] => [
  {
    id: 'question',
    header: 'Question',
    ...COLUMN,
    cell: (item) => (
      <button
        type="button"
        className="font-semibold text-brand-700 underline"
        onClick={() => onReview(item.position)}
      >
        Review question {item.position}
      </button>
    ),
  },
  {
    id: 'topic',
    header: 'Topic',
    ...COLUMN,
    cell: (item) => item.topicName,
  },
  {
    id: 'answer',
    header: 'Your answer',
    ...COLUMN,
    cell: (item) => item.selectedKey ?? 'Not answered',
  },
  {
    id: 'correct',
    header: 'Correct answer',
    ...COLUMN,
    cell: (item) => (item.withdrawn ? '—' : item.correctKey),
  },
  {
    id: 'result',
    header: 'Result',
    headerClassName: 'py-1',
    cellClassName: (item) =>
      item.withdrawn
        ? 'py-2 text-slate-600'
        : `py-2 font-semibold ${item.isCorrect ? 'text-green-800' : 'text-red-800'}`,
    cell: (item) =>
      item.withdrawn
        ? 'Removed after review: not scored'
        : item.isCorrect
          ? 'Correct'
          : 'Incorrect',
  },
];

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
      <dd className="text-xs text-slate-600">{detail}</dd>
    </div>
  );
}

function Review({
  attemptId,
  position,
  results,
}: {
  attemptId: number;
  position: number;
  results: SaResults;
}) {
  const withdrawn = results.items[position - 1]?.withdrawn === true;
  const item = useSaItem(attemptId, position, 'review', !withdrawn);
  const textSize = useQuery(preferencesQuery).data?.questionTextSize ?? 'medium';
  const [, setSearchParams] = useSearchParams();
  const go = (q: number) => setSearchParams({ review: String(q) });
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="review-heading" className="text-xl font-bold text-slate-900">
          Review: question {position} of {results.questionCount}
        </h2>
        <div className="flex gap-2 text-sm font-semibold">
          {position > 1 && (
            <button
              type="button"
              className="text-brand-700 underline"
              onClick={() => go(position - 1)}
            >
              Previous question
            </button>
          )}
          {position < results.questionCount && (
            <button
              type="button"
              className="text-brand-700 underline"
              onClick={() => go(position + 1)}
            >
              Next question
            </button>
          )}
          <button
            type="button"
            className="text-brand-700 underline"
            onClick={() => setSearchParams({})}
          >
            Back to results
          </button>
        </div>
      </div>
      {withdrawn ? (
        <SaWithdrawnNotice afterwards="It has no review." />
      ) : item.isError ? (
        <Alert tone="error">This question could not be loaded. Please reload the page.</Alert>
      ) : !item.data ? (
        <div className="h-64 animate-pulse rounded-xl bg-slate-200" aria-busy="true" />
      ) : (
        <>
          <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
            <QuestionView
              question={item.data}
              picked={item.data.selectedKey}
              canAnswer={false}
              textSize={textSize}
              onPick={() => {}}
              onToggleStrike={() => {}}
            />
          </article>
          <ExplanationPanel question={item.data} />
        </>
      )}
    </section>
  );
}

/** A completed self-assessment: score, percentile, pass-likelihood estimate, topics, review. */
export function SaResultsPage() {
  const { route } = useQaRoute();
  const attemptId = Number(useParams().attemptId);
  const results = useSaResults(attemptId);
  const [searchParams, setSearchParams] = useSearchParams();
  const review = Number(searchParams.get('review'));
  const data = results.data;
  usePageTitle(data ? `Results: ${data.formTitle}` : 'Self-assessment results');

  if (results.isError) {
    return (
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
        <Alert tone="error">These results could not be loaded. Please reload the page.</Alert>
        <Link to={paths.qaSaOverview(route)} className="font-semibold text-brand-700 underline">
          Back to the self-assessment overview
        </Link>
      </main>
    );
  }
  if (!data) return <main className="px-4 py-8 text-slate-600">Loading…</main>;
  const passed = data.scorePercent >= data.passingPercent;

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 desk:px-6">
      <div className="flex flex-col gap-1">
        <Link
          to={paths.qaSaOverview(route)}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Back to the self-assessment overview
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">Results: {data.formTitle}</h1>
      </div>
      {review >= 1 && review <= data.questionCount ? (
        <Review attemptId={attemptId} position={review} results={data} />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 desk:grid-cols-3" aria-label="Your result">
            <Stat
              label="Score"
              value={`${data.scorePercent}%`}
              detail={`${data.correctCount} of ${data.scoredCount} correct; passing standard ${data.passingPercent}%`}
            />
            <Stat
              label="Percentile"
              value={ordinal(data.percentile)}
              detail={`among ${data.takerCount} ${data.takerCount === 1 ? 'taker' : 'takers'} of this form`}
            />
            <Stat
              label="Estimated likelihood of passing"
              value={likelihoodPercent(data.passLikelihood)}
              detail={
                passed
                  ? 'your score is at or above the passing standard'
                  : 'your score is below the passing standard'
              }
            />
          </dl>
          {data.scoredCount < data.questionCount && (
            <Alert>
              {withdrawnSummary(data.questionCount - data.scoredCount)} Your score counts the other{' '}
              {data.scoredCount}.
            </Alert>
          )}
          <section
            aria-labelledby="estimate-heading"
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
          >
            <h2 id="estimate-heading" className="font-semibold text-slate-900">
              How the estimate is made
            </h2>
            <p>
              It is an estimate, not a prediction of your board result. We put your percent score on
              a logistic curve centred on this form's passing standard of {data.passingPercent}%: at
              the standard the estimate is 50%, each 5 points above it raises the odds of passing
              about 2.7 times (73% at 5 points above, 88% at 10), and each 5 points below lowers
              them as much. One short form measures you roughly; take it as a direction. The
              percentile compares your score with each taker's first attempt at this form.
            </p>
          </section>
          <section aria-labelledby="topics-heading" className="flex flex-col gap-2">
            <h2 id="topics-heading" className="text-xl font-bold text-slate-900">
              By topic
            </h2>
            <DataTable
              columns={TOPIC_COLUMNS}
              rows={data.topics}
              rowKey={(topic) => topic.topicId}
            />
            <p className="text-sm text-slate-600">
              Time used:{' '}
              {data.blocks
                .map(
                  (b) =>
                    `block ${b.blockNumber} ${formatDuration(b.secondsUsed)} of ${formatDuration(b.timeLimitSeconds)}`,
                )
                .join('; ')}
              .
            </p>
          </section>
          <section aria-labelledby="answers-heading" className="flex flex-col gap-2">
            <h2 id="answers-heading" className="text-xl font-bold text-slate-900">
              Your answers
            </h2>
            <DataTable
              columns={answerColumns((position) => setSearchParams({ review: String(position) }))}
              rows={data.items}
              rowKey={(item) => item.position}
            />
          </section>
        </>
      )}
    </main>
  );
}

export default SaResultsPage;
