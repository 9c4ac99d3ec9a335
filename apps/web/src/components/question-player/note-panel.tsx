import { useState } from 'react';
import { NoteEditor } from './note-editor';

/**
 * A player's note on the question on screen (the learner's notebook, decision 0908): the editor in
 * the player's side column, saved through the player's own call. Loaded when first opened.
 */
export default function NotePanel({
  number,
  note,
  onSave,
  onClose,
}: {
  /** the question's number as the player shows it */
  number: number;
  note: string;
  onSave(note: string): Promise<unknown>;
  onClose(): void;
}) {
  const [saving, setSaving] = useState(false);
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
    <section className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <NoteEditor
        label={`Your note on question ${number}`}
        note={note}
        busy={saving}
        onSave={save}
        onCancel={onClose}
        onDelete={note ? () => save('') : undefined}
      />
    </section>
  );
}
