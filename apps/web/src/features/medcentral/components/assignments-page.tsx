import type { ManagedAssignment, MedCentralProgram } from '@boardready/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useSnackbar } from '@/lib/snackbar';
import { useAssignableContent } from '../api/assignable-content';
import { useAssignments } from '../api/assignments';
import { useCreateAssignment } from '../api/create-assignment';
import { createBody, newAssignmentValues } from '../utils/assignment-form';
import { assignmentColumns, CELL, HEAD } from './assignment-columns';
import { AssignmentForm } from './assignment-form';
import { ManagerGate } from './manager-gate';

const COLUMNS: DataTableColumn<ManagedAssignment>[] = [
  ...assignmentColumns<ManagedAssignment>(),
  {
    id: 'audience',
    header: 'Given to',
    headerClassName: HEAD,
    cellClassName: CELL,
    cell: ({ assignment: a }) => `${a.groupName ?? 'Chosen residents'} (${a.recipientCount})`,
  },
  {
    id: 'done',
    header: 'Completed',
    headerClassName: HEAD,
    cellClassName: `${CELL} tabular-nums`,
    cell: ({ assignment, counts }) =>
      `${counts.completed} of ${assignment.recipientCount}${assignment.kind === 'questions' ? ` (${counts.passed} passed)` : ''}`,
  },
  {
    id: 'overdue',
    header: 'Overdue',
    headerClassName: HEAD,
    cellClassName: (row) =>
      `${CELL} tabular-nums ${row.counts.overdue > 0 ? 'font-semibold text-red-800' : ''}`,
    cell: ({ counts }) => counts.overdue,
  },
];

function AssignmentTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: readonly ManagedAssignment[];
  empty: string;
}) {
  return rows.length === 0 ? (
    <p className="text-sm text-slate-700">{empty}</p>
  ) : (
    <ScrollingDataTable
      caption={caption}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.assignment.assignmentId}
    />
  );
}

function ProgramAssignments({ program }: { program: MedCentralProgram }) {
  const { organizationId } = program;
  const [creating, setCreating] = useState(false);
  const list = useAssignments(organizationId);
  const content = useAssignableContent(organizationId, creating);
  const create = useCreateAssignment(organizationId);
  const navigate = useNavigate();
  const show = useSnackbar((s) => s.show);

  return (
    <>
      {creating ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">New assignment</h2>
          <QueryStatus query={content} loading="Loading what you can assign…" />
          {content.data && (
            <AssignmentForm
              label="New assignment"
              content={content.data}
              initial={newAssignmentValues()}
              submitLabel="Give assignment"
              busy={create.isPending}
              onCancel={() => setCreating(false)}
              onSubmit={(values) =>
                create.mutateAsync(createBody(values)).then((detail) => {
                  show({ tone: 'success', text: `“${detail.assignment.title}” is given.` });
                  navigate(paths.medCentralAssignment(detail.assignment.assignmentId));
                })
              }
            />
          )}
        </>
      ) : (
        <div>
          <Button onClick={() => setCreating(true)}>New assignment</Button>
        </div>
      )}
      <QueryStatus query={list} loading="Loading the assignments…" />
      {list.data &&
        (['open', 'closed'] as const).map((which) => (
          <Panel key={which} title={which === 'open' ? 'Open' : 'Closed'}>
            <AssignmentTable
              caption={`${which === 'open' ? 'Open' : 'Closed'} assignments`}
              rows={list.data[which]}
              empty={`No ${which} assignments.`}
            />
          </Panel>
        ))}
    </>
  );
}

/** /medcentral/assignments: the program's assignments, open and closed, and a new one. */
export default function AssignmentsPage() {
  return (
    <ManagerGate title="Assignments">
      {(program) => <ProgramAssignments key={program.organizationId} program={program} />}
    </ManagerGate>
  );
}
