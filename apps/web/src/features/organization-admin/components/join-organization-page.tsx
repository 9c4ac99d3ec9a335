import type { InvitationPreview, JoinedOrganization } from '@boardready/contracts';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { signOut, useSession } from '@/lib/session';
import { useAcceptInvitation, useInvitation } from '../api/join';
import { joinedSentence, refusedSentence } from '../utils/join-rules';
import { formatDay, oneLine, pgyLabel, roleLabel } from '../utils/roster-rules';
import { failureOf } from './server-error';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2';
const BUTTON_LINK =
  'inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';

function What({ invitation }: { invitation: InvitationPreview }) {
  const place = oneLine(
    [
      roleLabel(invitation.role).toLowerCase(),
      invitation.pgyYear !== null && pgyLabel(invitation.pgyYear),
      invitation.groupName,
    ],
    ', ',
  );
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-800">
      <p>
        {invitation.invitedBy ?? 'Your program'} invites you to join{' '}
        <strong>{invitation.organizationName}</strong> as a {place}.
      </p>
      {invitation.seatProductName && (
        <p>The program gives you a seat of {invitation.seatProductName} while one is free.</p>
      )}
      <p className="text-slate-600">
        This invitation is for <strong className="break-all">{invitation.email}</strong>. It expires
        on {formatDay(invitation.expiresAt)}.
      </p>
    </div>
  );
}

function Joined({ joined }: { joined: JoinedOrganization }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="success">{joinedSentence(joined)}</Alert>
      <p className="flex flex-wrap gap-4 text-sm">
        {joined.isResidencyProgram && (
          <Link className={LINK} to={paths.medCentral}>
            Open MedCentral
          </Link>
        )}
        <Link className={LINK} to={paths.products}>
          Go to My Products
        </Link>
      </p>
    </div>
  );
}

/** Signed out: sign in or create the account, then back here. */
function SignInFirst({ token, email }: { token: string; email: string }) {
  const back = encodeURIComponent(`/join/${token}`);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-800">
        Sign in with {email}, or create your account with it, to join.
      </p>
      <p className="flex flex-wrap gap-3">
        <Link
          className={`${BUTTON_LINK} bg-brand-700 text-white hover:bg-brand-800`}
          to={`${paths.login}?returnUrl=${back}`}
        >
          Sign In
        </Link>
        <Link
          className={`${BUTTON_LINK} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
          to={`${paths.login}?mode=register&returnUrl=${back}`}
        >
          Create Account
        </Link>
      </p>
    </div>
  );
}

function JoinCard({ token }: { token: string }) {
  const session = useSession();
  const query = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const invitation = query.data;
  if (accept.data) return <Joined joined={accept.data} />;
  if (!invitation) return <QueryStatus query={query} loading="Loading the invitation…" />;
  const refused = refusedSentence(invitation);
  const signedInAs = session.account?.Email.toLowerCase();
  return (
    <div className="flex flex-col gap-4">
      <What invitation={invitation} />
      {refused ? (
        <Alert tone="error">{refused}</Alert>
      ) : !session.isLoggedIn ? (
        <SignInFirst token={token} email={invitation.email} />
      ) : signedInAs !== invitation.email ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">
            You are signed in as {session.account?.Email}, and this invitation is for{' '}
            {invitation.email}. Sign out, then sign in (or create your account) with{' '}
            {invitation.email}.
          </Alert>
          <Button variant="secondary" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          {accept.isError && <Alert tone="error">{failureOf(accept.error)}</Alert>}
          <Button busy={accept.isPending} onClick={() => accept.mutate()}>
            Join {invitation.organizationName}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * /join/:token, the link of an invitation mail: what it invites to; signed out, sign in or
 * create the account (and come back here); then one button joins. A button, not the page load,
 * joins, so that a mail scanner opening the link uses nothing up.
 */
export default function JoinOrganizationPage() {
  const { token = '' } = useParams();
  return (
    <Page title="Join your program">
      <Panel title="Your invitation">
        {/^[A-Za-z0-9_-]{20,200}$/.test(token) ? (
          <JoinCard key={token} token={token} />
        ) : (
          <Alert tone="error">
            This invitation link is not complete. Open the link from the mail again.
          </Alert>
        )}
      </Panel>
    </Page>
  );
}
