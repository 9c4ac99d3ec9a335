import type { AdminAccount } from '@boardready/contracts';
import { Link, useParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useAdminAccount } from '../api/admin-account';
import { AccountDetailsPanel } from './account-details-panel';
import { AuditTrailPanel } from './audit-trail-panel';
import { ProductsPanel } from './products-panel';
import { RightsBadges } from './rights-badges';
import { SessionsPanel } from './sessions-panel';
import { StaffRightsPanel } from './staff-rights-panel';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

function Summary({ account }: { account: AdminAccount }) {
  const session = useSession();
  const canAssume = session.account?.canAssumeUsers === true && !account.isYou;
  return (
    <Panel title="Account">
      <div className="flex flex-col gap-1 text-sm">
        <p className="break-all text-base text-slate-900">{account.email}</p>
        <p className="text-slate-700">
          Account #{account.accountId}
          {account.isYou && ' (your own account)'}
        </p>
        <RightsBadges rights={account.rights} none="No staff rights" />
      </div>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {canAssume && (
          <Link className={LINK} to={paths.assume(account.accountId)}>
            Assume this user
          </Link>
        )}
        <Link className={LINK} to={paths.admin}>
          Find another account
        </Link>
      </p>
    </Panel>
  );
}

function AccountScreen({ accountId }: { accountId: number }) {
  const query = useAdminAccount(accountId);
  const account = query.data;
  if (!account) return <QueryStatus query={query} loading="Loading the account…" />;
  const name = `${account.firstName} ${account.lastName}`;
  return (
    <div className="flex flex-col gap-4">
      <Summary account={account} />
      <ProductsPanel accountId={accountId} name={name} />
      <div className="grid gap-4 lg:grid-cols-2">
        <StaffRightsPanel account={account} />
        <AccountDetailsPanel account={account} />
      </div>
      <SessionsPanel accountId={accountId} name={name} isYou={account.isYou} />
      <AuditTrailPanel accountId={accountId} />
    </div>
  );
}

/** /ngadmin/accounts/:accountId: one account, for admins (issue 26). */
export default function AdminAccountPage() {
  const { accountId = '' } = useParams();
  const id = /^[1-9][0-9]{0,9}$/.test(accountId) ? Number(accountId) : null;
  // The heading names the account: read only by those the page is for (others get no calls).
  const isAdmin = useSession().account?.isAdmin === true;
  const query = useAdminAccount(id ?? 0, id !== null && isAdmin);
  const title = query.data ? `${query.data.firstName} ${query.data.lastName}` : 'Account';
  return (
    <StaffPage title={title} right="admin">
      {id === null ? (
        <Alert tone="error">
          “{accountId}” is not an account id. <Link to={paths.admin}>Find the account</Link>.
        </Alert>
      ) : (
        // a fresh screen per account: no form keeps another account's values
        <AccountScreen key={id} accountId={id} />
      )}
    </StaffPage>
  );
}
