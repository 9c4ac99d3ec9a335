import type { Readiness, StudyBoard } from '@boardready/contracts';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { chance, percent } from '../utils/board-wording';

/**
 * The readiness estimate: the score the learner would reach on the exam today with its 80 %
 * range, the passing mark, the chance of passing, and what would raise it most. Called an
 * estimate on screen (decision 1201 says how it is made and what it cannot know).
 */
export function ReadinessPanel({ board }: { board: StudyBoard }) {
  const { readiness } = board;
  return (
    <Panel
      title={
        <>
          Readiness <span className="font-normal text-slate-600">(an estimate)</span>
        </>
      }
      className="lg:self-start"
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col-reverse gap-0.5">
          <dt className="text-sm text-slate-700">Estimated score</dt>
          <dd className="text-3xl font-bold tabular-nums text-slate-900">
            {percent(readiness.scorePercent)}
          </dd>
        </div>
        <div className="flex flex-col-reverse gap-0.5">
          <dt className="text-sm text-slate-700">Chance of passing</dt>
          <dd className="text-3xl font-bold tabular-nums text-slate-900">
            {chance(readiness.passProbability)}
          </dd>
        </div>
      </dl>
      <ScoreBar readiness={readiness} />
      <p className="text-sm text-slate-700">
        Likely between {percent(readiness.lowPercent)} and {percent(readiness.highPercent)} (8 in
        10). The pass mark is about {percent(readiness.passingPercent)}.{' '}
        {readiness.answered === 0
          ? 'With no answers yet, this is what learners score on average: answer questions to make it yours.'
          : `From your ${readiness.answered} first answers, weighted by the ${board.exam.name} blueprint; it sharpens as you answer more.`}
      </p>
      {readiness.raiseMost.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-900">What would raise it most</h3>
          <ol className="list-decimal pl-5 text-sm text-slate-800">
            {readiness.raiseMost.map((topic) => (
              <li key={topic.topicId}>
                {topic.name}: up to {topic.pointsGain.toFixed(1)} points
              </li>
            ))}
          </ol>
        </div>
      )}
    </Panel>
  );
}

/** The score's range and the pass mark on one bar; the figures are in the text beside it. */
function ScoreBar({ readiness }: { readiness: Readiness }) {
  return (
    <div aria-hidden="true" className="relative h-3 w-full rounded-full bg-slate-200">
      <div
        className="absolute inset-y-0 rounded-full bg-brand-300"
        style={{
          left: `${readiness.lowPercent}%`,
          width: `${Math.max(1, readiness.highPercent - readiness.lowPercent)}%`,
        }}
      />
      <div
        className="absolute -inset-y-1 w-1 rounded bg-brand-800"
        style={{ left: `calc(${readiness.scorePercent}% - 2px)` }}
      />
      <div
        className="absolute -inset-y-1.5 w-0.5 bg-red-700"
        style={{ left: `${readiness.passingPercent}%` }}
      />
    </div>
  );
}

type Topic = Readiness['topics'][number];

const topicColumns: DataTableColumn<Topic>[] = [
  {
    id: 'name',
    header: 'Topic',
    rowHeader: true,
    headerClassName: 'py-2 pr-2 font-semibold',
    cellClassName: 'py-2 pr-2 font-medium text-slate-900',
    cell: (t) => t.name,
  },
  {
    id: 'weight',
    header: 'Of the exam',
    headerClassName: 'px-2 py-2 text-right font-semibold',
    cellClassName: 'px-2 py-2 text-right tabular-nums whitespace-nowrap',
    cell: (t) => percent(t.weightPercent),
  },
  {
    id: 'answered',
    header: 'Answered',
    headerClassName: 'px-2 py-2 text-right font-semibold max-sm:hidden',
    cellClassName: 'px-2 py-2 text-right tabular-nums max-sm:hidden',
    cell: (t) => `${t.answered} of ${t.questions}`,
  },
  {
    id: 'estimate',
    header: 'Estimate',
    headerClassName: 'py-2 pl-2 text-right font-semibold',
    cellClassName: 'py-2 pl-2 text-right tabular-nums whitespace-nowrap',
    cell: (t) => (
      <>
        {percent(t.proficiencyPercent)}{' '}
        <span className="text-slate-600 max-sm:block max-sm:text-xs">
          ({Math.round(t.lowPercent)}–{Math.round(t.highPercent)})
        </span>
      </>
    ),
  },
];

/** The estimate by topic of the blueprint. */
export function TopicTable({ readiness }: { readiness: Readiness }) {
  return (
    <Panel title="By topic">
      <ScrollingDataTable
        columns={topicColumns}
        rows={readiness.topics}
        rowKey={(t) => t.topicId}
        caption="Your estimated share right in each topic of the exam, with its 80 % range"
      />
    </Panel>
  );
}
