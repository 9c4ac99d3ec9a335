import type { GroupBody, OrganizationGroup, OrganizationRoster } from '@boardready/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { FormTextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { ServerForm } from '@/components/ui/server-form';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useCreateGroup, useDeleteGroup, useRenameGroup } from '../api/groups';
import { failureOf } from './server-error';

const resolver = lazyZodResolver<GroupBody>(
  async () => (await import('@boardready/contracts/organizations')).groupBody,
);

/** A group's name: a new group's, or a new name for `group`. */
function GroupNameForm({
  roster,
  group,
  onDone,
}: {
  roster: OrganizationRoster;
  group?: OrganizationGroup;
  onDone?: () => void;
}) {
  const organizationId = roster.organization.organizationId;
  const create = useCreateGroup(organizationId);
  const rename = useRenameGroup(organizationId);
  const form = useServerForm<GroupBody, GroupBody>({
    resolver,
    defaultValues: { name: group?.name ?? '' },
    serverFields: ['name'],
    submit: async ({ name }) => {
      if (group) await rename.mutateAsync({ groupId: group.groupId, name });
      else await create.mutateAsync({ name });
      form.reset({ name: group ? name : '' });
      onDone?.();
    },
  });
  return (
    <ServerForm
      form={form}
      label={group ? `Rename ${group.name}` : 'Add a group'}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormTextField
        form={form}
        name="name"
        label={group ? 'New name' : 'New group'}
        hint={group ? undefined : 'A class year or a track, e.g. "PGY-1 class 2027".'}
        className="min-w-0 flex-1"
      />
      <div className="flex gap-3 sm:pt-6">
        {onDone && (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={create.isPending || rename.isPending}>
          {group ? 'Rename' : 'Add Group'}
        </Button>
      </div>
    </ServerForm>
  );
}

/** The program's groups (class years, tracks): added, renamed, deleted. */
export function GroupsPanel({ roster }: { roster: OrganizationRoster }) {
  const remove = useDeleteGroup(roster.organization.organizationId);
  const [renaming, setRenaming] = useState<OrganizationGroup | null>(null);
  const [deleting, setDeleting] = useState<OrganizationGroup | null>(null);
  return (
    <Panel
      title="Groups"
      description="Group members by class year or track; assignments and the dashboard use them."
    >
      {roster.groups.length === 0 ? (
        <p className="text-sm text-slate-700">No groups yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label="Groups">
          {roster.groups.map((group) => (
            <li
              key={group.groupId}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <span>
                <span className="font-semibold text-slate-900">{group.name}</span>{' '}
                <span className="text-slate-600">
                  ({group.members} member{group.members === 1 ? '' : 's'})
                </span>
              </span>
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  aria-label={`Rename ${group.name}`}
                  onClick={() => setRenaming(group)}
                >
                  Rename
                </Button>
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1"
                  aria-label={`Delete ${group.name}`}
                  onClick={() => setDeleting(group)}
                >
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-slate-200 pt-4">
        <GroupNameForm roster={roster} />
      </div>
      <Dialog
        open={renaming !== null}
        onOpenChange={(open) => {
          if (!open) setRenaming(null);
        }}
        title={renaming ? `Rename ${renaming.name}` : 'Rename the group'}
      >
        {renaming && (
          <GroupNameForm
            key={renaming.groupId}
            roster={roster}
            group={renaming}
            onDone={() => setRenaming(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete the group'}
        description="Its members stay in the program without a group."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.groupId, { onSuccess: () => setDeleting(null) });
        }}
      >
        {remove.isError && <Alert tone="error">{failureOf(remove.error)}</Alert>}
      </ConfirmDialog>
    </Panel>
  );
}
