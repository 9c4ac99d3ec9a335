import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { QueryStatus } from '@/components/ui/query-status';
import { useProfile } from '../api/get-profile';
import { BoardIdentifiersSection } from './board-identifiers-section';
import { DevicesSection } from './devices-section';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';

/** /account (spec §2 'My Account'): the person's name, e-mail, password, board IDs and devices. */
export function AccountPage() {
  const profile = useProfile();
  return (
    <Page title="My Account">
      <QueryStatus query={profile} loading="Loading your account…" />
      {profile.data && (
        <div className="flex flex-col gap-6">
          {profile.data.assumed && (
            <Alert tone="info">
              You are acting as {profile.data.firstName} {profile.data.lastName}. You can correct
              their name and board IDs; their e-mail address, password and sign-ins stay theirs to
              change.
            </Alert>
          )}
          <NameSection profile={profile.data} />
          <EmailSection profile={profile.data} />
          <PasswordSection assumed={profile.data.assumed} />
          <BoardIdentifiersSection profile={profile.data} />
          <DevicesSection profile={profile.data} />
        </div>
      )}
    </Page>
  );
}

export default AccountPage;
