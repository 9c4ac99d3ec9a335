import type { MyAssignment } from '@boardready/contracts';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { passingText, tally, tallyText } from '../utils/wording';
import { AssignmentAction } from './assignment-action';
import { assignmentColumns, CELL, HEAD } from './assignment-columns';
import { StatusBadge } from './status-badge';

const COLUMNS: DataTableColumn<MyAssignment>[] = [
  ...assignmentColumns<MyAssignment>(),
  {
    id: 'passing',
    header: 'Passing score',
    headerClassName: HEAD,
    cellClassName: `${CELL} tabular-nums`,
    cell: ({ assignment }) => passingText(assignment.passingScore),
  },
  {
    id: 'status',
    header: 'Status',
    headerClassName: HEAD,
    cellClassName: CELL,
    cell: ({ mine }) => <StatusBadge progress={mine} />,
  },
  {
    id: 'action',
    header: <span className="sr-only">Action</span>,
    headerClassName: HEAD,
    cellClassName: CELL,
    cell: ({ assignment, mine }) => <AssignmentAction assignment={assignment} mine={mine} />,
  },
];

/** The caller's assignments, due soonest first: what is done and what is overdue, plainly. */
export function MyAssignmentsPanel({ assignments }: { assignments: readonly MyAssignment[] }) {
  const counts = tally(assignments.map((a) => a.mine.status));
  return (
    <Panel
      title="My assignments"
      description={
        assignments.length === 0 ? undefined : (
          <p>
            {tallyText(counts)}
            {counts.overdue > 0 && (
              <span className="ml-2 inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                Overdue work
              </span>
            )}
          </p>
        )
      }
    >
      {assignments.length === 0 ? (
        <p className="text-sm text-slate-700">
          Your program has not given you any assignments yet.
        </p>
      ) : (
        <ScrollingDataTable
          caption="My assignments"
          columns={COLUMNS}
          rows={assignments}
          rowKey={(row) => row.assignment.assignmentId}
        />
      )}
    </Panel>
  );
}
