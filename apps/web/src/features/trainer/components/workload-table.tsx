import type { StudyBoard, WorkloadRow } from '@boardready/contracts';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { chance, longDate, minutesText, percent } from '../utils/board-wording';

const NUMBER = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';

function columns(ownMinutes: number): DataTableColumn<WorkloadRow>[] {
  return [
    {
      id: 'minutes',
      header: 'A day',
      rowHeader: true,
      headerClassName: 'py-2 pr-2 font-semibold',
      cellClassName: (row) =>
        `py-2 pr-2 ${row.minutesPerDay === ownMinutes ? 'font-bold text-brand-800' : 'font-medium text-slate-900'}`,
      cell: (row) => (
        <>
          {minutesText(row.minutesPerDay)}
          {row.minutesPerDay === ownMinutes && <span className="font-normal"> (today’s plan)</span>}
        </>
      ),
    },
    {
      id: 'coverage',
      header: 'Bank seen',
      headerClassName: `${NUMBER} font-semibold`,
      cellClassName: NUMBER,
      cell: (row) => percent(row.coveragePercent),
    },
    {
      id: 'recall',
      header: 'Recall',
      headerClassName: `${NUMBER} font-semibold max-sm:hidden`,
      cellClassName: `${NUMBER} max-sm:hidden`,
      cell: (row) => (row.recallPercent > 0 ? percent(row.recallPercent) : '–'),
    },
    {
      id: 'score',
      header: 'Score',
      headerClassName: `${NUMBER} font-semibold`,
      cellClassName: NUMBER,
      cell: (row) => percent(row.scorePercent),
    },
    {
      id: 'pass',
      header: 'Pass',
      headerClassName: 'py-2 pl-2 text-right font-semibold',
      cellClassName: 'py-2 pl-2 text-right tabular-nums whitespace-nowrap',
      cell: (row) => chance(row.passProbability),
    },
  ];
}

/**
 * The workload view: "if I study N minutes a day, what do I reach by exam day?" Each row is the
 * forecast at that daily time (decision 1201): the share of the bank seen, its recall on exam
 * day, the score and the chance of passing.
 */
export function WorkloadTable({ board }: { board: StudyBoard }) {
  return (
    <Panel
      title="By exam day"
      description={
        <>
          What each daily time reaches by {longDate(board.profile.examDate)}, if you keep to it
          (estimates). Your plan schedules reviews to hold {Math.round(board.retentionTarget * 100)}{' '}
          % recall of what you learn.{' '}
          {board.pace.unseenQuestions > 0 &&
            `${board.pace.unseenQuestions} questions are still unseen: ${board.pace.questionsPerDay} a day sees them all.`}
        </>
      }
    >
      <ScrollingDataTable
        columns={columns(board.minutesToday)}
        rows={board.workload}
        rowKey={(row) => row.minutesPerDay}
        caption="If you study this long each day: the share of the bank seen by exam day, its recall on the day, the estimated score and the chance of passing"
      />
    </Panel>
  );
}
