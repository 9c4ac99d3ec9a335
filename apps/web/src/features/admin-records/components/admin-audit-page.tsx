import type { AuditEntry } from '@boardready/contracts';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { SelectField } from '@/components/ui/select-field';
import { useAddressSearch } from '@/lib/use-address-search';
import { useAuditActions } from '../api/audit-actions';
import { useAuditLog } from '../api/audit-log';
import { actionName, detailRows } from '../utils/audit-details';
import { formatMoment } from '../utils/format';
import {
  type AuditFilters,
  auditFiltersFrom,
  rangeProblem,
  searchOf,
  withFilter,
} from '../utils/record-filters';
import { AccountLink } from './account-link';
import { DateRangeFields } from './date-range-fields';
import { RecordPager } from './record-pager';
import { SearchBox } from './search-box';

/** One entry: when, what, who (as whom), on whom, and its details in words. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const details = detailRows(entry.details);
  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900">{actionName(entry.action)}</span>
          <code className="text-xs text-slate-600">{entry.action}</code>
        </p>
        <time dateTime={entry.at} className="shrink-0 text-sm text-slate-600">
          {formatMoment(entry.at)}
        </time>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">By</dt>
        <dd className="text-slate-900">
          {entry.actor ? <AccountLink account={entry.actor} /> : 'the system'}
          {entry.actingAs && (
            <>
              {' '}
              as <AccountLink account={entry.actingAs} />
            </>
          )}
        </dd>
        {entry.subject &&
          entry.subject.AccountId !== entry.actingAs?.AccountId &&
          entry.subject.AccountId !== entry.actor?.AccountId && (
            <>
              <dt className="text-slate-600">On</dt>
              <dd className="text-slate-900">
                <AccountLink account={entry.subject} />
              </dd>
            </>
          )}
        {details.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function AuditLog() {
  const [search, changeSearch] = useAddressSearch();
  const filters = auditFiltersFrom(search);
  const problem = rangeProblem(filters);
  const log = useAuditLog(filters, !problem);
  const actions = useAuditActions();
  const show = (next: AuditFilters) => changeSearch(() => searchOf(next));
  const change = (patch: Partial<AuditFilters>) =>
    changeSearch((current) => searchOf(withFilter(auditFiltersFrom(current), patch)));
  const known = actions.data?.actions ?? [];
  // an action in the address that the list does not hold yet is still offered
  const actionOptions = [...new Set([...known, ...(filters.action ? [filters.action] : [])])].map(
    (action) => ({ value: action, label: `${actionName(action)} (${action})` }),
  );
  const filtered = filters.action || filters.account || filters.from || filters.until;
  const page = log.data;

  return (
    <>
      <p className="max-w-3xl text-slate-700">
        Who did what, newest first: sign-ins, acting as a user, staff changes and reads of the mail
        outbox. An account’s entries are those it made and those made on it; an entry made while a
        staff member acted as a user names both.
      </p>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <SearchBox
          name="account"
          label="Account (e-mail or id)"
          value={filters.account}
          maxLength={254}
          searchLabel="Audit log by account"
          button="Show"
          onSearch={(account) => change({ account })}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField
            label="Action"
            placeholder="All actions"
            options={actionOptions}
            value={filters.action}
            onChange={(e) => change({ action: e.target.value })}
          />
          <DateRangeFields range={filters} onChange={change} />
        </div>
      </div>
      {!problem && log.isPending && <LoadingState label="Loading the audit log…" />}
      {log.isError && (
        <LoadError
          message="The audit log could not be loaded. Try again."
          onRetry={() => log.refetch()}
        />
      )}
      {page && !problem && (
        <section
          aria-label="Audit log entries"
          aria-busy={log.isFetching}
          className="flex flex-col gap-3"
        >
          {page.account === null && (
            <Alert tone="info">No account has the e-mail address or id “{filters.account}”.</Alert>
          )}
          {page.items.length === 0 ? (
            page.account !== null && (
              <p className="rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-800">
                {filtered ? 'No entry matches these filters.' : 'The audit log is empty.'}
              </p>
            )
          ) : (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
              {page.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          <RecordPager page={page} onPage={(cursor) => show({ ...filters, ...cursor })} />
        </section>
      )}
    </>
  );
}

/** /ngadmin/audit: Admin → Audit log (issue 26), for admins. */
export default function AdminAuditPage() {
  return (
    <StaffPage title="Audit log" right="admin">
      <AuditLog />
    </StaffPage>
  );
}
