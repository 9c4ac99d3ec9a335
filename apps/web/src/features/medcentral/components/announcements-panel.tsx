import type { MedCentralAnnouncement, MedCentralProgram } from '@boardready/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useSnackbar } from '@/lib/snackbar';
import { useArchiveAnnouncement } from '../api/archive-announcement';
import { useAssignableContent } from '../api/assignable-content';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useUpdateAnnouncement } from '../api/update-announcement';
import { formatDay } from '../utils/wording';
import { AnnouncementForm } from './announcement-form';

/**
 * The program's announcements, newest first. Its directors and faculty post one to everyone or
 * to a group, edit it and archive it (residents then no longer see it).
 */
export function AnnouncementsPanel({
  program,
  announcements,
}: {
  program: MedCentralProgram;
  announcements: readonly MedCentralAnnouncement[];
}) {
  const { organizationId, canManage } = program;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const groups = useAssignableContent(organizationId, canManage).data?.groups ?? [];
  const create = useCreateAnnouncement(organizationId);
  const update = useUpdateAnnouncement(organizationId);
  const archive = useArchiveAnnouncement(organizationId);
  const show = useSnackbar((s) => s.show);

  return (
    <Panel title="Announcements">
      {canManage &&
        (editing === 'new' ? (
          <AnnouncementForm
            label="New announcement"
            groups={groups}
            busy={create.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) =>
              create.mutateAsync(body).then(() => {
                setEditing(null);
                show({ tone: 'success', text: 'The announcement is posted.' });
              })
            }
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              New announcement
            </Button>
          </div>
        ))}
      {announcements.length === 0 ? (
        <p className="text-sm text-slate-700">No announcements from your program yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {announcements.map((a) =>
            editing === a.announcementId ? (
              <li key={a.announcementId}>
                <AnnouncementForm
                  label={`Edit ${a.title}`}
                  groups={groups}
                  initial={a}
                  busy={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(body) =>
                    update.mutateAsync({ announcementId: a.announcementId, body }).then(() => {
                      setEditing(null);
                      show({ tone: 'success', text: 'The announcement is saved.' });
                    })
                  }
                />
              </li>
            ) : (
              <AnnouncementItem
                key={a.announcementId}
                announcement={a}
                manage={
                  canManage
                    ? {
                        onEdit: () => setEditing(a.announcementId),
                        onArchive: () =>
                          archive.mutate(a.announcementId, {
                            onSuccess: () =>
                              show({ tone: 'success', text: `“${a.title}” is archived.` }),
                            onError: (error) => show({ tone: 'failure', text: error.message }),
                          }),
                        archiving: archive.isPending && archive.variables === a.announcementId,
                      }
                    : null
                }
              />
            ),
          )}
        </ul>
      )}
    </Panel>
  );
}

function AnnouncementItem({
  announcement: a,
  manage,
}: {
  announcement: MedCentralAnnouncement;
  manage: { onEdit(): void; onArchive(): void; archiving: boolean } | null;
}) {
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4"
      >
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {a.title}
        </h3>
        <p className="text-xs text-slate-600">
          <time dateTime={a.createdAt}>{formatDay(a.createdAt)}</time>
          {a.authorName && ` · ${a.authorName}`}
          {` · ${a.groupName ? `To ${a.groupName}` : 'To everyone'}`}
        </p>
        <p className="text-sm whitespace-pre-wrap break-words text-slate-800">{a.body}</p>
        {manage && (
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={manage.onEdit} aria-label={`Edit ${a.title}`}>
              Edit
            </Button>
            <Button
              variant="ghost"
              onClick={manage.onArchive}
              busy={manage.archiving}
              aria-label={`Archive ${a.title}`}
            >
              Archive
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
