import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useAccountAudit } from '../api/account-audit';
import { formatDateTime } from '../utils/dates';

/** A detail's value as a short text: lists joined, times as they are, nothing nested deeply. */
function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (value === null) return 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The audit log's rows where the account acted or was acted on, newest first. */
export function AuditTrailPanel({ accountId }: { accountId: number }) {
  const query = useAccountAudit(accountId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Panel title="Audit trail" description="What this account did, and what was done to it.">
      <QueryStatus query={query} loading="Loading the audit trail…" />
      {query.data && items.length === 0 && (
        <p className="text-sm text-slate-700">Nothing recorded yet.</p>
      )}
      {items.length > 0 && (
        <ol className="flex flex-col divide-y divide-slate-200" aria-label="Audit entries">
          {items.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2 text-sm">
              <p className="flex flex-wrap gap-x-2">
                <code className="font-semibold text-slate-900">{entry.action}</code>
                <span className="text-slate-600">{formatDateTime(entry.at)}</span>
              </p>
              <p className="break-all text-slate-700">
                {entry.actor ? `by ${entry.actor.Email}` : 'by nobody signed in'}
                {entry.subject && entry.subject.AccountId !== entry.actor?.AccountId
                  ? `, about ${entry.subject.Email}`
                  : ''}
              </p>
              {Object.keys(entry.details).length > 0 && (
                <p className="break-all text-xs text-slate-600">
                  {Object.entries(entry.details)
                    .map(([key, value]) => `${key}: ${valueText(value)}`)
                    .join('; ')}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-start"
          busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show Older Entries
        </Button>
      )}
    </Panel>
  );
}
