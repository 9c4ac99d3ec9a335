import type { CmsDraftSummary } from '@boardready/contracts';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/lib/paths';
import { formatMoment } from '../utils/format';
import { DraftStatusBadge } from './draft-status-badge';

/** One list of the Submit/Review Q&As page: each draft links to its page. */
export function DraftList({
  title,
  description,
  drafts,
  empty,
}: {
  title: string;
  description: string;
  drafts: readonly CmsDraftSummary[];
  empty: string;
}) {
  return (
    <Panel title={`${title} (${drafts.length})`} description={description}>
      {drafts.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="relative min-w-0 overflow-x-auto">
          <DataTable
            caption={title}
            captionClassName="sr-only"
            rows={drafts}
            rowKey={(d) => d.draftId}
            columns={[
              {
                id: 'question',
                header: 'Question',
                headerClassName: 'pr-3 pb-1',
                rowHeader: true,
                cellClassName: 'py-2 pr-3 text-left align-top font-normal',
                cell: (d) => (
                  <span className="flex flex-col gap-0.5">
                    <Link
                      to={paths.cmsDraft(d.draftId)}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {d.questionCode ?? `New ${d.bankCode.toUpperCase()} question`} · draft #
                      {d.draftId}
                    </Link>
                    <span className="line-clamp-2 text-slate-700">
                      {d.changeNote || d.leadIn || 'No text yet'}
                    </span>
                  </span>
                ),
              },
              {
                id: 'status',
                header: 'Status',
                headerClassName: 'pr-3 pb-1',
                cellClassName: 'py-2 pr-3 align-top',
                cell: (d) => (
                  <span className="flex flex-col items-start gap-1">
                    <DraftStatusBadge status={d.status} />
                    {d.publishedVersion !== null && (
                      <span className="text-xs text-slate-600">version {d.publishedVersion}</span>
                    )}
                  </span>
                ),
              },
              {
                id: 'author',
                header: 'Author',
                // on a phone the question and its status are what matter; the draft page says the rest
                headerClassName: 'hidden pr-3 pb-1 sm:table-cell',
                cellClassName: 'hidden py-2 pr-3 align-top text-slate-700 sm:table-cell',
                cell: (d) => d.author ?? '—',
              },
              {
                id: 'updated',
                header: 'Changed',
                headerClassName: 'hidden pb-1 sm:table-cell',
                cellClassName:
                  'hidden py-2 align-top whitespace-nowrap text-slate-700 sm:table-cell',
                cell: (d) => formatMoment(d.updatedAt),
              },
            ]}
          />
        </div>
      )}
    </Panel>
  );
}
