import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAccountSessions, useSignOutAccountEverywhere } from '../api/account-sessions';
import { formatDateTime } from '../utils/dates';
import { describeBrowser } from '../utils/user-agent';

/**
 * Where the account is signed in (never a token or its hash) and the browsers it signed in from;
 * "sign out everywhere" ends every session, as My Account's button does for the account holder.
 */
export function SessionsPanel({
  accountId,
  name,
  isYou,
}: {
  accountId: number;
  name: string;
  isYou: boolean;
}) {
  const query = useAccountSessions(accountId);
  const signOut = useSignOutAccountEverywhere(accountId, isYou);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [ended, setEnded] = useState<number | null>(null);
  const sessions = query.data?.sessions ?? [];
  const devices = query.data?.devices ?? [];

  return (
    <Panel title="Sessions and devices">
      <QueryStatus query={query} loading="Loading the sessions…" />
      {ended !== null && (
        <Alert tone="success">
          {ended === 1 ? '1 session was ended.' : `${ended} sessions were ended.`}
        </Alert>
      )}
      {query.data && (
        <>
          {sessions.length === 0 ? (
            <p className="text-sm text-slate-700">{name} is not signed in anywhere.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Signed-in sessions">
              {sessions.map((s) => (
                <li key={s.sessionId} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-semibold text-slate-900" title={s.userAgent ?? undefined}>
                    {describeBrowser(s.userAgent)}
                    {s.current && (
                      <span className="font-normal text-slate-600"> (this session)</span>
                    )}
                  </p>
                  <p className="text-slate-700">
                    Signed in {formatDateTime(s.createdAt)}; last seen{' '}
                    {formatDateTime(s.lastSeenAt)}
                  </p>
                  {s.assuming && <p className="text-slate-700">Acting as {s.assuming.email}</p>}
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-slate-700">
            {devices.length === 0
              ? 'No browser is remembered for this account yet.'
              : `${devices.length} known ${devices.length === 1 ? 'browser' : 'browsers'}; the last sign-in was ${formatDateTime(devices[0]!.lastSignedInAt)}.`}
          </p>
          {sessions.length > 0 && (
            <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
              Sign Out Everywhere
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) signOut.reset();
        }}
        title={`Sign ${name} out everywhere?`}
        description={
          isYou
            ? 'Every session of your account ends, this one too: you sign in again afterwards.'
            : `Every browser and device signed in as ${name} is signed out. They sign in again with their password.`
        }
        confirmLabel="Sign Out Everywhere"
        destructive
        busy={signOut.isPending}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: ({ sessionsEnded }) => {
              setConfirming(false);
              if (isYou) void navigate(paths.login, { replace: true });
              else setEnded(sessionsEnded);
            },
          })
        }
      >
        {signOut.isError && (
          <Alert tone="error">
            {signOut.error instanceof ApiError
              ? signOut.error.message
              : 'We could not reach the server. Check your connection and try again.'}
          </Alert>
        )}
      </ConfirmDialog>
    </Panel>
  );
}
