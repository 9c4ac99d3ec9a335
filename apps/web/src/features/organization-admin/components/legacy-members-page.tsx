import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { legacyMembersTarget } from '../utils/legacy-members';

/**
 * The legacy members address (spec §2: '/mms#account/{accountId}/organization/edit/
 * {organizationId}/members', a full page load). The server sends the app; the hash, which never
 * reaches it, names the organization: its members page in the app. Any other hash lands on the
 * signed-in account's organizations.
 */
export default function LegacyMembersPage() {
  const navigate = useNavigate();
  const accountId = useSession().account?.AccountId ?? 0;
  useEffect(() => {
    const target = legacyMembersTarget(window.location.hash);
    navigate(
      target
        ? paths.adminOrganizationMembers(target.accountId, target.organizationId)
        : paths.adminOrganizations(accountId),
      { replace: true },
    );
  }, [navigate, accountId]);
  return <Page title="Members" />;
}
