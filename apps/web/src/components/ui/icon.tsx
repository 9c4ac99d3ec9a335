/**
 * Small inline SVG icons, so no icon font blocks the first paint. Names follow Material Symbols,
 * which is also what product types store.
 */
const PATHS: Record<string, string> = {
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  expand: 'M7 10l5 5 5-5z',
  chevron: 'M9 6l6 6-6 6-1.4-1.4L12.2 12 7.6 7.4z',
  back: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z',
  open_in_new:
    'M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2zM14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3z',
  close:
    'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
  account: 'M12 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z',
  quiz: 'M4 6H2v14a2 2 0 0 0 2 2h14v-2H4zm16-4H8a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm-5.99 13a1.25 1.25 0 1 1 1.25-1.25A1.25 1.25 0 0 1 14.01 15zm1.5-5.33c-.83.8-1.26 1.13-1.26 2.33h-1.5c0-1.76.87-2.3 1.6-3a1.46 1.46 0 0 0-1.1-2.46 1.5 1.5 0 0 0-1.5 1.5H10a3 3 0 0 1 6 0 2.33 2.33 0 0 1-.49 1.63z',
  assignment:
    'M19 3h-4.2A3 3 0 0 0 12 1a3 3 0 0 0-2.8 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-7 0a1 1 0 1 1-1 1 1 1 0 0 1 1-1zm2 14H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z',
  menu_book:
    'M21 5c-1.1-.35-2.3-.5-3.5-.5-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5S2.45 4.9 1 6v14.65c0 .25.25.5.5.5.1 0 .15-.05.25-.05C3.1 20.45 5.05 20 6.5 20c1.95 0 4.05.4 5.5 1.5 1.35-.85 3.8-1.5 5.5-1.5 1.65 0 3.35.3 4.75 1.05.1.05.15.05.25.05.25 0 .5-.25.5-.5V6c-.6-.45-1.25-.75-2-1zm0 13.5c-1.1-.35-2.3-.5-3.5-.5-1.7 0-4.15.65-5.5 1.5V8c1.35-.85 3.8-1.5 5.5-1.5 1.2 0 2.4.15 3.5.5z',
  style:
    'M2.5 19.6l1.3.6v-9L1.4 17a2 2 0 0 0 1.1 2.6zm19.5-3.7L17 4a2 2 0 0 0-2.6-1.1L7 6a2 2 0 0 0-1.1 2.6l5 11.9a2 2 0 0 0 2.6 1.1l7.4-3.1a2 2 0 0 0 1.1-2.6zM7.9 8.8a1 1 0 1 1 1-1 1 1 0 0 1-1 1zM5.9 20a2 2 0 0 0 2 2h1.4l-3.4-8.3z',
  school: 'M5 13.2v4L12 21l7-3.8v-4L12 17zM12 3 1 9l11 6 9-4.9V17h2V9z',
  play_circle: 'M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm-2 14.5v-9l6 4.5z',
  headphones:
    'M12 1a9 9 0 0 0-9 9v7a3 3 0 0 0 3 3h3v-8H5v-2a7 7 0 0 1 14 0v2h-4v8h3a3 3 0 0 0 3-3v-7a9 9 0 0 0-9-9z',
  live_tv:
    'M21 6h-7.6l3.3-3.3L16 2l-4 4-4-4-.7.7L10.6 6H3a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h18a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 14H3V8h18zM9 10v8l7-4z',
};

export function Icon({ name, className = 'size-5' }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 fill-current ${className}`}
    >
      <path d={PATHS[name] ?? PATHS.chevron} />
    </svg>
  );
}
