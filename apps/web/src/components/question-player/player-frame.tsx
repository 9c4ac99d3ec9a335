import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';

/**
 * The focus layout of a running question player (decision 0907): one thin bar (a way out, where
 * the learner is, the clock) with the toolbar under it, the question column between them and a
 * footer of moves. The frame fills the window and only its middle scrolls, so the bar, the
 * footer and (on a desktop) the navigator column never scroll away; on a phone the navigator
 * opens from the toolbar. `aside` (the note) sits beside the question on a desktop and under
 * it on a phone.
 */
export function PlayerFrame({
  testId,
  exit,
  title,
  status,
  toolbar,
  navigator,
  aside,
  footer,
  children,
}: {
  testId: string;
  exit: { to: string; label: ReactNode };
  /** where the learner is: the session or exam, and the question's heading */
  title: ReactNode;
  /** the clock and the session's own actions, at the bar's end */
  status?: ReactNode;
  toolbar?: ReactNode;
  navigator?: {
    title: string;
    content: ReactNode;
    open: boolean;
    onOpenChange(open: boolean): void;
  };
  aside?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  // Focusable once the app is live: in the server's drawing (decision 0415) a focusable region
  // started the app's code before the visitor's first move (decision 0414).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <div className="flex h-dvh flex-col bg-slate-50" data-testid={testId}>
      <header className="z-20 border-b border-slate-200 bg-white shadow-sm">
        <div className="flex items-center gap-1.5 px-3 py-1 sm:gap-3 sm:py-1.5 desk:px-5">
          <Link
            to={exit.to}
            className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md border border-slate-300 px-2 text-sm sm:px-3 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {exit.label}
          </Link>
          <div className="flex min-w-0 flex-1 flex-col">{title}</div>
          {status && <div className="flex shrink-0 items-center gap-1">{status}</div>}
        </div>
        {toolbar && (
          <div className="border-t border-slate-100 px-2 py-0.5 sm:py-1 desk:px-4">{toolbar}</div>
        )}
      </header>
      <div className="flex min-h-0 flex-1">
        {navigator && (
          <aside
            aria-label={navigator.title}
            className="hidden w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-4 desk:block"
          >
            <h2 className="mb-3 text-sm font-semibold text-slate-700">{navigator.title}</h2>
            {navigator.content}
          </aside>
        )}
        {/* focusable, so that the keyboard scrolls a long question once its choices are spent */}
        <section
          aria-label="Question"
          tabIndex={live ? 0 : undefined}
          className="min-w-0 flex-1 overflow-y-auto px-3 py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:py-4 desk:px-8 desk:py-6"
        >
          <div className="mx-auto grid max-w-3xl gap-5 desk:max-w-[70rem] desk:grid-cols-[minmax(0,48rem)_20rem]">
            <div className="flex min-w-0 flex-col gap-5">{children}</div>
            {aside && <div className="desk:sticky desk:top-0 desk:self-start">{aside}</div>}
          </div>
        </section>
      </div>
      {footer}
      {navigator && (
        <Dialog open={navigator.open} onOpenChange={navigator.onOpenChange} title={navigator.title}>
          {navigator.content}
        </Dialog>
      )}
    </div>
  );
}

/** Previous on the left, the question's action in the middle, Next (or the end) on the right. */
export function PlayerFooterBar({
  previous,
  middle,
  next,
}: {
  previous: ReactNode;
  middle?: ReactNode;
  next: ReactNode;
}) {
  return (
    <footer className="z-20 flex items-center justify-between gap-2 border-t border-slate-200 bg-white px-3 py-2 desk:px-5">
      {previous}
      {middle ?? <span />}
      {next}
    </footer>
  );
}
