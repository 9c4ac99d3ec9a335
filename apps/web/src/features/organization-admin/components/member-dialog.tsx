import type {
  OrganizationMember,
  OrganizationRoster,
  UpdateMemberBody,
} from '@boardready/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ServerForm } from '@/components/ui/server-form';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useFreeSeat, useGrantSeat, useUpdateMember } from '../api/members';
import { memberName } from '../utils/roster-rules';
import { PlacementFields, type PlacementValues } from './placement-fields';
import { failureOf } from './server-error';

interface Values extends PlacementValues {
  isLicenseAdmin: boolean;
}
const resolver = lazyZodResolver<Values, UpdateMemberBody>(
  async () => (await import('../utils/forms')).memberForm,
);

/** A member's seats: one of each license in force to give, or to take back. */
function SeatsOfMember({
  roster,
  member,
}: {
  roster: OrganizationRoster;
  member: OrganizationMember;
}) {
  const organizationId = roster.organization.organizationId;
  const grant = useGrantSeat(organizationId);
  const free = useFreeSeat(organizationId);
  const licenses = roster.licenses.filter(
    (l) => l.state !== 'ended' || member.seatLicenseIds.includes(l.licenseId),
  );
  const failure = grant.error ?? free.error;
  if (licenses.length === 0) return null;
  return (
    <section
      aria-label="Seats of this member"
      className="flex flex-col gap-2 border-t border-slate-200 pt-4"
    >
      <h3 className="text-base font-semibold text-slate-900">Seats</h3>
      {failure && <Alert tone="error">{failureOf(failure)}</Alert>}
      <ul className="flex flex-col gap-2">
        {licenses.map((l) => {
          const held = member.seatLicenseIds.includes(l.licenseId);
          const change = { memberAccountId: member.accountId, licenseId: l.licenseId };
          return (
            <li
              key={l.licenseId}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span className="text-slate-800">
                {l.productName}: {held ? 'holds a seat' : `no seat (${l.free} free)`}
              </span>
              {held ? (
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  busy={free.isPending}
                  onClick={() => {
                    grant.reset();
                    free.mutate(change);
                  }}
                >
                  Take Seat Back
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  disabled={l.free === 0}
                  busy={grant.isPending}
                  onClick={() => {
                    free.reset();
                    grant.mutate(change);
                  }}
                >
                  Give a Seat
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function MemberForm({
  roster,
  member,
  onDone,
}: {
  roster: OrganizationRoster;
  member: OrganizationMember;
  onDone(): void;
}) {
  const update = useUpdateMember(roster.organization.organizationId);
  const form = useServerForm<Values, UpdateMemberBody>({
    resolver,
    defaultValues: {
      role: member.role,
      pgyYear: member.pgyYear === null ? '' : String(member.pgyYear),
      groupId: member.groupId === null ? '' : String(member.groupId),
      isLicenseAdmin: member.isLicenseAdmin,
    },
    serverFields: ['role', 'pgyYear', 'groupId', 'isLicenseAdmin'],
    submit: async (body) => {
      await update.mutateAsync({ ...body, memberAccountId: member.accountId });
      onDone();
    },
  });
  const own = member.accountId === roster.viewer.accountId && !roster.viewer.isStaffAdmin;
  return (
    <ServerForm form={form} label={`Change ${memberName(member)}`}>
      <PlacementFields form={form} role={form.watch('role')} groups={roster.groups} />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          disabled={own && member.isLicenseAdmin}
          {...form.register('isLicenseAdmin')}
        />
        <span>
          License admin: administers the program's members, invitations and groups on this page.
          {own &&
            member.isLicenseAdmin &&
            ' Another license admin can take it from you; you cannot.'}
        </span>
      </label>
      {form.formState.errors.isLicenseAdmin?.message && (
        <Alert tone="error">{form.formState.errors.isLicenseAdmin.message}</Alert>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          Save Member
        </Button>
      </div>
    </ServerForm>
  );
}

/** Changes a member: role, PGY year, group, license admin flag; seats given or taken back. */
export function MemberDialog({
  roster,
  member,
  onClose,
}: {
  roster: OrganizationRoster;
  member: OrganizationMember | null;
  onClose(): void;
}) {
  // the roster is read again after each seat change: the member as it is now
  const current = member && roster.members.find((m) => m.accountId === member.accountId);
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={member ? `Change ${memberName(member)}` : 'Change the member'}
      size="md"
    >
      {current && (
        <>
          <p className="break-all text-sm text-slate-700">{current.email}</p>
          <MemberForm key={current.accountId} roster={roster} member={current} onDone={onClose} />
          <SeatsOfMember roster={roster} member={current} />
        </>
      )}
    </Dialog>
  );
}
