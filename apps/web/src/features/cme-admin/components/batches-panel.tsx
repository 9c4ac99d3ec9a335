import { ScrollingDataTable } from '@/components/ui/data-table';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Panel } from '@/components/ui/panel';
import { batchFileHref, useMocBatches } from '../api/moc-batches';
import { formatMoment } from '../utils/rule-text';

const TEXT_LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The exported batches, newest first, each with its file (the same bytes at every download). */
export function BatchesPanel() {
  const batches = useMocBatches();
  return (
    <Panel
      title="Batches"
      description="Each export's file, for PARS's batch upload; downloaded again, it is the same file."
    >
      {batches.isPending && <LoadingState label="Loading the batches…" />}
      {batches.isError && (
        <LoadError
          message="The batches could not be loaded. Try again."
          onRetry={() => batches.refetch()}
        />
      )}
      {batches.data &&
        (batches.data.batches.length === 0 ? (
          <p className="text-slate-700">No batch has been exported yet.</p>
        ) : (
          <ScrollingDataTable
            caption="Exported batches"
            rows={batches.data.batches}
            rowKey={(b) => b.batchId}
            headClassName="text-xs uppercase tracking-wide"
            columns={[
              {
                id: 'batch',
                header: 'Batch',
                rowHeader: true,
                cell: (b) => b.batchId,
                cellClassName: 'py-2 pr-3 font-semibold tabular-nums',
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'board',
                header: 'Board',
                cell: (b) => b.board,
                cellClassName: 'py-2 pr-3',
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'reports',
                header: 'Reports',
                cell: (b) => b.reportCount.toLocaleString('en-US'),
                cellClassName: 'py-2 pr-3 text-right tabular-nums',
                headerClassName: 'py-2 pr-3 text-right',
              },
              {
                id: 'exported',
                header: 'Exported',
                cell: (b) => (
                  <time dateTime={b.createdAt} className="whitespace-nowrap">
                    {formatMoment(b.createdAt)}
                  </time>
                ),
                cellClassName: 'py-2 pr-3',
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'by',
                header: 'By',
                cell: (b) => b.createdByName ?? '—',
                cellClassName: 'py-2 pr-3 whitespace-nowrap',
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'file',
                header: 'File',
                cell: (b) => (
                  <a
                    href={batchFileHref(b.batchId)}
                    download
                    className={`${TEXT_LINK} whitespace-nowrap`}
                    aria-label={`Download batch ${b.batchId} (${b.board})`}
                  >
                    Download
                  </a>
                ),
                cellClassName: 'py-2',
                headerClassName: 'py-2',
              },
            ]}
          />
        ))}
    </Panel>
  );
}
