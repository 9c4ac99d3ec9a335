import type { AdminFavoriteLink, FavoriteLinkInput } from '@boardready/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bindField } from '@/components/ui/form-field';
import { ServerForm } from '@/components/ui/server-form';
import { SwitchRow } from '@/components/ui/switch-row';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useCreateFavoriteLink, useUpdateFavoriteLink } from '../api/favorite-links';

const resolver = lazyZodResolver<FavoriteLinkInput>(
  async () => (await import('../utils/forms')).favoriteLinkForm,
);

interface FormProps {
  link: AdminFavoriteLink | null;
  onClose: () => void;
  onSaved: (link: AdminFavoriteLink) => void;
}

/** Adds a link ('new') or edits one; closed when `editing` is null (kept mounted for the focus). */
export function FavoriteLinkDialog({
  editing,
  ...props
}: Omit<FormProps, 'link'> & { editing: AdminFavoriteLink | 'new' | null }) {
  const link = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={link ? `Edit “${link.text}”` : 'Add a favorite admin link'}
    >
      {editing !== null && <FavoriteLinkForm key={link?.linkId ?? 'new'} link={link} {...props} />}
    </Dialog>
  );
}

function FavoriteLinkForm({ link, onClose, onSaved }: FormProps) {
  const create = useCreateFavoriteLink();
  const update = useUpdateFavoriteLink();
  const form = useServerForm<FavoriteLinkInput, FavoriteLinkInput>({
    resolver,
    defaultValues: link ?? { text: '', route: '', url: '', hidden: false },
    serverFields: ['text', 'route', 'url', 'hidden'],
    submit: async (body) => {
      onSaved(
        link
          ? await update.mutateAsync({ linkId: link.linkId, body })
          : await create.mutateAsync(body),
      );
    },
  });
  const hidden = form.watch('hidden');
  return (
    <ServerForm form={form} label={link ? `Edit “${link.text}”` : 'Add a favorite admin link'}>
      <TextField label="Text" hint="What the user menu shows." {...bindField(form, 'text')} />
      <TextField
        label="Route"
        hint="A path of this app, like /ngadmin/flags: opened when links open in the app."
        spellCheck={false}
        {...bindField(form, 'route')}
      />
      <TextField
        label="URL"
        hint="The legacy page (/admin#…), an http(s) address or a mailto: address."
        inputMode="url"
        spellCheck={false}
        {...bindField(form, 'url')}
      />
      <SwitchRow
        label="Hidden"
        description="Kept here, left out of the user menu."
        checked={hidden}
        field={form.register('hidden')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {link ? 'Save Link' : 'Add Link'}
        </Button>
      </div>
    </ServerForm>
  );
}
