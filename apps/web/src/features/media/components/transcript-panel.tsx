import type { TranscriptCue } from '@boardready/contracts';
import { clockTime } from '@boardready/contracts/media-rules';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { cueMatches, markedParts, searchWords } from '../utils/transcript-search';

/**
 * The lecture's transcript (the captions' words with their times): a search field keeps the cues
 * that hold every word typed, the words marked; a cue clicked, or Enter in the field (the first
 * cue found), seeks the player there. The cue being spoken is highlighted and scrolled into the
 * list's view, never taking the focus, and not while the learner's pointer or focus is in the
 * list (they may be reading further on).
 */
export function TranscriptPanel({
  cues,
  current,
  query,
  onQueryChange,
  onSeek,
}: {
  cues: readonly TranscriptCue[];
  /** the cue being spoken, -1 between cues */
  current: number;
  query: string;
  onQueryChange: (query: string) => void;
  onSeek: (seconds: number) => void;
}) {
  const fieldId = useId();
  const statusId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const busy = useRef({ pointer: false, focus: false });
  const words = useMemo(() => searchWords(query), [query]);
  const shown = useMemo(() => {
    const all = cues.map((cue, index) => ({ cue, index }));
    return words.length > 0 ? all.filter(({ cue }) => cueMatches(cue.text, words)) : all;
  }, [cues, words]);

  // The spoken cue stays in the list's view: the list scrolls, the page and the focus do not.
  useEffect(() => {
    const list = listRef.current;
    if (!list || current < 0 || busy.current.pointer || busy.current.focus) return;
    const item = list.querySelector<HTMLElement>(`[data-cue="${current}"]`);
    if (!item) return;
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight)
      list.scrollTo({ top: Math.max(0, top - list.clientHeight / 3) });
  }, [current]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = shown[0];
    if (words.length > 0 && first) onSeek(first.cue.startSeconds);
  };

  if (cues.length === 0)
    return <p className="px-1 text-sm text-slate-600">This lecture has no transcript.</p>;

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-col gap-1 px-1">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
          Search the transcript
        </label>
        <input
          id={fieldId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-describedby={statusId}
          autoComplete="off"
          placeholder="Words to find"
          className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
        />
        <p id={statusId} role="status" className="min-h-5 text-xs text-slate-600">
          {words.length === 0
            ? ''
            : shown.length === 0
              ? 'No passage holds these words.'
              : `${shown.length} ${shown.length === 1 ? 'passage' : 'passages'} found. Enter plays the first.`}
        </p>
      </div>
      <ol
        ref={listRef}
        aria-label="Transcript"
        onPointerEnter={() => {
          busy.current.pointer = true;
        }}
        onPointerLeave={() => {
          busy.current.pointer = false;
        }}
        onFocus={() => {
          busy.current.focus = true;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) busy.current.focus = false;
        }}
        className="relative flex max-h-96 min-h-0 flex-col gap-0.5 overflow-y-auto overscroll-contain lg:max-h-[calc(100dvh-20rem)]"
      >
        {shown.map(({ cue, index }) => {
          const now = index === current;
          return (
            <li key={index} data-cue={index}>
              <button
                type="button"
                onClick={() => onSeek(cue.startSeconds)}
                aria-current={now ? 'true' : undefined}
                className={`flex w-full gap-3 rounded-md px-2 py-1.5 text-left text-sm leading-6 ${now ? 'bg-brand-50 text-slate-900' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                <span className="min-w-10 font-semibold text-brand-700 tabular-nums">
                  {clockTime(cue.startSeconds)}
                </span>
                <span className="min-w-0 flex-1">
                  {markedParts(cue.text, words).map((part, at) =>
                    part.marked ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
                      <mark key={at} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
                        {part.text}
                      </mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
                      <span key={at}>{part.text}</span>
                    ),
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
