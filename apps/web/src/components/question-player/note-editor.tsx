import { MAX_NOTE_LENGTH } from '@boardready/contracts/qa-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The learner's note on a question (their notebook, decision 0908), edited in place: Save, or
 * Cancel (Escape). The notebook page and the self-assessment exam use it.
 */
export function NoteEditor({
  note,
  label = 'Your note',
  busy,
  onSave,
  onCancel,
  onDelete,
}: {
  note: string;
  label?: string;
  busy: boolean;
  onSave(note: string): void;
  onCancel(): void;
  /** where the editor offers to delete the note (a player's note panel) */
  onDelete?(): void;
}) {
  const [text, setText] = useState(note);
  const id = useId();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={MAX_NOTE_LENGTH}
        rows={4}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        aria-describedby={`${id}-count`}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
        // biome-ignore lint/a11y/noAutofocus: the learner asked to edit this note
        autoFocus
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} className="text-xs tabular-nums text-slate-600">
          {text.length} / {MAX_NOTE_LENGTH}
        </span>
        <div className="flex gap-2">
          {onDelete && (
            <Button variant="ghost" onClick={onDelete} disabled={busy}>
              Delete note
            </Button>
          )}
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Save note
          </Button>
        </div>
      </div>
    </form>
  );
}
