import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

const NOTE_MAX = 2000;

/** The learner's own note on a question, kept with the session. */
export default function NotePanel({
  position,
  note,
  onSave,
  onClose,
}: {
  position: number;
  note: string;
  onSave(note: string): Promise<void>;
  onClose(): void;
}) {
  const [text, setText] = useState(note);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const save = async (value: string) => {
    setSaving(true);
    try {
      await onSave(value);
      onClose();
    } catch {
      // The player says what failed; the text stays here to try again.
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      aria-labelledby={`${id}-label`}
      className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold text-amber-950">
        Your note on question {position}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={NOTE_MAX}
        rows={4}
        onChange={(event) => setText(event.target.value)}
        className="rounded-md border border-amber-300 bg-white px-3 py-2 text-sm text-slate-900"
        // biome-ignore lint/a11y/noAutofocus: the learner opened the note to write in it
        autoFocus
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs tabular-nums text-amber-900">
          {text.length} / {NOTE_MAX}
        </span>
        <div className="flex gap-2">
          {note && (
            <Button variant="ghost" onClick={() => save('')} disabled={saving}>
              Delete note
            </Button>
          )}
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => save(text)} busy={saving}>
            Save note
          </Button>
        </div>
      </div>
    </section>
  );
}
