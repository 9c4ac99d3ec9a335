import type { AdministeredOrganization } from '@boardready/contracts';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ScrollingDataTable } from '@/components/ui/data-table';
import { Page } from '@/components/ui/page';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useAccountOrganizations } from '../api/account-organizations';
import { routeId } from '../utils/legacy-members';
import { NotYourOrganizations, useAccountPageAccess } from './account-page-access';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2';
const CELL = 'py-2 pr-4 align-top';
const HEAD = 'py-2 pr-4 font-medium';

const seatsText = (o: AdministeredOrganization) =>
  o.seats === 0 ? 'No seats' : `${o.seatsUsed} of ${o.seats} used`;

function OrganizationList({ accountId }: { accountId: number }) {
  const query = useAccountOrganizations(accountId);
  if (!query.data) return <QueryStatus query={query} loading="Loading the organizations…" />;
  const { organizations, name } = query.data;
  const link = (o: AdministeredOrganization) => (
    <Link className={LINK} to={paths.adminOrganizationMembers(accountId, o.organizationId)}>
      {o.name}
    </Link>
  );
  return (
    <Panel
      title={`Organizations of ${name}`}
      description="Open an organization to see its seats, members, invitations and groups."
    >
      {organizations.length === 0 ? (
        <p className="text-sm text-slate-700">
          {name} administers no organization. A program director or staff admin can make them a
          license admin of theirs.
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3 sm:hidden" aria-label="Organizations">
            {organizations.map((o) => (
              <li
                key={o.organizationId}
                className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm"
              >
                {link(o)}
                <span className="text-slate-700">
                  {o.isResidencyProgram ? 'Residency program' : 'Organization'} · {o.members}{' '}
                  members · {seatsText(o)} · {o.pendingInvitations} invitations pending
                </span>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <ScrollingDataTable
              caption={`Organizations of ${name}`}
              rows={organizations}
              rowKey={(o) => o.organizationId}
              columns={[
                {
                  id: 'name',
                  header: 'Organization',
                  rowHeader: true,
                  headerClassName: HEAD,
                  cellClassName: `${CELL} font-normal`,
                  cell: link,
                },
                {
                  id: 'kind',
                  header: 'Kind',
                  headerClassName: HEAD,
                  cellClassName: CELL,
                  cell: (o) => (o.isResidencyProgram ? 'Residency program' : 'Organization'),
                },
                {
                  id: 'members',
                  header: 'Members',
                  headerClassName: HEAD,
                  cellClassName: CELL,
                  cell: (o) => o.members,
                },
                {
                  id: 'seats',
                  header: 'Seats',
                  headerClassName: HEAD,
                  cellClassName: CELL,
                  cell: seatsText,
                },
                {
                  id: 'invitations',
                  header: 'Invitations pending',
                  headerClassName: HEAD,
                  cellClassName: CELL,
                  cell: (o) => o.pendingInvitations,
                },
              ]}
            />
          </div>
        </>
      )}
    </Panel>
  );
}

/**
 * /ngadmin/accounts/:accountId/organizations (ROUTE-59): the organizations the account
 * administers. A license admin opens their own; staff admins anyone's (the server checks).
 */
export default function OrganizationsPage() {
  const { accountId: param } = useParams();
  const accountId = routeId(param);
  const { mine, allowed } = useAccountPageAccess(accountId);
  return (
    <Page title="Organizations" wide>
      {accountId === null ? (
        <Alert tone="error">“{param}” is not an account id.</Alert>
      ) : !allowed ? (
        <NotYourOrganizations mine={mine} />
      ) : (
        <OrganizationList key={accountId} accountId={accountId} />
      )}
    </Page>
  );
}
