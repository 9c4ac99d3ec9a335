import type { AnnouncementBody, MedCentralAnnouncement } from '@boardready/contracts';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
} from '@boardready/contracts/medcentral-rules';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal } from '../hooks/use-form-refusal';

/**
 * An announcement's title, text and audience (everyone in the program, or one group). The
 * server's field messages show under their fields, its sentence above them.
 */
export function AnnouncementForm({
  label,
  groups,
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  groups: readonly { groupId: number; name: string }[];
  initial?: MedCentralAnnouncement;
  busy: boolean;
  /** rejects with the server's refusal */
  onSubmit(body: AnnouncementBody): Promise<unknown>;
  onCancel(): void;
}) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [groupId, setGroupId] = useState(initial?.groupId ? String(initial.groupId) : '');
  const { fields, failure, reset, refused } = useFormRefusal();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset();
    onSubmit({ title, body, groupId: groupId === '' ? null : Number(groupId) }).catch(refused);
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Title"
        value={title}
        maxLength={ANNOUNCEMENT_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={fields.title}
      />
      <TextArea
        label="Message"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={fields.body}
        counter={{ used: body.length, max: ANNOUNCEMENT_BODY_MAX }}
      />
      <SelectField
        label="For"
        value={groupId}
        onChange={(e) => setGroupId(e.target.value)}
        error={fields.groupId}
        options={[
          { value: '', label: 'Everyone in the program' },
          ...groups.map((g) => ({ value: String(g.groupId), label: g.name })),
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {initial ? 'Save' : 'Post'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
