import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { QueryStatus } from '@/components/ui/query-status';
import { SelectField } from '@/components/ui/select-field';
import { type AcceptedFilter, useTermsAcceptances } from '../api/admin-terms';
import { formatWhen } from '../utils/dates';
import { KeyboardScrollingTable } from './keyboard-scrolling-table';

const PAGE_SIZE = 25;

/**
 * Accounts with the version they last agreed to and when, newest agreement first (those not on the
 * version in force: the nearest version first, never agreed last), a page at a time.
 */
export function TermsAcceptances({
  versions,
  inForce,
}: {
  versions: readonly number[];
  inForce: number;
}) {
  const [accepted, setAccepted] = useState<AcceptedFilter>('any');
  const [page, setPage] = useState(1);
  const list = useTermsAcceptances(accepted, page, PAGE_SIZE);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Show"
        className="sm:max-w-sm"
        value={accepted}
        onChange={(event) => {
          setAccepted(event.target.value as AcceptedFilter);
          setPage(1);
        }}
        options={[
          { value: 'any', label: 'Every account' },
          { value: 'pending', label: `Not yet agreed to version ${inForce}` },
          ...versions.map((v) => ({ value: String(v), label: `Agreed last to version ${v}` })),
        ]}
      />
      {!list.data ? (
        <QueryStatus query={list} loading="Loading the accounts…" />
      ) : (
        <>
          <KeyboardScrollingTable
            label="Accounts and their versions"
            caption="Accounts and the terms version they agreed to"
            rows={list.data.items}
            rowKey={(a) => a.AccountId}
            headClassName="text-xs uppercase tracking-wide"
            columns={[
              {
                id: 'name',
                header: 'Name',
                rowHeader: true,
                cell: (a) => `${a.FirstName} ${a.LastName}`,
                cellClassName: 'py-2 pr-3 font-medium whitespace-nowrap',
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'email',
                header: 'E-mail',
                cell: (a) => a.Email,
                cellClassName: 'py-2 pr-3 whitespace-nowrap',
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'version',
                header: 'Version',
                cell: (a) => (a.acceptedVersion === null ? 'None' : a.acceptedVersion),
                cellClassName: 'py-2 pr-3 tabular-nums',
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'when',
                header: 'Agreed on',
                cell: (a) => (a.acceptedAt ? formatWhen(a.acceptedAt) : '—'),
                cellClassName: 'py-2 whitespace-nowrap',
                headerClassName: 'py-2',
              },
            ]}
          />
          {list.data.items.length === 0 && (
            <p className="text-sm text-slate-700">No account matches.</p>
          )}
          <p className="text-sm text-slate-700">
            {list.data.total.toLocaleString('en-US')}{' '}
            {list.data.total === 1 ? 'account' : 'accounts'}
          </p>
          <Pager page={page} pages={pages} onPage={setPage} label="Pages of accounts" />
        </>
      )}
    </div>
  );
}
