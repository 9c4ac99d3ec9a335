import type { OutboxMail } from '@boardready/contracts';
import {
  MAIL_DELIVERIES,
  MAIL_DELIVERY_LABELS,
  MAIL_SEARCH_MAX,
  type MailDelivery,
} from '@boardready/contracts/admin-records-rules';
import { useState } from 'react';
import { StaffPage } from '@/components/staff/staff-page';
import { Dialog } from '@/components/ui/dialog';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { SelectField } from '@/components/ui/select-field';
import { useAddressSearch } from '@/lib/use-address-search';
import { useMailOutbox } from '../api/mail-outbox';
import { formatMoment } from '../utils/format';
import {
  type MailFilters,
  mailFiltersFrom,
  rangeProblem,
  searchOf,
  withFilter,
} from '../utils/record-filters';
import { DateRangeFields } from './date-range-fields';
import { RecordPager } from './record-pager';
import { SearchBox } from './search-box';

const deliveryOf = (mail: OutboxMail): MailDelivery =>
  mail.sentAt ? 'sent' : mail.error ? 'failed' : 'unsent';

const DELIVERY_STYLES: Record<MailDelivery, string> = {
  sent: 'bg-green-100 text-green-900',
  unsent: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-100 text-red-900',
};

function DeliveryBadge({ mail }: { mail: OutboxMail }) {
  const delivery = deliveryOf(mail);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${DELIVERY_STYLES[delivery]}`}
    >
      {MAIL_DELIVERY_LABELS[delivery]}
    </span>
  );
}

/** One mail opened: its text as written to the outbox (the server removed its secrets). */
function MailDialog({ mail, onClose }: { mail: OutboxMail | null; onClose(): void }) {
  return (
    <Dialog
      open={mail !== null}
      onOpenChange={(open) => !open && onClose()}
      title={mail?.subject || '(no subject)'}
      size="md"
    >
      {mail && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-600">To</dt>
            <dd className="break-all text-slate-900">{mail.to}</dd>
            <dt className="font-medium text-slate-600">Written</dt>
            <dd className="text-slate-900">{formatMoment(mail.createdAt)}</dd>
            <dt className="font-medium text-slate-600">Delivery</dt>
            <dd className="text-slate-900">
              <DeliveryBadge mail={mail} />
              {mail.sentAt && <span className="ml-2">{formatMoment(mail.sentAt)}</span>}
            </dd>
            {mail.error && (
              <>
                <dt className="font-medium text-slate-600">Error</dt>
                <dd className="break-words text-red-800">{mail.error}</dd>
              </>
            )}
          </dl>
          <pre className="rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap break-words text-slate-900">
            {mail.text}
          </pre>
        </>
      )}
    </Dialog>
  );
}

function MailOutbox() {
  const [search, changeSearch] = useAddressSearch();
  const filters = mailFiltersFrom(search);
  const problem = rangeProblem(filters);
  const outbox = useMailOutbox(filters, !problem);
  const [opened, setOpened] = useState<OutboxMail | null>(null);
  const show = (next: MailFilters) => changeSearch(() => searchOf(next));
  const change = (patch: Partial<MailFilters>) =>
    changeSearch((current) => searchOf(withFilter(mailFiltersFrom(current), patch)));
  const page = outbox.data;
  const items = page?.items;
  const filtered = filters.q || filters.delivery || filters.from || filters.until;

  return (
    <>
      <p className="max-w-3xl text-slate-700">
        Every mail the server wrote, newest first, and whether it went out. Links that sign someone
        in (password resets, invitations) are removed here: only the recipient receives them. Each
        read of this list is recorded in the audit log.
      </p>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <SearchBox
          name="q"
          label="Start of the recipient or subject"
          value={filters.q}
          maxLength={MAIL_SEARCH_MAX}
          searchLabel="Search the mail outbox"
          button="Search"
          onSearch={(q) => change({ q })}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField
            label="Delivery"
            placeholder="Any"
            options={MAIL_DELIVERIES.map((value) => ({
              value,
              label: MAIL_DELIVERY_LABELS[value],
            }))}
            value={filters.delivery ?? ''}
            onChange={(e) => change({ delivery: (e.target.value || null) as MailDelivery | null })}
          />
          <DateRangeFields range={filters} onChange={change} />
        </div>
      </div>
      {!problem && outbox.isPending && <LoadingState label="Loading the mail…" />}
      {outbox.isError && (
        <LoadError
          message="The mail outbox could not be loaded. Try again."
          onRetry={() => outbox.refetch()}
        />
      )}
      {page && items && !problem && (
        <section aria-label="Mail" aria-busy={outbox.isFetching} className="flex flex-col gap-3">
          {items.length === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-800">
              {filtered ? 'No mail matches these filters.' : 'No mail has been written yet.'}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
              {items.map((mail) => (
                <li key={mail.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4">
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <button
                      type="button"
                      onClick={() => setOpened(mail)}
                      className="self-start text-left font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
                    >
                      {mail.subject || '(no subject)'}
                    </button>
                    <span className="text-sm break-all text-slate-700">To {mail.to}</span>
                  </div>
                  <div className="flex shrink-0 items-center gap-3 text-sm text-slate-600 sm:flex-col sm:items-end sm:gap-1">
                    <time dateTime={mail.createdAt}>{formatMoment(mail.createdAt)}</time>
                    <DeliveryBadge mail={mail} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <RecordPager page={page} onPage={(cursor) => show({ ...filters, ...cursor })} />
        </section>
      )}
      <MailDialog mail={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/** /ngadmin/mail: Admin → Mail outbox (issue 26), for admins. */
export default function AdminMailPage() {
  return (
    <StaffPage title="Mail outbox" right="admin">
      <MailOutbox />
    </StaffPage>
  );
}
