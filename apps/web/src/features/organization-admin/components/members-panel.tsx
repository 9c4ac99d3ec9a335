import type { OrganizationMember, OrganizationRoster } from '@boardready/contracts';
import { ORGANIZATION_ROLES } from '@boardready/contracts/organization-rules';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScrollingDataTable } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useMoveMembers, useRemoveMember } from '../api/members';
import {
  filterMembers,
  formatDay,
  groupName,
  type MemberFilter,
  memberName,
  NO_FILTER,
  oneLine,
  pgyLabel,
  roleLabel,
  seatNames,
} from '../utils/roster-rules';
import { MemberDialog } from './member-dialog';
import { failureOf } from './server-error';

const CELL = 'py-2 pr-4 align-top';
const HEAD = 'py-2 pr-4 font-medium';
const CHECKBOX = 'size-4 shrink-0 accent-brand-700';

function MemberActions({
  member,
  self,
  onEdit,
  onRemove,
}: {
  member: OrganizationMember;
  self: boolean;
  onEdit(member: OrganizationMember): void;
  onRemove(member: OrganizationMember): void;
}) {
  const name = memberName(member);
  return (
    <span className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1"
        aria-label={`Change ${name}`}
        onClick={() => onEdit(member)}
      >
        Change
      </Button>
      {!self && (
        <Button
          variant="secondary"
          className="min-h-9 px-3 py-1"
          aria-label={`Remove ${name}`}
          onClick={() => onRemove(member)}
        >
          Remove
        </Button>
      )}
    </span>
  );
}

/** Role · PGY · group · seats, as one line of a member's card. */
function placementLine(member: OrganizationMember, roster: OrganizationRoster) {
  const seats = seatNames(member, roster.licenses);
  return oneLine([
    roleLabel(member.role),
    member.pgyYear !== null && pgyLabel(member.pgyYear),
    groupName(member.groupId, roster.groups),
    seats.length > 0 ? `Seat: ${seats.join(', ')}` : 'No seat',
    member.isLicenseAdmin && 'License admin',
  ]);
}

/** Moves the chosen members into a group (or out of every group) at once. */
function MoveBar({
  roster,
  selected,
  onMoved,
}: {
  roster: OrganizationRoster;
  selected: number[];
  onMoved(): void;
}) {
  const move = useMoveMembers(roster.organization.organizationId);
  const [target, setTarget] = useState('none');
  if (selected.length === 0) return null;
  return (
    <section
      aria-label="Move the chosen members"
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3 sm:flex-row sm:items-end"
    >
      <p className="text-sm font-medium text-slate-900 sm:pb-2">{selected.length} chosen</p>
      <SelectField
        label="Move to"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        options={[
          ...roster.groups.map((g) => ({ value: String(g.groupId), label: g.name })),
          { value: 'none', label: 'No group' },
        ]}
      />
      <Button
        busy={move.isPending}
        onClick={() =>
          move.mutate(
            {
              memberAccountIds: selected,
              groupId: target === 'none' ? null : Number(target),
            },
            { onSuccess: onMoved },
          )
        }
      >
        Move
      </Button>
      {move.isError && <Alert tone="error">{failureOf(move.error)}</Alert>}
    </section>
  );
}

