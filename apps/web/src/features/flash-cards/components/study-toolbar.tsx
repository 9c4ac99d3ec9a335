import type { ReactNode } from 'react';
import { STUDY_KEY_HINTS } from '../utils/study-keys';

function ToolIcon({ d }: { d: string[] }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {d.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

const ICONS = {
  undo: ['M9 14L4 9l5-5', 'M4 9h10.5a5.5 5.5 0 010 11H11'],
  flag: ['M5 21V4', 'M5 4h11l-2 4 2 4H5'],
  bury: ['M12 4v12', 'M7 11l5 5 5-5', 'M5 20h14'],
  suspend: ['M12 3a9 9 0 100 18 9 9 0 000-18z', 'M10 9v6M14 9v6'],
  info: ['M12 3a9 9 0 100 18 9 9 0 000-18z', 'M12 11v5', 'M12 8h.01'],
};

/** The look of the player's toolbar buttons (the question players' own). */
export const TOOL_BUTTON =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-amber-100 aria-pressed:text-amber-900 sm:px-3';

function Tool({
  icon,
  label,
  hint,
  title,
  pressed,
  disabled,
  onClick,
}: {
  icon: keyof typeof ICONS;
  label: string;
  hint: string;
  title: string;
  pressed?: boolean;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={TOOL_BUTTON}
      aria-pressed={pressed}
      aria-keyshortcuts={hint === 'U' ? 'U Control+Z' : hint}
      disabled={disabled}
      title={`${title} (${hint})`}
      onClick={onClick}
    >
      <ToolIcon d={ICONS[icon]} />
      <span className="sr-only sm:not-sr-only">{label}</span>
      <span
        aria-hidden="true"
        className="hidden rounded border border-slate-300 px-1 font-mono text-xs font-normal text-slate-600 md:inline"
      >
        {hint}
      </span>
    </button>
  );
}

/**
 * Undo, Flag, Bury, Suspend and Info, with their keys, and the tools composed around the player.
 * Offline (`connected` false) they are disabled: each asks the server (the player says why).
 */
export function StudyToolbar({
  canUndo,
  hasCard,
  flagged,
  busy,
  connected = true,
  tools,
  on,
}: {
  canUndo: boolean;
  hasCard: boolean;
  flagged: boolean;
  busy: boolean;
  connected?: boolean;
  tools?: ReactNode;
  on: { undo(): void; flag(): void; bury(): void; suspend(): void; info(): void };
}) {
  return (
    <div role="toolbar" aria-label="Card tools" className="flex flex-wrap items-center gap-1">
      <Tool
        icon="undo"
        label="Undo"
        hint={STUDY_KEY_HINTS.undo}
        title="Undo the last grade"
        disabled={busy || !connected || !canUndo}
        onClick={on.undo}
      />
      <Tool
        icon="flag"
        label="Flag"
        hint={STUDY_KEY_HINTS.flag}
        title={flagged ? 'Remove the flag' : 'Flag this card'}
        pressed={hasCard ? flagged : undefined}
        disabled={busy || !connected || !hasCard}
        onClick={on.flag}
      />
      <Tool
        icon="bury"
        label="Bury"
        hint={STUDY_KEY_HINTS.bury}
        title="Bury: put this card away until tomorrow"
        disabled={busy || !connected || !hasCard}
        onClick={on.bury}
      />
      <Tool
        icon="suspend"
        label="Suspend"
        hint={STUDY_KEY_HINTS.suspend}
        title="Suspend: take this card out of your studies"
        disabled={busy || !connected || !hasCard}
        onClick={on.suspend}
      />
      <Tool
        icon="info"
        label="Info"
        hint={STUDY_KEY_HINTS.info}
        title="Card info: its memory state and grades"
        disabled={!connected || !hasCard}
        onClick={on.info}
      />
      {tools && <div className="ml-auto flex items-center gap-1">{tools}</div>}
    </div>
  );
}
