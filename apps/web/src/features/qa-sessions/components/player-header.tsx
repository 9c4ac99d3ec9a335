import type { QaSession, QaSessionQuestion } from '@boardready/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatClock } from '@/lib/qa/session-clock';
import { QA_MODES } from '@/lib/qa-modes';
import { BookmarkIcon, FlagIcon, GridIcon, HighlightIcon, NoteIcon } from './player-icons';

/** The look of the player's toolbar buttons (tools composed around the player take it too). */
export const ICON_BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm sm:px-3 font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:bg-amber-100 aria-pressed:text-amber-900';

/** The player's sticky header: where the learner is, the clock, and the question's tools. */
export function PlayerHeader({
  session,
  position,
  question,
  clock,
  paused,
  noteOpen,
  ending,
  summaryHref,
  tools,
  on,
}: {
  session: QaSession;
  position: number;
  question: QaSessionQuestion | undefined;
  /** the seconds the clock shows, or null when it is hidden */
  clock: number | null;
  paused: boolean;
  noteOpen: boolean;
  ending: boolean;
  /** in a review: the way back to the session's summary */
  summaryHref: string | null;
  /** tools composed around the player (lab values, calculator) */
  tools: ReactNode;
  on: {
    togglePause(): void;
    openNavigator(): void;
    toggleBookmark(): void;
    toggleHighlight(): void;
    toggleNote(): void;
    openFlag(): void;
    requestEnd(): void;
  };
}) {
  const timed = session.durationSeconds !== null;
  return (
    <header className="sticky top-[65px] z-20 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-3 py-2 shadow-sm desk:px-5">
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="truncate text-xs font-medium text-slate-600">
          {session.name} · {QA_MODES[session.viewMode].name} mode
        </p>
        <h1 className="text-lg font-bold text-slate-900" aria-live="polite">
          Question {position} of {session.numberOfQuestions}
        </h1>
      </div>
      {clock !== null && (
        <div className="flex items-center gap-1">
          <div
            role="timer"
            aria-label={timed ? 'Time remaining' : 'Time elapsed'}
            className={`rounded-md px-3 py-1.5 font-mono text-lg font-semibold tabular-nums ${timed && clock <= 60 ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-900'}`}
          >
            {formatClock(clock)}
          </div>
          <Button variant="ghost" onClick={on.togglePause} aria-pressed={paused}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${ICON_BUTTON} desk:hidden`}
          aria-label="All questions"
          onClick={on.openNavigator}
        >
          <GridIcon />
          <span className="hidden sm:inline">All questions</span>
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label="Bookmark"
          aria-pressed={question?.bookmarked ?? false}
          disabled={!question}
          onClick={on.toggleBookmark}
          title="Bookmark (B)"
        >
          <BookmarkIcon filled={question?.bookmarked ?? false} />
          <span className="hidden sm:inline">Bookmark</span>
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          disabled={!question}
          // Keep the learner's selection: a press must not collapse it before it is read.
          onMouseDown={(event) => event.preventDefault()}
          onClick={on.toggleHighlight}
          title="Highlight the selected words (H)"
        >
          <HighlightIcon />
          <span className="sr-only sm:not-sr-only">Highlight</span>
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={question?.note ? 'Edit note' : 'Note'}
          aria-expanded={noteOpen}
          disabled={!question}
          onClick={on.toggleNote}
        >
          <NoteIcon />
          <span className="hidden sm:inline">{question?.note ? 'Edit note' : 'Note'}</span>
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-haspopup="dialog"
          disabled={!question}
          onClick={on.openFlag}
          title="Flag this question as wrong or outdated"
        >
          <FlagIcon />
          <span className="sr-only sm:not-sr-only">Flag question</span>
        </button>
        {tools}
        {session.status === 'active' && (
          <Button variant="secondary" onClick={on.requestEnd} busy={ending} className="px-3">
            End session
          </Button>
        )}
        {summaryHref && (
          <Link
            to={summaryHref}
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            Back to summary
          </Link>
        )}
      </div>
    </header>
  );
}
