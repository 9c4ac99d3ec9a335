import type { MyProgress, ProgressDay, Readiness } from '@boardready/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { myProgressQuery } from '../api/trainer-queries';
import { longDate, percent } from '../utils/board-wording';
import { dayText, lastDays, percentOf, studied } from '../utils/progress-figures';
import {
  DaysChart,
  PercentLines,
  type Series,
  StudyCalendar,
  TopicEstimates,
} from './progress-charts';

const TITLE = 'My Progress';
const FRAME = 'mx-auto flex w-full max-w-[70rem] flex-col gap-6 px-3 py-6 sm:px-4 desk:px-6';
const CHART_DAYS = 28;

const shortDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayOfNumber = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** A chart's figures for screen readers: the same numbers, in a table (decision 0903). */
function FiguresTable<Row>(props: {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  // in an sr-only box: a table keeps its content's width whatever its own class says
  return (
    <div className="sr-only">
      <DataTable {...props} className="" headRowClassName="" rowClassName="" />
    </div>
  );
}

const dayColumns: DataTableColumn<ProgressDay>[] = [
  { id: 'day', header: 'Day', rowHeader: true, cell: (d) => longDate(d.day, true) },
  { id: 'questions', header: 'Questions', cell: (d) => d.questions },
  { id: 'correct', header: 'Right', cell: (d) => d.correct },
  { id: 'cards', header: 'Flash cards', cell: (d) => d.cards },
  { id: 'sections', header: 'Sections read', cell: (d) => d.sectionsRead },
  { id: 'units', header: 'Study units done', cell: (d) => d.unitsDone },
];

type Week = MyProgress['weeks'][number];
const weekColumns: DataTableColumn<Week>[] = [
  { id: 'week', header: 'Week of', rowHeader: true, cell: (w) => longDate(w.weekStart) },
  { id: 'answered', header: 'First answers', cell: (w) => w.answered },
  { id: 'mine', header: 'You', cell: (w) => percent(percentOf(w.correct, w.answered) ?? 0) },
  {
    id: 'all',
    header: 'All learners',
    cell: (w) => {
      const all = percentOf(w.peerCorrect, w.peerAnswered);
      return all === null ? 'none yet' : percent(all);
    },
  },
];

const topicColumns: DataTableColumn<Readiness['topics'][number]>[] = [
  { id: 'topic', header: 'Topic', rowHeader: true, cell: (t) => t.name },
  { id: 'weight', header: 'Of the exam', cell: (t) => percent(t.weightPercent) },
  { id: 'estimate', header: 'Estimate', cell: (t) => percent(t.proficiencyPercent) },
  {
    id: 'range',
    header: '80 % range',
    cell: (t) => `${Math.round(t.lowPercent)}–${Math.round(t.highPercent)} %`,
  },
];

type ReadinessDay = MyProgress['readiness'][number];
const readinessColumns: DataTableColumn<ReadinessDay>[] = [
  { id: 'day', header: 'Day', rowHeader: true, cell: (r) => longDate(r.day) },
  { id: 'score', header: 'Estimated score', cell: (r) => percent(r.scorePercent) },
  {
    id: 'range',
    header: '80 % range',
    cell: (r) => `${Math.round(r.lowPercent)}–${Math.round(r.highPercent)} %`,
  },
];

type RetentionPoint = MyProgress['retention'][number];
const retentionColumns: DataTableColumn<RetentionPoint>[] = [
  {
    id: 'in',
    header: 'In',
    rowHeader: true,
    cell: (r) => (r.inDays === 0 ? 'today' : `${r.inDays} days`),
  },
  { id: 'recall', header: 'Recall', cell: (r) => percent(r.recallPercent) },
];

function Summary({ progress }: { progress: MyProgress }) {
  const active = progress.days.filter(studied);
  const figures = [
    [
      'Current streak',
      `${progress.streak.current} ${progress.streak.current === 1 ? 'day' : 'days'}`,
    ],
    [
      'Longest streak',
      `${progress.streak.longest} ${progress.streak.longest === 1 ? 'day' : 'days'}`,
    ],
    ['Days studied', String(active.length)],
    ['Questions', String(progress.days.reduce((s, d) => s + d.questions, 0))],
    ['Flash cards', String(progress.days.reduce((s, d) => s + d.cards, 0))],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-0.5 rounded-lg border border-slate-200 bg-white px-3 py-2"
        >
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts({ progress }: { progress: MyProgress }) {
  const recent = lastDays(progress, CHART_DAYS);
  const weeks = progress.weeks;
  const accuracy: Series[] = [
    {
      label: 'You',
      stroke: 'stroke-brand-600',
      key: 'bg-brand-600',
      points: weeks.map((w) => ({
        x: dayNumber(w.weekStart),
        y: percentOf(w.correct, w.answered),
      })),
    },
    {
      label: 'All learners',
      stroke: 'stroke-slate-500',
      key: 'bg-slate-500',
      points: weeks.map((w) => ({
        x: dayNumber(w.weekStart),
        y: percentOf(w.peerCorrect, w.peerAnswered),
      })),
    },
  ];
  const range = (values: number[]): [number, number] =>
    values.length > 1
      ? [Math.min(...values), Math.max(...values)]
      : [values[0]! - 1, values[0]! + 1];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Panel title="Questions and cards per day" description="The last four weeks.">
        <DaysChart days={recent} />
        <FiguresTable
          caption="Questions and flash cards per day, the last four weeks"
          columns={dayColumns}
          rows={recent}
          rowKey={(d) => d.day}
        />
      </Panel>
      <Panel
        title="Study days"
        description={`The last twelve weeks, Monday first: darker for more questions and cards.`}
      >
        <StudyCalendar progress={progress} />
        <FiguresTable
          caption="Days studied in the last twelve weeks"
          columns={dayColumns}
          rows={progress.days.filter(studied)}
          rowKey={(d) => d.day}
        />
      </Panel>
      <Panel
        title="Accuracy by week"
        description="Your first answers each week, beside all learners’ first answers to the same questions."
      >
        {weeks.length === 0 ? (
          <p className="text-sm text-slate-700">No first answers in the last twelve weeks yet.</p>
        ) : (
          <>
            <PercentLines
              series={accuracy}
              xDomain={range(weeks.map((w) => dayNumber(w.weekStart)))}
              xLabel={(n) => longDate(dayOfNumber(n)).replace(/, \d{4}$/, '')}
            />
            <FiguresTable
              caption="Share of first answers right, by week"
              columns={weekColumns}
              rows={weeks}
              rowKey={(w) => w.weekStart}
            />
          </>
        )}
      </Panel>
      <Panel
        title="Estimate by topic"
        description="The share you would answer right in each topic of your exam (an estimate), with its 80 % range."
      >
        {progress.topics ? (
          <>
            <TopicEstimates topics={progress.topics} />
            <FiguresTable
              caption="Your estimate by topic"
              columns={topicColumns}
              rows={progress.topics}
              rowKey={(t) => t.topicId}
            />
          </>
        ) : (
          <p className="text-sm text-slate-700">
            Tell the{' '}
            <Link to={paths.dashboard} className="font-semibold text-brand-700 underline">
              Study Board
            </Link>{' '}
            which exam you sit to see it.
          </p>
        )}
      </Panel>
      <Panel
        title="Readiness over time"
        description="Your estimated exam score as each day’s plan was made, with its 80 % range."
      >
        {progress.readiness.length < 2 ? (
          <p className="text-sm text-slate-700">
            Each day’s plan records the estimate: the line starts on your second day with a plan.
          </p>
        ) : (
          <PercentLines
            series={[
              {
                label: 'Estimated score',
                stroke: 'stroke-brand-700',
                key: 'bg-brand-700',
                points: progress.readiness.map((r) => ({ x: dayNumber(r.day), y: r.scorePercent })),
                band: progress.readiness.map((r) => ({
                  x: dayNumber(r.day),
                  low: r.lowPercent,
                  high: r.highPercent,
                })),
              },
            ]}
            xDomain={range(progress.readiness.map((r) => dayNumber(r.day)))}
            xLabel={(n) => longDate(dayOfNumber(n)).replace(/, \d{4}$/, '')}
          />
        )}
        {progress.readiness.length > 0 && (
          <FiguresTable
            caption="Your estimated exam score by day"
            columns={readinessColumns}
            rows={progress.readiness}
            rowKey={(r) => r.day}
          />
        )}
      </Panel>
      <Panel
        title="Retention forecast"
        description={`If you reviewed nothing from today: the share you would still recall of the ${progress.memoryItems} cards and questions you have studied.`}
      >
        {progress.memoryItems === 0 ? (
          <p className="text-sm text-slate-700">
            Cards you study and questions you miss are forecast here.
          </p>
        ) : (
          <>
            <PercentLines
              series={[
                {
                  label: 'Recall',
                  stroke: 'stroke-amber-600',
                  key: 'bg-amber-600',
                  points: progress.retention.map((r) => ({ x: r.inDays, y: r.recallPercent })),
                },
              ]}
              xDomain={[0, progress.retention.length - 1]}
              xLabel={(n) => (n === 0 ? 'today' : `+${n} d`)}
            />
            <FiguresTable
              caption="Recall of what you have studied, if nothing were reviewed"
              columns={retentionColumns}
              rows={progress.retention.filter((r) => r.inDays % 5 === 0 || r.inDays === 1)}
              rowKey={(r) => r.inDays}
            />
          </>
        )}
      </Panel>
    </div>
  );
}

function Timeline({ progress }: { progress: MyProgress }) {
  const days = [...progress.days].filter(studied).reverse();
  return (
    <Panel title="Timeline" description="What you did each day, the newest first.">
      {days.length === 0 ? (
        <p className="text-slate-700">
          Nothing yet in the last twelve weeks. Start today’s plan on the{' '}
          <Link to={paths.dashboard} className="font-semibold text-brand-700 underline">
            Study Board
          </Link>
          .
        </p>
      ) : (
        <ol aria-label="Days of study" className="flex flex-col divide-y divide-slate-200">
          {days.map((d) => (
            <li key={d.day} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
              <span className="w-36 shrink-0 font-semibold text-slate-900">{shortDate(d.day)}</span>
              <span className="text-slate-800">{dayText(d)}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/**
 * /dashboard/timeline, My Progress (spec §1, ROUTE-32): streaks, the days' work, accuracy beside
 * all learners, the estimate by topic and over time, the retention forecast, the timeline.
 */
export function ProgressPage() {
  usePageTitle(TITLE);
  const progress = useQuery(myProgressQuery);
  return (
    <main className={FRAME}>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Personal Trainer</p>
        <h1 className="text-2xl font-bold text-slate-900">{TITLE}</h1>
      </div>
      {progress.data ? (
        <>
          <Summary progress={progress.data} />
          <Charts progress={progress.data} />
          <Timeline progress={progress.data} />
        </>
      ) : (
        <QueryStatus query={progress} loading="Loading your progress…" />
      )}
    </main>
  );
}

export default ProgressPage;
