import type { HighlightRange } from '@boardready/contracts/qa-highlight-rules';
import { type RefObject, useEffect, useState } from 'react';
import { selectedPart } from '@/components/question-player/highlight-selection';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useHighlightCalls } from '../api/book-highlights';
import { noteOrNull } from '../utils/study';
import { NoteField, noteTooLong } from './note-field';

const FAILED = 'The highlight could not be saved. Check your connection and try again.';

/**
 * What the learner can do with words selected in the section's text: highlight them, or
 * highlight them with a note. The bar shows while a selection lies in the text (by mouse, touch
 * or keyboard), at the foot of the window where it covers no text; Tab reaches it.
 */
export function SelectionTools({
  userProductId,
  sectionId,
  textRef,
}: {
  userProductId: number;
  sectionId: string;
  textRef: RefObject<HTMLElement | null>;
}) {
  const [part, setPart] = useState<HighlightRange | null>(null);
  const [noteFor, setNoteFor] = useState<HighlightRange | null>(null);
  const [note, setNote] = useState('');
  const { create } = useHighlightCalls(userProductId);

  useEffect(() => {
    const follow = () => {
      // Focus in the bar keeps the selection; anywhere else, the bar follows it.
      if (document.activeElement?.closest('[data-selection-tools]')) return;
      setPart(selectedPart(textRef.current));
    };
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, [textRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section starts with no selection
  useEffect(() => setPart(null), [sectionId]);

  const save = (range: HighlightRange, withNote: string | null) =>
    create.mutate(
      { sectionId, ...range, note: withNote },
      {
        onSuccess: () => {
          window.getSelection()?.removeAllRanges();
          setPart(null);
          setNoteFor(null);
          setNote('');
        },
      },
    );

  const tooLong = noteTooLong(note);
  return (
    <>
      {part && (
        <div
          data-selection-tools
          role="toolbar"
          aria-label="Selected text"
          className="fixed inset-x-0 bottom-4 z-30 mx-auto flex w-fit max-w-[calc(100%-2rem)] flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-white p-2 font-sans shadow-lg"
        >
          <Button busy={create.isPending && !noteFor} onClick={() => save(part, null)}>
            Highlight
          </Button>
          <Button variant="secondary" onClick={() => setNoteFor(part)}>
            Add note
          </Button>
          {create.isError && !noteFor && (
            <p role="alert" className="px-2 text-sm text-red-700">
              {FAILED}
            </p>
          )}
        </div>
      )}
      <Dialog
        open={noteFor !== null}
        onOpenChange={(open) => {
          if (!open) setNoteFor(null);
        }}
        title="Add a note"
        description="The words you selected are highlighted with your note."
        footer={
          <>
            <Button variant="secondary" onClick={() => setNoteFor(null)}>
              Cancel
            </Button>
            <Button
              busy={create.isPending}
              disabled={tooLong}
              onClick={() => noteFor && save(noteFor, noteOrNull(note))}
            >
              Save note
            </Button>
          </>
        }
      >
        <NoteField value={note} onChange={setNote} />
        {create.isError && <Alert tone="error">{create.error.message || FAILED}</Alert>}
      </Dialog>
    </>
  );
}