/** The members: filtered, chosen for a move, changed, removed (their seats free). */
export function MembersPanel({ roster }: { roster: OrganizationRoster }) {
  const remove = useRemoveMember(roster.organization.organizationId);
  const [filter, setFilter] = useState<MemberFilter>(NO_FILTER);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<OrganizationMember | null>(null);
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const shown = filterMembers(roster.members, filter);
  // a member who left the roster (removed) is no longer chosen
  const selected = roster.members.filter((m) => chosen.has(m.accountId)).map((m) => m.accountId);
  const allShownChosen = shown.length > 0 && shown.every((m) => chosen.has(m.accountId));
  const toggle = (accountId: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(accountId);
      else next.delete(accountId);
      return next;
    });
  const choose = (member: OrganizationMember) => (
    <input
      type="checkbox"
      className={CHECKBOX}
      aria-label={`Choose ${memberName(member)}`}
      checked={chosen.has(member.accountId)}
      onChange={(event) => toggle(member.accountId, event.target.checked)}
    />
  );
  const self = (m: OrganizationMember) =>
    m.accountId === roster.viewer.accountId && !roster.viewer.isStaffAdmin;
  const removingSeats = removing ? seatNames(removing, roster.licenses) : [];

  return (
    <Panel
      title="Members"
      description={`${roster.members.length} member${roster.members.length === 1 ? '' : 's'}. Choose members to move them into a group together.`}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Find a member"
          type="search"
          hint="The start of a name or an e-mail address."
          value={filter.text}
          onChange={(event) => setFilter({ ...filter, text: event.target.value })}
        />
        <SelectField
          label="Group"
          value={filter.group}
          onChange={(event) => setFilter({ ...filter, group: event.target.value })}
          options={[
            { value: '', label: 'All groups' },
            ...roster.groups.map((g) => ({ value: String(g.groupId), label: g.name })),
            { value: 'none', label: 'No group' },
          ]}
        />
        <SelectField
          label="Role"
          value={filter.role}
          onChange={(event) =>
            setFilter({ ...filter, role: event.target.value as MemberFilter['role'] })
          }
          options={[
            { value: '', label: 'All roles' },
            ...ORGANIZATION_ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
          ]}
        />
      </div>
      <MoveBar roster={roster} selected={selected} onMoved={() => setChosen(new Set())} />
      {shown.length === 0 ? (
        <p className="text-sm text-slate-700">No member matches.</p>
      ) : (
        <>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={allShownChosen}
              onChange={(event) => {
                for (const m of shown) toggle(m.accountId, event.target.checked);
              }}
            />
            Choose all shown ({shown.length})
          </label>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Members">
            {shown.map((m) => (
              <li
                key={m.accountId}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm"
              >
                <div className="flex items-start gap-3">
                  <span className="pt-0.5">{choose(m)}</span>
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <p className="font-semibold text-slate-900">{memberName(m)}</p>
                    <p className="break-all text-slate-600">{m.email}</p>
                    <p className="text-slate-700">{placementLine(m, roster)}</p>
                  </div>
                </div>
                <MemberActions
                  member={m}
                  self={self(m)}
                  onEdit={setEditing}
                  onRemove={setRemoving}
                />
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <ScrollingDataTable
              caption="Members"
              rows={shown}
              rowKey={(m) => m.accountId}
              columns={[
                {
                  id: 'choose',
                  header: <span className="sr-only">Chosen</span>,
                  headerClassName: 'w-8 py-2 pr-2',
                  cellClassName: 'py-2 pr-2 align-top',
                  cell: choose,
                },
                {
                  id: 'name',
                  header: 'Member',
                  rowHeader: true,
                  headerClassName: HEAD,
                  cellClassName: `${CELL} font-normal`,
                  cell: (m) => (
                    <span className="flex flex-col">
                      <span className="font-semibold text-slate-900">{memberName(m)}</span>
                      <span className="break-all text-xs text-slate-600">{m.email}</span>
                    </span>
                  ),
                },
                {
                  id: 'role',
                  header: 'Role',
                  headerClassName: HEAD,
                  cellClassName: CELL,
                  cell: (m) => (
                    <span className="flex flex-col">
                      {roleLabel(m.role)}
                      {m.isLicenseAdmin && (
                        <span className="text-xs text-slate-600">License admin</span>
                      )}
                    </span>
                  ),
                },
                {
                  id: 'pgy',
                  header: 'PGY',
                  headerClassName: HEAD,
                  cellClassName: CELL,
                  cell: (m) => pgyLabel(m.pgyYear),
                },
                {
                  id: 'group',
                  header: 'Group',
                  headerClassName: HEAD,
                  cellClassName: CELL,
                  cell: (m) => groupName(m.groupId, roster.groups),
                },
                {
                  id: 'seats',
                  header: 'Seats',
                  headerClassName: HEAD,
                  cellClassName: CELL,
                  cell: (m) => seatNames(m, roster.licenses).join(', ') || 'None',
                },
                {
                  id: 'joined',
                  header: 'Joined',
                  headerClassName: HEAD,
                  cellClassName: `${CELL} whitespace-nowrap`,
                  cell: (m) => formatDay(m.joinedAt),
                },
                {
                  id: 'actions',
                  header: 'Actions',
                  headerClassName: 'py-2 font-medium',
                  cellClassName: 'py-2 align-top',
                  cell: (m) => (
                    <MemberActions
                      member={m}
                      self={self(m)}
                      onEdit={setEditing}
                      onRemove={setRemoving}
                    />
                  ),
                },
              ]}
            />
          </div>
        </>
      )}
      <MemberDialog roster={roster} member={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={
          removing
            ? `Remove ${memberName(removing)} from ${roster.organization.name}?`
            : 'Remove the member'
        }
        description={`${
          removingSeats.length > 0
            ? `Their seat${removingSeats.length === 1 ? '' : 's'} (${removingSeats.join(', ')}) end${removingSeats.length === 1 ? 's' : ''} now and ${removingSeats.length === 1 ? 'is' : 'are'} free for someone else. `
            : ''
        }Their own study history stays theirs.`}
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.accountId, { onSuccess: () => setRemoving(null) });
        }}
      >
        {remove.isError && <Alert tone="error">{failureOf(remove.error)}</Alert>}
      </ConfirmDialog>
    </Panel>
  );
}
