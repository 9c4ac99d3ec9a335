import type { BookHighlight } from '@boardready/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-state';
import { paths } from '@/lib/paths';
import { useBookHighlights, useHighlightCalls } from '../api/book-highlights';
import { noteOrNull, shortQuote } from '../utils/study';
import { NoteField, noteTooLong } from './note-field';

/**
 * "Highlights & notes": every highlight the learner made in this book, in reading order, each
 * with its section (a link there), its words, its note, and the ways to edit the note or remove
 * the highlight. A highlight whose section's text changed still lists, with its words.
 */
export function HighlightsDialog({
  userProductId,
  open,
  onOpenChange,
}: {
  userProductId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const highlights = useBookHighlights(userProductId);
  const [status, setStatus] = useState('');
  const list = highlights.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Highlights & notes" size="lg">
      <p role="status" className="sr-only">
        {status}
      </p>
      {highlights.isPending ? (
        <p aria-busy="true" className="text-slate-700">
          Loading your highlights…
        </p>
      ) : highlights.isError ? (
        <LoadError
          message="Your highlights could not be loaded."
          onRetry={() => void highlights.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-slate-700">
          No highlights yet. Select words in a section, then choose Highlight or Add note.
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-200">
          {list.map((highlight) => (
            <HighlightItem
              key={highlight.highlightId}
              userProductId={userProductId}
              highlight={highlight}
              onOpenSection={() => onOpenChange(false)}
              onStatus={setStatus}
            />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

function HighlightItem({
  userProductId,
  highlight,
  onOpenSection,
  onStatus,
}: {
  userProductId: number;
  highlight: BookHighlight;
  onOpenSection(): void;
  onStatus(message: string): void;
}) {
  const { updateNote, remove } = useHighlightCalls(userProductId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(highlight.note ?? '');
  const quoteId = useId();
  const tooLong = noteTooLong(draft);
  const where = highlight.sectionTitle
    ? `${highlight.chapterTitle} · ${highlight.sectionTitle}`
    : 'A section this book no longer has';

  const saveNote = () =>
    updateNote.mutate(
      { highlightId: highlight.highlightId, note: noteOrNull(draft) },
      {
        onSuccess: () => {
          setEditing(false);
          onStatus('Note saved.');
        },
      },
    );

  return (
    <li aria-labelledby={quoteId} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      {highlight.sectionTitle ? (
        <Link
          to={paths.bookSection(userProductId, highlight.sectionId)}
          onClick={onOpenSection}
          className="self-start text-sm font-semibold text-brand-700 underline"
        >
          {where}
        </Link>
      ) : (
        <p className="text-sm font-semibold text-slate-600">{where}</p>
      )}
      <blockquote
        id={quoteId}
        className="border-l-4 border-amber-300 bg-amber-50 px-3 py-1.5 text-slate-900"
      >
        {shortQuote(highlight.quote)}
      </blockquote>
      {highlight.sectionTitle && highlight.range === null && (
        <p className="text-xs text-slate-600">
          The text of this section has changed since: these words are no longer marked in it.
        </p>
      )}
      {editing ? (
        <div className="flex flex-col gap-2">
          <NoteField
            value={draft}
            onChange={setDraft}
            className="[&_textarea]:min-h-24"
            autoFocus
          />
          <div className="flex gap-2">
            <Button busy={updateNote.isPending} disabled={tooLong} onClick={saveNote}>
              Save note
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setDraft(highlight.note ?? '');
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        highlight.note && (
          <p className="text-sm whitespace-pre-wrap text-slate-800">
            <span className="font-semibold">Note: </span>
            {highlight.note}
          </p>
        )
      )}
      {!editing && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1"
            onClick={() => setEditing(true)}
            aria-describedby={quoteId}
          >
            {highlight.note ? 'Edit note' : 'Add note'}
          </Button>
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1"
            busy={remove.isPending}
            aria-describedby={quoteId}
            onClick={() =>
              remove.mutate(highlight.highlightId, {
                onSuccess: () => onStatus('Highlight removed.'),
              })
            }
          >
            Remove
          </Button>
        </div>
      )}
      {(updateNote.isError || remove.isError) && (
        <Alert tone="error">
          {(updateNote.error ?? remove.error)?.message ||
            'The change could not be saved. Please try again.'}
        </Alert>
      )}
    </li>
  );
}
