import type { BookSearchHit, SnippetPart } from '@boardready/contracts';
import { MAX_BOOK_SEARCH_LENGTH } from '@boardready/contracts/book-study-rules';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/lib/paths';
import { type SearchScope, useBookSearch } from '../api/book-search';

/**
 * Search the book, or every book the learner can use now (issue 24): the best sections first,
 * each with its chapter and a passage where the words found are marked. The passage comes as
 * text parts, so the only markup drawn is our own <mark>. Enter searches; Enter again (or on a
 * hit) opens the section; Arrow Down goes from the field to the hits.
 */
export function BookSearchDialog({
  userProductId,
  open,
  onOpenChange,
}: {
  userProductId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [allBooks, setAllBooks] = useState(false);
  const scope: SearchScope = allBooks ? 'all' : userProductId;
  const search = useBookSearch(scope, asked);
  const navigate = useNavigate();
  const results = useRef<HTMLOListElement>(null);
  const fieldId = useId();
  const hits = search.data?.hits ?? [];
  const answered = asked !== '' && search.isSuccess && !search.isPlaceholderData;

  const openHit = (hit: BookSearchHit) => {
    onOpenChange(false);
    navigate(paths.bookSection(hit.userProductId, hit.sectionId));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = typed.trim();
    if (words !== '' && words === asked && answered && hits[0]) openHit(hits[0]);
    else setAsked(words);
  };
  const toHits = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    const first = results.current?.querySelector('a');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search" size="lg">
      <search aria-label="Search books">
        <form onSubmit={submit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
              Words to find
            </label>
            <div className="flex gap-2">
              <input
                id={fieldId}
                type="search"
                value={typed}
                maxLength={MAX_BOOK_SEARCH_LENGTH}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={toHits}
                autoComplete="off"
                placeholder='e.g. beta blocker, "heart failure"'
                className="min-h-10 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
              />
              <Button type="submit" busy={search.isFetching}>
                Search
              </Button>
            </div>
          </div>
          <fieldset className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
            <legend className="sr-only">Where to search</legend>
            <label className="inline-flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name="book-search-scope"
                checked={!allBooks}
                onChange={() => setAllBooks(false)}
              />
              This book
            </label>
            <label className="inline-flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name="book-search-scope"
                checked={allBooks}
                onChange={() => setAllBooks(true)}
              />
              All my books
            </label>
          </fieldset>
        </form>
      </search>

      <div className="mt-4" aria-live="polite">
        {search.isError ? (
          <Alert tone="error">
            {search.error.message || 'The search could not be done. Please try again.'}
          </Alert>
        ) : answered ? (
          <p className="text-sm text-slate-700">
            {hits.length === 0
              ? `Nothing found for “${asked}”.`
              : `${hits.length === 1 ? '1 section' : `${hits.length} sections`} found for “${asked}”.`}
          </p>
        ) : null}
      </div>
      {hits.length > 0 && (
        <ol ref={results} aria-label="Search results" className="mt-3 flex flex-col gap-2">
          {hits.map((hit) => (
            <li key={`${hit.userProductId}/${hit.sectionId}`}>
              <Link
                to={paths.bookSection(hit.userProductId, hit.sectionId)}
                onClick={() => onOpenChange(false)}
                className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="font-semibold text-brand-700">{hit.sectionTitle}</span>
                <span className="text-xs text-slate-600">
                  {allBooks ? `${hit.bookTitle} · ` : ''}
                  {hit.chapterTitle}
                </span>
                <Snippet parts={hit.snippet} />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}

/** A hit's passage: its text, the words found in <mark>. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <span className="text-sm text-slate-800">
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one passage, in order
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one passage, in order
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
