import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useRoster } from '../api/roster';
import { routeId } from '../utils/legacy-members';
import { NotYourOrganizations, useAccountPageAccess } from './account-page-access';
import { GroupsPanel } from './groups-panel';
import { InvitationsPanel } from './invitations-panel';
import { InvitePanel } from './invite-panel';
import { MembersPanel } from './members-panel';
import { SeatsPanel } from './seats-panel';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * /ngadmin/accounts/:accountId/organizations/:organizationId/members (ROUTE-60): one
 * organization's seats, members, invitations and groups, for its license admins and staff admins.
 * The page is the account's: a license admin opens it under their own account only.
 */
export default function OrganizationMembersPage() {
  const params = useParams();
  const accountId = routeId(params.accountId);
  const organizationId = routeId(params.organizationId);
  const { mine, allowed } = useAccountPageAccess(accountId);
  const query = useRoster(organizationId ?? 0, organizationId !== null && allowed);
  const roster = query.data;
  const name = roster?.organization.name;
  return (
    <Page title={name ?? 'Members'} windowTitle={name ? `Members of ${name}` : 'Members'} wide>
      {accountId !== null && allowed && (
        <Link className={`${LINK} self-start text-sm`} to={paths.adminOrganizations(accountId)}>
          All organizations
        </Link>
      )}
      {accountId === null || organizationId === null ? (
        <Alert tone="error">This address does not name an account and an organization.</Alert>
      ) : !allowed ? (
        <NotYourOrganizations mine={mine} />
      ) : !roster ? (
        <QueryStatus query={query} loading="Loading the members…" />
      ) : (
        <div key={organizationId} className="flex flex-col gap-4">
          <SeatsPanel roster={roster} />
          <MembersPanel roster={roster} />
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <InvitePanel roster={roster} />
            <InvitationsPanel roster={roster} />
          </div>
          <GroupsPanel roster={roster} />
        </div>
      )}
    </Page>
  );
}
