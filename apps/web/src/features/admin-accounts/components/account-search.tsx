import type { AdminAccountSummary } from '@boardready/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/lib/paths';
import { useAccountSearch } from '../api/search-accounts';
import { formatDate } from '../utils/dates';
import { RightsBadges } from './rights-badges';

/** The search's state is the address (?q=&page=): a result page can be shared, and Back returns. */
function useSearchState() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(params.get('page'))) || 1));
  const go = (next: { q: string; page: number }) => {
    const query: Record<string, string> = {};
    if (next.q) query.q = next.q;
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };
  return { q, page, go };
}

const nameOf = (a: AdminAccountSummary) => `${a.firstName} ${a.lastName}`;

function AccountLink({ account }: { account: AdminAccountSummary }) {
  return (
    <Link
      to={paths.adminAccount(account.accountId)}
      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {nameOf(account)}
    </Link>
  );
}

const CELL = 'py-2 pr-4 align-top';

/** A table on wider screens; on a phone each account is a card (five columns do not fit). */
function Results({ items, caption }: { items: AdminAccountSummary[]; caption: string }) {
  return (
    <>
      <div className="hidden sm:block">
        <DataTable
          caption={caption}
          captionClassName="sr-only"
          rows={items}
          rowKey={(a) => a.accountId}
          columns={[
            {
              id: 'name',
              header: 'Name',
              rowHeader: true,
              cell: (a) => <AccountLink account={a} />,
              headerClassName: 'py-2 pr-4 font-medium',
              cellClassName: `${CELL} font-normal`,
            },
            {
              id: 'email',
              header: 'E-mail',
              cell: (a) => <span className="break-all">{a.email}</span>,
              headerClassName: 'py-2 pr-4 font-medium',
              cellClassName: CELL,
            },
            {
              id: 'id',
              header: 'Id',
              cell: (a) => a.accountId,
              headerClassName: 'py-2 pr-4 font-medium',
              cellClassName: `${CELL} tabular-nums`,
            },
            {
              id: 'rights',
              header: 'Staff rights',
              cell: (a) => <RightsBadges rights={a.rights} />,
              headerClassName: 'py-2 pr-4 font-medium',
              cellClassName: CELL,
            },
            {
              id: 'created',
              header: 'Created',
              cell: (a) => formatDate(a.createdAt),
              headerClassName: 'py-2 font-medium',
              cellClassName: 'py-2 align-top whitespace-nowrap',
            },
          ]}
        />
      </div>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={caption}>
        {items.map((a) => (
          <li key={a.accountId} className="rounded-lg border border-slate-200 p-3">
            <AccountLink account={a} />
            <p className="break-all text-sm text-slate-700">{a.email}</p>
            <p className="text-sm text-slate-600">
              Account #{a.accountId} · created {formatDate(a.createdAt)}
            </p>
            <div className="mt-2">
              <RightsBadges rights={a.rights} none="No staff rights" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Admin's account search (issue 26): the start of an e-mail address or a name ("Alex Riv",
 * "Rivera, Alex"), or an account id; every account, newest first, when the box is empty.
 */
export function AccountSearch() {
  const { q, page, go } = useSearchState();
  const [text, setText] = useState(q);
  // Back and Forward change the address: the box follows
  useEffect(() => setText(q), [q]);
  const search = useAccountSearch(q, page);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim(), page: 1 });
  };
  const data = search.data;
  const caption = q ? `Accounts matching “${q}”` : 'Newest accounts';
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;

  return (
    <Panel
      title="Find an account"
      description="By the start of an e-mail address or a name (first last, or last, first), or by account id."
    >
      <search>
        <form
          aria-label="Accounts"
          onSubmit={submit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label="Name, e-mail or account id"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={120}
            className="flex-1"
          />
          <Button type="submit" busy={search.isFetching && !search.isPlaceholderData}>
            Search
          </Button>
        </form>
      </search>
      <QueryStatus query={search} loading="Searching…" />
      {data && (
        <div className="flex flex-col gap-3" aria-busy={search.isPlaceholderData || undefined}>
          <h3 className="text-base font-semibold text-slate-900" aria-live="polite">
            {data.items.length === 0
              ? data.page > 1
                ? `No more accounts: page ${data.page} is past the last one.`
                : q
                  ? `No account matches “${q}”.`
                  : 'There are no accounts yet.'
              : `${caption}: ${first}–${first + data.items.length - 1}`}
          </h3>
          {data.items.length > 0 && <Results items={data.items} caption={caption} />}
          {(data.page > 1 || data.hasMore) && (
            <nav aria-label="Result pages" className="flex items-center gap-3">
              <Button
                variant="secondary"
                disabled={data.page <= 1}
                onClick={() => go({ q, page: data.page - 1 })}
              >
                Previous
              </Button>
              <span className="text-sm text-slate-700">Page {data.page}</span>
              <Button
                variant="secondary"
                disabled={!data.hasMore}
                onClick={() => go({ q, page: data.page + 1 })}
              >
                Next
              </Button>
            </nav>
          )}
        </div>
      )}
    </Panel>
  );
}
