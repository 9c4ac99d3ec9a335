import type { NotebookEntry } from '@boardready/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NoteEditor } from '@/components/question-player/note-editor';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths, type QaProductRoute } from '@/lib/paths';
import type { EntryChange } from '../api/notebook';
import { entryName, updatedText } from '../utils/entry-text';

/**
 * One notebook entry: the question's opening words and topics, the note (edited in place), the
 * bookmark, and the session position where the learner last met the question.
 */
export function NotebookEntryCard({
  entry,
  route,
  onChange,
}: {
  entry: NotebookEntry;
  route: QaProductRoute;
  onChange(change: EntryChange): Promise<unknown>;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const card = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);
  // back on the button that opened the editor once it closes
  useEffect(() => {
    if (wasEditing.current && !editing)
      card.current?.querySelector<HTMLButtonElement>('[data-edit-note]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const change = async (body: Omit<EntryChange, 'questionId'>) => {
    setBusy(true);
    setFailed(false);
    try {
      await onChange({ questionId: entry.questionId, ...body });
      setEditing(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const name = entryName(entry);
  const hasNote = entry.note.trim() !== '';

  return (
    <article
      ref={card}
      aria-labelledby={`${id}-stem`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        {entry.topics.length > 0 && (
          <span className="font-semibold text-brand-700">
            {entry.topics.map((t) => t.name).join(' · ')}
          </span>
        )}
        <span>Updated {updatedText(entry)}</span>
        {entry.bookmarked && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
            <span aria-hidden="true">★</span>
            Bookmarked
          </span>
        )}
      </div>
      <h2 id={`${id}-stem`} className="text-base font-normal text-slate-900">
        {entry.excerpt}
      </h2>
      {editing ? (
        <NoteEditor
          note={entry.note}
          busy={busy}
          onSave={(note) => change({ note })}
          onCancel={() => setEditing(false)}
        />
      ) : hasNote ? (
        <div className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-2">
          <p className="sr-only">Your note:</p>
          <p className="whitespace-pre-wrap text-sm text-slate-900">{entry.note}</p>
        </div>
      ) : null}
      {failed && <Alert tone="error">That change was not saved. Please try again.</Alert>}
      <div className="flex flex-wrap items-center gap-2">
        {entry.lastMet ? (
          <Link
            to={`${paths.qaSession(route, entry.lastMet.qaSessionId)}?q=${entry.lastMet.position}`}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            aria-describedby={`${id}-met`}
          >
            Open in session
          </Link>
        ) : null}
        {!editing && (
          <Button
            data-edit-note
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={`${hasNote ? 'Edit note' : 'Add a note'}: ${name}`}
          >
            {hasNote ? 'Edit note' : 'Add a note'}
          </Button>
        )}
        {!editing && hasNote && (
          <Button
            variant="ghost"
            onClick={() => change({ note: '' })}
            disabled={busy}
            aria-label={`Delete note: ${name}`}
          >
            Delete note
          </Button>
        )}
        {entry.bookmarked && (
          <Button
            variant="ghost"
            onClick={() => change({ bookmarked: false })}
            disabled={busy}
            aria-label={`Remove bookmark: ${name}`}
          >
            Remove bookmark
          </Button>
        )}
      </div>
      <p id={`${id}-met`} className="text-xs text-slate-600">
        {entry.lastMet
          ? `Last seen in “${entry.lastMet.sessionName}”, question ${entry.lastMet.position}`
          : 'Not in any of your sessions now: it comes back when a new session draws it.'}
      </p>
    </article>
  );
}
