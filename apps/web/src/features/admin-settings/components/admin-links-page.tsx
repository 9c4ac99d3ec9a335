import type { AdminFavoriteLink } from '@boardready/contracts';
import { FAVORITE_LINKS_MAX } from '@boardready/contracts/admin-settings-rules';
import { useEffect, useState } from 'react';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { ApiError } from '@/lib/api-client';
import {
  useDeleteFavoriteLink,
  useFavoriteLinks,
  useOrderFavoriteLinks,
  useUpdateFavoriteLink,
} from '../api/favorite-links';
import { moveItem } from '../utils/move-item';
import { FavoriteLinkDialog } from './favorite-link-dialog';

const SMALL = 'min-h-9 px-2.5 py-1 sm:px-3';
const ADD_LINK = 'add-favorite-link';

/** /ngadmin/links: the admin's own favorite admin links, shown in their user menu (spec §3). */
export default function AdminLinksPage() {
  return (
    <StaffPage title="Favorite admin links" right="admin">
      <LinksScreen />
    </StaffPage>
  );
}

const failure = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : 'That did not work. Check your connection and try again.';

function LinksScreen() {
  const links = useFavoriteLinks();
  const order = useOrderFavoriteLinks();
  const update = useUpdateFavoriteLink();
  const remove = useDeleteFavoriteLink();
  const [editing, setEditing] = useState<AdminFavoriteLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFavoriteLink | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const done = (text: string) => setNotice({ tone: 'success', text });
  const failed = (error: unknown) => setNotice({ tone: 'error', text: failure(error) });
  const [focus, setFocus] = useState<string | null>(null);

  // A moved row is drawn in its new place: its button gets the focus back there. After a delete
  // the focus goes to Add Link, once the closing dialog has let it go (hence the next task).
  useEffect(() => {
    if (!focus || order.isPending) return;
    const timer = setTimeout(() => {
      document.getElementById(focus)?.focus();
      setFocus(null);
    });
    return () => clearTimeout(timer);
  }, [focus, order.isPending]);

  if (!links.data) return <QueryStatus query={links} loading="Loading your links…" />;
  const list = links.data.links;

  const move = (index: number, by: -1 | 1) => {
    const moved = list[index]!;
    const to = index + by;
    const edge = to === 0 || to === list.length - 1;
    order.mutate(
      moveItem(list, index, by).map((l) => l.linkId),
      {
        onError: failed,
        onSuccess: () => {
          done(`“${moved.text}” moved ${by === -1 ? 'up' : 'down'}.`);
          setFocus(
            `link-${moved.linkId}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`,
          );
        },
      },
    );
  };
  const toggleHidden = (link: AdminFavoriteLink) => {
    const { linkId, ...body } = link;
    update.mutate(
      { linkId, body: { ...body, hidden: !link.hidden } },
      {
        onError: failed,
        onSuccess: () =>
          done(`“${link.text}” is ${link.hidden ? 'back in' : 'hidden from'} your user menu.`),
      },
    );
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-slate-700">
          Your shortcuts in the user menu, in this order; hidden ones stay here only. A link opens
          its URL, or its route inside the app when the adminLinksAsRoutes flag is on.
        </p>
        <Button
          id={ADD_LINK}
          onClick={() => setEditing('new')}
          disabled={list.length >= FAVORITE_LINKS_MAX}
        >
          Add Link
        </Button>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Panel title="Your links">
        {list.length === 0 ? (
          <p className="text-sm text-slate-700">No links yet: add the pages you open most.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-200">
            {list.map((link, index) => (
              <li
                key={link.linkId}
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {link.text}
                    {link.hidden && (
                      <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                        Hidden
                      </span>
                    )}
                  </span>
                  <span className="truncate font-mono text-xs text-slate-600">
                    <span className="font-sans font-medium">Route </span>
                    {link.route}
                  </span>
                  <span className="truncate font-mono text-xs text-slate-600">
                    <span className="font-sans font-medium">URL </span>
                    {link.url}
                  </span>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    id={`link-${link.linkId}-up`}
                    variant="secondary"
                    className={SMALL}
                    aria-label={`Move ${link.text} up`}
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(index, -1)}
                  >
                    Up
                  </Button>
                  <Button
                    id={`link-${link.linkId}-down`}
                    variant="secondary"
                    className={SMALL}
                    aria-label={`Move ${link.text} down`}
                    disabled={index === list.length - 1 || order.isPending}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </Button>
                  <Button
                    variant="secondary"
                    className={SMALL}
                    aria-label={`Edit ${link.text}`}
                    onClick={() => setEditing(link)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    className={SMALL}
                    aria-label={`${link.hidden ? 'Show' : 'Hide'} ${link.text}`}
                    disabled={update.isPending}
                    onClick={() => toggleHidden(link)}
                  >
                    {link.hidden ? 'Show' : 'Hide'}
                  </Button>
                  <Button
                    variant="secondary"
                    className={`${SMALL} text-red-700`}
                    aria-label={`Delete ${link.text}`}
                    onClick={() => setDeleting(link)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <FavoriteLinkDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          done(editing === 'new' ? `“${saved.text}” was added.` : `“${saved.text}” was saved.`);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this link?"
        description={`“${deleting?.text ?? ''}” leaves your user menu and this list.`}
        confirmLabel="Delete Link"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.linkId, {
            onSuccess: () => {
              done(`“${deleting.text}” was deleted.`);
              setDeleting(null);
              setFocus(ADD_LINK);
            },
            onError: (error) => {
              failed(error);
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
