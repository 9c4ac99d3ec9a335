/** A 24px outline icon of the player's toolbar. */
function OutlineIcon({ paths, fill = 'none' }: { paths: string[]; fill?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const HighlightIcon = () => <OutlineIcon paths={['M15 4l5 5-9 9H6v-5z', 'M4 21h16']} />;
export const NoteIcon = () => <OutlineIcon paths={['M5 3h10l4 4v14H5z', 'M9 12h6M9 16h6M9 8h3']} />;
export const FlagIcon = () => <OutlineIcon paths={['M5 21V4', 'M5 4h11l-2 4 2 4H5']} />;

export function GridIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
      <path d="M4 4h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4zM4 10h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4zM4 16h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4z" />
    </svg>
  );
}

export function BookmarkIcon({ filled }: { filled: boolean }) {
  return <OutlineIcon paths={['M6 3h12v18l-6-4-6 4z']} fill={filled ? 'currentColor' : 'none'} />;
}

/** "Report a problem": a speech bubble with an exclamation mark (not a flag: decision 0907). */
export const ReportIcon = () => (
  <OutlineIcon paths={['M4 5h16v11H9l-5 4z', 'M12 8v3', 'M12 13.5v.01']} />
);

export const PauseIcon = () => <OutlineIcon paths={['M9 5v14', 'M15 5v14']} />;
export const PlayIcon = () => <OutlineIcon paths={['M7 4l12 8-12 8z']} />;
