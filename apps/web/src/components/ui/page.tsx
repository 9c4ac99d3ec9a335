import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

/**
 * A screen's frame: its heading, the window title from it, and a readable width; `wide` for a
 * grid of cards, still framed (only the dashboard, course, book and live screens are full width).
 */
export function Page({
  title,
  windowTitle,
  children,
  wide = false,
}: {
  title: string;
  windowTitle?: string;
  children?: ReactNode;
  wide?: boolean;
}) {
  usePageTitle(windowTitle ?? title);
  return (
    <main
      className={`mx-auto flex w-full flex-col gap-4 px-4 py-8 desk:px-6 ${wide ? 'max-w-[70rem]' : 'max-w-4xl'}`}
    >
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </main>
  );
}

/** A screen that is routed and guarded but whose contents come in a later release; it says so. */
export function UpcomingPage({ title, summary }: { title: string; summary: string }) {
  return (
    <Page title={title}>
      <p className="text-slate-700">{summary}</p>
      <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        This screen is not open yet. It is part of an upcoming release.
      </p>
    </Page>
  );
}
