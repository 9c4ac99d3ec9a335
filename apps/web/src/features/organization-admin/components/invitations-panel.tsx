import type { OrganizationInvitation, OrganizationRoster } from '@boardready/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { useResendInvitation, useRevokeInvitation } from '../api/invitations';
import {
  formatDay,
  groupName,
  invitationExpiry,
  oneLine,
  pgyLabel,
  roleLabel,
} from '../utils/roster-rules';
import { failureOf } from './server-error';

function placement(invitation: OrganizationInvitation, roster: OrganizationRoster) {
  const seat = roster.licenses.find((l) => l.licenseId === invitation.licenseId);
  return oneLine([
    roleLabel(invitation.role),
    invitation.pgyYear !== null && pgyLabel(invitation.pgyYear),
    invitation.groupId !== null && groupName(invitation.groupId, roster.groups),
    seat ? `Seat: ${seat.productName}` : 'No seat',
  ]);
}

/** The invitations not yet accepted: pending ones and expired ones, to resend or revoke. */
export function InvitationsPanel({ roster }: { roster: OrganizationRoster }) {
  const organizationId = roster.organization.organizationId;
  const resend = useResendInvitation(organizationId);
  const revoke = useRevokeInvitation(organizationId);
  const [revoking, setRevoking] = useState<OrganizationInvitation | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const { invitations } = roster;

  return (
    <Panel
      title="Invitations"
      description="Invitations not accepted yet. Resending mails a new link with a new expiry; the old link stops working."
    >
      {resent && <Alert tone="success">A new link was sent to {resent}.</Alert>}
      {resend.isError && <Alert tone="error">{failureOf(resend.error)}</Alert>}
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-700">No invitation is waiting for an answer.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Open invitations">
          {invitations.map((invitation) => (
            <li
              key={invitation.invitationId}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="break-all font-semibold text-slate-900">{invitation.email}</p>
                <p className="text-slate-700">{placement(invitation, roster)}</p>
                <p className="text-slate-600">
                  Sent {formatDay(invitation.sentAt)}
                  {invitation.invitedBy && ` by ${invitation.invitedBy}`} ·{' '}
                  <span
                    className={
                      invitation.status === 'expired' ? 'font-medium text-red-800' : undefined
                    }
                  >
                    {invitationExpiry(invitation)}
                  </span>
                </p>
              </div>
              <span className="flex shrink-0 flex-wrap gap-2">
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  busy={resend.isPending && resend.variables === invitation.invitationId}
                  onClick={() => {
                    setResent(null);
                    resend.mutate(invitation.invitationId, {
                      onSuccess: () => setResent(invitation.email),
                    });
                  }}
                >
                  Resend
                </Button>
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  onClick={() => setRevoking(invitation)}
                >
                  Revoke
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRevoking(null);
            revoke.reset();
          }
        }}
        title={revoking ? `Revoke the invitation to ${revoking.email}?` : 'Revoke the invitation'}
        description="Its link stops working at once. You can invite the address again later."
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onConfirm={() => {
          if (revoking)
            revoke.mutate(revoking.invitationId, { onSuccess: () => setRevoking(null) });
        }}
      >
        {revoke.isError && <Alert tone="error">{failureOf(revoke.error)}</Alert>}
      </ConfirmDialog>
    </Panel>
  );
}
