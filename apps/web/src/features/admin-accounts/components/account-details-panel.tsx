import type { AdminAccount } from '@boardready/contracts';
import { MONTH_NAMES } from '@boardready/contracts/account-rules';
import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { formatDate } from '../utils/dates';
import { NetSuiteForm } from './netsuite-panel';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="font-medium text-slate-700 sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

const notSet = <span className="text-slate-600">Not entered</span>;

/**
 * The account's particulars: the board identifiers (read only: the account holder keeps them on
 * My Account), its specialties and terms, and the NetSuite customer id staff keep.
 */
export function AccountDetailsPanel({ account }: { account: AdminAccount }) {
  const ids = account.boardIdentifiers;
  const birthday =
    ids.birthMonth !== null && ids.birthDay !== null
      ? `${MONTH_NAMES[ids.birthMonth - 1]} ${ids.birthDay}`
      : null;
  return (
    <Panel title="Details">
      <dl className="flex flex-col gap-2 text-sm">
        <Row term="Created">{formatDate(account.createdAt)}</Row>
        <Row term="Last changed">{formatDate(account.updatedAt)}</Row>
        <Row term="Specialties">
          {account.specialties.length > 0 ? account.specialties.join(', ') : 'None chosen'}
        </Row>
        <Row term="Terms accepted">
          {account.acceptedTermsVersion === null
            ? 'Never'
            : `Version ${account.acceptedTermsVersion}`}
        </Row>
        {account.isDemo && <Row term="Demo account">Yes (not in production)</Row>}
      </dl>
      <h3 className="text-base font-semibold text-slate-900">Board identifiers</h3>
      <dl className="flex flex-col gap-2 text-sm">
        <Row term="ABIM ID">{ids.abimNumber ?? notSet}</Row>
        <Row term="ABP ID">{ids.abpNumber ?? notSet}</Row>
        <Row term="Birth month and day">{birthday ?? notSet}</Row>
      </dl>
      <p className="text-xs text-slate-600">
        Only the account holder changes these, on My Account.
      </p>
      <div className="border-t border-slate-200 pt-4">
        <NetSuiteForm account={account} />
      </div>
    </Panel>
  );
}
