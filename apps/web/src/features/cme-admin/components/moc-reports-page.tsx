import type { MocDeadline, MocQueue, MocQueueReport } from '@boardready/contracts';
import {
  creditsOf,
  MOC_BOARDS,
  MOC_REPORT_STATUSES,
  type MocBoard,
  type MocReportStatus,
} from '@boardready/contracts/cme-rules';
import { useState } from 'react';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScrollingDataTable } from '@/components/ui/data-table';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { useAddressSearch } from '@/lib/use-address-search';
import { downloadBatchFile, useExportMocBatch } from '../api/moc-batches';
import { useMocQueue, useRecordMocResult, useResubmitMocReport } from '../api/moc-queue';
import { type QueueFilters, queueFiltersFrom, queueSearchOf } from '../utils/queue-filters';
import { birthText, boardName, deadlineSentences, formatDay } from '../utils/rule-text';
import { BatchesPanel } from './batches-panel';
import { RejectReportDialog } from './reject-report-dialog';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The statuses in staff's words (the learner's page says them at more length). */
const STATUS_NAMES: Record<MocReportStatus, string> = {
  queued: 'Queued',
  submitted: 'Submitted',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : 'We could not reach the server. Check your connection and try again.';

/** The year-end deadlines near: staff export the queue before them. */
function DeadlineBanner({ deadlines }: { deadlines: readonly MocDeadline[] }) {
  if (deadlines.length === 0) return null;
  return (
    <section
      aria-label="Reporting deadlines"
      className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 className="font-semibold">The boards' reporting deadline is near</h2>
      {deadlineSentences(deadlines).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </section>
  );
}

/** Each board's queued reports, and the export that makes them a batch file for PARS. */
function QueuedPanel({
  queued,
  onNotice,
}: {
  queued: MocQueue['queued'];
  onNotice: (notice: Notice) => void;
}) {
  const exporter = useExportMocBatch();
  const exportBoard = (board: MocBoard) => {
    onNotice(null);
    exporter.mutate(board, {
      onSuccess: (batch) => {
        downloadBatchFile(batch.batchId);
        onNotice({
          tone: 'success',
          text: `Batch ${batch.batchId}: ${batch.reportCount} ${board} ${batch.reportCount === 1 ? 'report is' : 'reports are'} now submitted. Its file is downloading: upload it to PARS, then record the board's answers below.`,
        });
      },
      onError: (error) => onNotice({ tone: 'error', text: messageOf(error) }),
    });
  };
  return (
    <Panel
      title="Waiting to be reported"
      description="An export puts every queued report of a board into one batch file, and marks them submitted."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {MOC_BOARDS.map((board) => {
          const count = queued.find((q) => q.board === board)?.count ?? 0;
          return (
            <li
              key={board}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3"
            >
              <span className="flex flex-col">
                <span className="font-semibold text-slate-900">
                  {board}: {count === 0 ? 'none' : count.toLocaleString('en-US')} queued
                </span>
                <span className="text-xs text-slate-600">{boardName(board)}</span>
              </span>
              <Button
                variant={count === 0 ? 'secondary' : 'primary'}
                disabled={count === 0 || (exporter.isPending && exporter.variables !== board)}
                busy={exporter.isPending && exporter.variables === board}
                onClick={() => exportBoard(board)}
              >
                Export {board} batch
              </Button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** What staff can do with a report now: record the board's answer, or send it again. */
function ReportActions({
  report,
  onReject,
  onNotice,
}: {
  report: MocQueueReport;
  onReject: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const result = useRecordMocResult();
  const resubmit = useResubmitMocReport();
  const failed = (error: unknown) => onNotice({ tone: 'error', text: messageOf(error) });
  const small = 'min-h-9 whitespace-nowrap px-3 py-1';
  if (report.status === 'submitted') {
    return (
      <span className="mt-1 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className={small}
          aria-label={`Accepted: report ${report.reportId}`}
          busy={result.isPending}
          onClick={() => {
            onNotice(null);
            result.mutate(
              { reportId: report.reportId, body: { outcome: 'accepted' } },
              {
                onSuccess: () =>
                  onNotice({
                    tone: 'success',
                    text: `Report ${report.reportId} is recorded as accepted by ${report.board}.`,
                  }),
                onError: failed,
              },
            );
          }}
        >
          Accepted
        </Button>
        <Button
          variant="secondary"
          className={small}
          aria-label={`Rejected…: report ${report.reportId}`}
          onClick={() => {
            onNotice(null);
            onReject();
          }}
        >
          Rejected…
        </Button>
      </span>
    );
  }
  if (report.status === 'rejected') {
    return (
      <span className="mt-1 flex">
        <Button
          variant="secondary"
          className={small}
          aria-label={`Send again: report ${report.reportId}`}
          busy={resubmit.isPending}
          onClick={() => {
            onNotice(null);
            resubmit.mutate(report.reportId, {
              onSuccess: (queued) =>
                onNotice({
                  tone: 'success',
                  text: `Report ${queued.reportId} is queued again with the learner's current identifiers (${queued.board} ID ${queued.boardId}).`,
                }),
              onError: failed,
            });
          }}
        >
          Send again
        </Button>
      </span>
    );
  }
  return null;
}

/** Where the report stands, and what staff can do with it now (beside it, visible on a phone). */
function StatusCell({
  report,
  onReject,
  onNotice,
}: {
  report: MocQueueReport;
  onReject: () => void;
  onNotice: (notice: Notice) => void;
}) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className="font-medium text-slate-900">
        {STATUS_NAMES[report.status]}
        {report.batchId !== null && (
          <span className="font-normal text-slate-600"> · batch {report.batchId}</span>
        )}
      </span>
      {report.rejectReason && (
        <span className="text-xs text-red-800">Reason: {report.rejectReason}</span>
      )}
      {report.resubmissions > 0 && (
        <span className="text-xs text-slate-600">
          Sent again {report.resubmissions === 1 ? 'once' : `${report.resubmissions} times`}
        </span>
      )}
      <ReportActions report={report} onReject={onReject} onNotice={onNotice} />
    </span>
  );
}

const CELL = 'py-2 pr-3 align-baseline';
const NOWRAP = `${CELL} whitespace-nowrap`;

function ReportsTable({
  reports,
  onReject,
  onNotice,
}: {
  reports: readonly MocQueueReport[];
  onReject: (report: MocQueueReport) => void;
  onNotice: (notice: Notice) => void;
}) {
  return (
    <ScrollingDataTable
      caption="MOC reports with what PARS needs"
      scrollLabel="MOC reports"
      rows={reports}
      rowKey={(r) => r.reportId}
      headClassName="text-xs uppercase tracking-wide"
      columns={[
        {
          id: 'report',
          header: 'Report',
          rowHeader: true,
          cell: (r) => r.reportId,
          cellClassName: `${NOWRAP} font-semibold tabular-nums`,
          headerClassName: 'py-2 pr-3',
        },
        {
          id: 'status',
          header: 'Status',
          cell: (r) => <StatusCell report={r} onReject={() => onReject(r)} onNotice={onNotice} />,
          cellClassName: `${CELL} min-w-40`,
          headerClassName: 'py-2 pr-3',
        },
        {
          id: 'boardId',
          header: 'Board ID',
          cell: (r) => (
            <>
              {r.board} <span className="font-mono text-xs">{r.boardId}</span>
            </>
          ),
          cellClassName: NOWRAP,
          headerClassName: 'py-2 pr-3',
        },
        {
          id: 'name',
          header: 'Name',
          cell: (r) => `${r.firstName} ${r.lastName}`,
          cellClassName: `${CELL} min-w-32`,
          headerClassName: 'py-2 pr-3',
        },
        {
          id: 'birth',
          header: 'Birth (MM/DD)',
          cell: (r) => birthText(r.birthMonth, r.birthDay),
          cellClassName: `${NOWRAP} tabular-nums`,
          headerClassName: 'py-2 pr-3',
        },
        {
          id: 'activity',
          header: 'Activity ID',
          cell: (r) => r.activityCode,
          cellClassName: `${NOWRAP} font-mono text-xs`,
          headerClassName: 'py-2 pr-3',
        },
        {
          id: 'completed',
          header: 'Completed',
          cell: (r) => formatDay(r.completedOn),
          cellClassName: NOWRAP,
          headerClassName: 'py-2 pr-3',
        },
        {
          id: 'points',
          header: 'Points',
          cell: (r) => creditsOf(r.pointsQuarters),
          cellClassName: `${NOWRAP} text-right tabular-nums`,
          headerClassName: 'py-2 text-right',
        },
      ]}
    />
  );
}

const EMPTY = 'No MOC report matches these filters.';

function ReportsScreen() {
  const [search, changeSearch] = useAddressSearch();
  const filters = queueFiltersFrom(search);
  /** the cursors of the pages before this one: the last is this page's (none: the newest) */
  const [cursors, setCursors] = useState<number[]>([]);
  const queue = useMocQueue(filters, cursors.at(-1));
  const [notice, setNotice] = useState<Notice>(null);
  const [rejecting, setRejecting] = useState<MocQueueReport | null>(null);
  const change = (patch: Partial<QueueFilters>) => {
    setCursors([]);
    changeSearch((current) => queueSearchOf({ ...queueFiltersFrom(current), ...patch }), {
      replace: true,
    });
  };
  const data = queue.data;

  return (
    <>
      {data && <DeadlineBanner deadlines={data.deadlines} />}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {data && <QueuedPanel queued={data.queued} onNotice={setNotice} />}
      <Panel
        title="Reports"
        description="A claim's MOC points for one board, with what PARS needs as it was when queued. Record each board's answer once it comes."
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <SelectField
            label="Board"
            placeholder="All boards"
            options={MOC_BOARDS.map((board) => ({ value: board, label: board }))}
            value={filters.board}
            onChange={(e) => change({ board: e.target.value as QueueFilters['board'] })}
          />
          <SelectField
            label="Status"
            placeholder="Any status"
            options={MOC_REPORT_STATUSES.map((status) => ({
              value: status,
              label: STATUS_NAMES[status],
            }))}
            value={filters.status}
            onChange={(e) => change({ status: e.target.value as QueueFilters['status'] })}
          />
        </div>
        {queue.isPending && <LoadingState label="Loading the reports…" />}
        {queue.isError && (
          <LoadError
            message={`The MOC reports could not be loaded: ${messageOf(queue.error)}`}
            onRetry={() => queue.refetch()}
          />
        )}
        {data && (
          <div aria-busy={queue.isFetching} className="flex flex-col gap-3">
            {data.reports.length === 0 ? (
              <p className="rounded-md border border-slate-200 px-4 py-6 text-slate-800">{EMPTY}</p>
            ) : (
              <ReportsTable reports={data.reports} onReject={setRejecting} onNotice={setNotice} />
            )}
            {(cursors.length > 0 || data.nextBefore !== null) && (
              <nav aria-label="Pages of reports" className="flex flex-wrap justify-between gap-3">
                <Button
                  variant="secondary"
                  disabled={cursors.length === 0}
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                >
                  Newer reports
                </Button>
                <Button
                  variant="secondary"
                  disabled={data.nextBefore === null}
                  onClick={() => {
                    const next = data.nextBefore;
                    if (next !== null) setCursors((c) => [...c, next]);
                  }}
                >
                  Older reports
                </Button>
              </nav>
            )}
          </div>
        )}
      </Panel>
      <BatchesPanel />
      <RejectReportDialog
        report={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(report) => {
          setRejecting(null);
          setNotice({
            tone: 'success',
            text: `Report ${report.reportId} is recorded as rejected by ${report.board}.`,
          });
        }}
      />
    </>
  );
}

/** /ngadmin/cme/reports: the MOC reporting queue, batches and the boards' answers (issue 28). */
export default function MocReportsPage() {
  return (
    <StaffPage title="MOC reports" right="admin">
      <ReportsScreen />
    </StaffPage>
  );
}
