import type { AssignmentDetail, AssignmentRecipient } from '@boardready/contracts';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useSnackbar } from '@/lib/snackbar';
import { useAssignableContent } from '../api/assignable-content';
import { useAssignment } from '../api/assignment';
import { useCloseAssignment } from '../api/close-assignment';
import { isStaleEdit, useUpdateAssignment } from '../api/update-assignment';
import { editValues, updateBody } from '../utils/assignment-form';
import { formatMoment, passingText, whatText } from '../utils/wording';
import { AssignmentAction } from './assignment-action';
import { CELL, HEAD } from './assignment-columns';
import { AssignmentForm } from './assignment-form';
import { StatusBadge } from './status-badge';

const RECIPIENT_COLUMNS: DataTableColumn<AssignmentRecipient>[] = [
  {
    id: 'name',
    header: 'Resident',
    rowHeader: true,
    headerClassName: HEAD,
    cellClassName: `${CELL} font-semibold`,
    cell: (r) => r.name,
  },
  {
    id: 'group',
    header: 'Group',
    headerClassName: HEAD,
    cellClassName: CELL,
    cell: (r) => [r.groupName, r.pgyYear && `PGY-${r.pgyYear}`].filter(Boolean).join(' · ') || '—',
  },
  {
    id: 'status',
    header: 'Status',
    headerClassName: HEAD,
    cellClassName: CELL,
    cell: (r) => <StatusBadge progress={r} />,
  },
  {
    id: 'completed',
    header: 'Completed',
    headerClassName: HEAD,
    cellClassName: `${CELL} whitespace-nowrap`,
    cell: (r) =>
      r.completedAt ? <time dateTime={r.completedAt}>{formatMoment(r.completedAt)}</time> : '—',
  },
];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** What the assignment asks, when it is due, its passing score and to whom. */
function Summary({ detail }: { detail: AssignmentDetail }) {
  const { assignment: a } = detail;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {a.closedAt && (
        <Alert tone="info">Closed on {formatMoment(a.closedAt)}: it takes no new starts.</Alert>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term="What">{whatText(a)}</Fact>
        <Fact term="From">{a.productName}</Fact>
        <Fact term="Due">
          <time dateTime={a.dueAt}>{formatMoment(a.dueAt)}</time>
        </Fact>
        <Fact term="Passing score">{passingText(a.passingScore)}</Fact>
        {detail.recipients && (
          <Fact term="Given to">
            {a.groupName ?? 'Chosen residents'} ({a.recipientCount})
          </Fact>
        )}
      </dl>
      {a.instructions && (
        <p className="text-sm whitespace-pre-wrap break-words text-slate-800">{a.instructions}</p>
      )}
    </div>
  );
}

/** The resident's own standing on it, and what to do next. */
function MyProgress({ detail }: { detail: AssignmentDetail }) {
  const mine = detail.mine!;
  return (
    <Panel title="Your progress">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <StatusBadge progress={mine} />
          {mine.completedAt && (
            <p className="text-sm text-slate-700">
              Completed on <time dateTime={mine.completedAt}>{formatMoment(mine.completedAt)}</time>
            </p>
          )}
        </div>
        <AssignmentAction assignment={detail.assignment} mine={mine} />
      </div>
    </Panel>
  );
}

/** Its directors' and faculty's view: every resident's standing; edit and close. */
function Management({ detail }: { detail: AssignmentDetail }) {
  const { assignment } = detail;
  const { assignmentId, organizationId } = assignment;
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const [stale, setStale] = useState<string>();
  const content = useAssignableContent(organizationId, editing);
  const update = useUpdateAssignment(assignmentId, organizationId);
  const close = useCloseAssignment(assignmentId, organizationId);
  const show = useSnackbar((s) => s.show);
  const recipients = detail.recipients ?? [];
  const completed = recipients.filter((r) => r.status === 'completed').length;
  const overdue = recipients.filter((r) => r.status === 'overdue').length;

  return (
    <>
      {stale && <Alert tone="error">{stale}</Alert>}
      {assignment.closedAt === null &&
        (editing ? (
          <>
            <h2 className="text-lg font-semibold text-slate-900">Edit the assignment</h2>
            <QueryStatus query={content} loading="Loading the program…" />
            {content.data && (
              <AssignmentForm
                // a fresh form over each version read
                key={assignment.lockVersion}
                label="Edit the assignment"
                content={content.data}
                initial={editValues(detail)}
                fixedContent={`${whatText(assignment)}, from ${assignment.productName}`}
                submitLabel="Save"
                busy={update.isPending}
                onCancel={() => setEditing(false)}
                onSubmit={(values) =>
                  update
                    .mutateAsync(updateBody(values, assignment.lockVersion))
                    .then(() => {
                      setStale(undefined);
                      setEditing(false);
                      show({ tone: 'success', text: 'The assignment is saved.' });
                    })
                    .catch((error: unknown) => {
                      if (!isStaleEdit(error)) throw error;
                      setStale(error.message);
                      setEditing(false);
                    })
                }
              />
            )}
          </>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="secondary" onClick={() => setClosing(true)}>
              Close assignment
            </Button>
          </div>
        ))}
      <Panel
        title="Residents"
        description={`${completed} of ${recipients.length} completed${overdue > 0 ? ` · ${overdue} overdue` : ''}`}
      >
        <ScrollingDataTable
          caption="Residents and where they stand"
          columns={RECIPIENT_COLUMNS}
          rows={recipients}
          rowKey={(r) => r.accountId}
        />
      </Panel>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title="Close this assignment?"
        description="Residents who have not started it can no longer start it. What they have done stays, and you still see it."
        confirmLabel="Close assignment"
        busy={close.isPending}
        onConfirm={() =>
          close.mutate(assignment.lockVersion, {
            onSuccess: () => {
              setClosing(false);
              show({ tone: 'success', text: 'The assignment is closed.' });
            },
            onError: (error) => {
              setClosing(false);
              show({ tone: 'failure', text: error.message });
            },
          })
        }
      />
    </>
  );
}

/**
 * /medcentral/assignments/:assignmentId: one assignment. Its directors and faculty see every
 * resident's standing and edit or close it; a resident given it sees their own and starts it.
 */
export default function AssignmentPage() {
  const { assignmentId } = useParams();
  const detail = useAssignment(Number(assignmentId));
  const title = detail.data?.assignment.title ?? 'Assignment';
  return (
    <Page title={title} windowTitle={`${title} – MedCentral`} wide>
      <p className="text-sm">
        <Link
          to={detail.data?.recipients ? paths.medCentralAssignments : paths.medCentral}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {detail.data?.recipients ? 'All assignments' : 'Back to MedCentral'}
        </Link>
      </p>
      <QueryStatus query={detail} loading="Loading the assignment…" />
      {detail.data && (
        <>
          <Summary detail={detail.data} />
          {detail.data.mine && <MyProgress detail={detail.data} />}
          {detail.data.recipients && <Management detail={detail.data} />}
        </>
      )}
    </Page>
  );
}
