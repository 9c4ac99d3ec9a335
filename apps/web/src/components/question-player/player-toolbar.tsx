import type { ReactNode } from 'react';
import {
  BookmarkIcon,
  FlagIcon,
  GridIcon,
  HighlightIcon,
  NoteIcon,
  ReportIcon,
} from './player-icons';

/** The look of the player's toolbar buttons (tools composed around the player take it too). */
export const ICON_BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50 aria-pressed:bg-amber-100 aria-pressed:text-amber-900 sm:px-3';

/** What a player hands to the tools composed around it (lab values, calculator). */
export interface PlayerToolsContext {
  specialty: 'im' | 'peds' | 'ms';
  /** the look of the player's toolbar buttons, so added tools match them */
  buttonClassName: string;
}

/** The player's own mark of a question: the Q&A bookmark or the exam's mark for review. */
export interface PlayerMark {
  label: 'Bookmark' | 'Mark for review';
  pressed: boolean;
  onToggle(): void;
}

/**
 * One toolbar for every question player (decision 0907): the navigator on a phone, the mark,
 * highlight, the note (where the player keeps notes), the composed tools, and Report a problem.
 */
export function PlayerToolbar({
  disabled,
  mark,
  note,
  tools,
  on,
}: {
  /** no question on screen yet */
  disabled: boolean;
  mark: PlayerMark;
  /** left out where the player keeps no notes */
  note?: { open: boolean; written: boolean; onToggle(): void };
  tools?: ReactNode;
  on: { openNavigator(): void; highlight(): void; report(): void };
}) {
  const noteLabel = note?.written ? 'Edit note' : 'Note';
  return (
    <div role="toolbar" aria-label="Question tools" className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={`${ICON_BUTTON} desk:hidden`}
        aria-label="All questions"
        aria-haspopup="dialog"
        onClick={on.openNavigator}
      >
        <GridIcon />
        <span className="hidden sm:inline">All questions</span>
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={mark.label}
        aria-pressed={mark.pressed}
        disabled={disabled}
        onClick={mark.onToggle}
        title={`${mark.label} (B)`}
      >
        {mark.label === 'Bookmark' ? <BookmarkIcon filled={mark.pressed} /> : <FlagIcon />}
        <span className="hidden sm:inline">{mark.label}</span>
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        disabled={disabled}
        // Keep the learner's selection: a press must not collapse it before it is read.
        onMouseDown={(event) => event.preventDefault()}
        onClick={on.highlight}
        title="Highlight the selected words (H)"
      >
        <HighlightIcon />
        <span className="sr-only sm:not-sr-only">Highlight</span>
      </button>
      {note && (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={noteLabel}
          aria-expanded={note.open}
          disabled={disabled}
          onClick={note.onToggle}
        >
          <NoteIcon />
          <span className="hidden sm:inline">{noteLabel}</span>
        </button>
      )}
      {tools}
      <button
        type="button"
        className={ICON_BUTTON}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={on.report}
        title="Tell our editors that this question seems wrong or outdated"
      >
        <ReportIcon />
        <span className="sr-only sm:not-sr-only">Report a problem</span>
      </button>
    </div>
  );
}
