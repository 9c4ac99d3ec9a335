import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * The reader's frame (spec §2: full width, no body margin): a toolbar under the app's own (the
 * book's title, the tools composed around the reader), the contents beside the text on wide
 * screens and behind a 'Contents' disclosure on narrow ones, and the section in a readable
 * measure.
 */
export function ReaderLayout({
  title,
  tools,
  contents,
  sectionId,
  children,
}: {
  /** the book's title; empty while it loads */
  title: string;
  tools?: ReactNode;
  /** what the contents navigation holds: the list, its placeholder or its error */
  contents: ReactNode;
  /** the section asked for: choosing another one closes the contents on a narrow screen */
  sectionId: string;
  children: ReactNode;
}) {
  const navId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section closes the panel
  useEffect(() => setOpen(false), [sectionId]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <main className="flex min-h-[calc(100dvh-8rem)] flex-col bg-white" data-testid="book-reader">
      <div className="sticky top-[65px] z-20 flex h-14 items-center gap-1.5 border-b border-slate-200 bg-white px-2 shadow-sm sm:gap-2 sm:px-3 lg:px-6">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:gap-2 sm:px-3 lg:hidden"
        >
          <Icon name="menu_book" className="size-5" />
          Contents
          <Icon
            name="expand"
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 sm:text-base">
          {title}
        </p>
        {tools && <div className="flex shrink-0 items-center gap-1">{tools}</div>}
      </div>

      <div className="mx-auto flex w-full max-w-[100rem] flex-1 flex-col lg:flex-row lg:gap-8 lg:px-6">
        <div className="lg:w-72 lg:shrink-0">
          <nav
            id={navId}
            aria-label="Contents"
            onKeyDown={handleKeyDown}
            className={`${open ? 'block' : 'hidden'} border-b border-slate-200 bg-slate-50 px-3 py-4 lg:sticky lg:top-[122px] lg:block lg:max-h-[calc(100dvh-122px)] lg:overflow-y-auto lg:border-r lg:border-b-0 lg:bg-transparent lg:py-6 lg:pr-4 lg:pl-0`}
          >
            {contents}
          </nav>
        </div>
        <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-0 lg:py-10">{children}</div>
      </div>
    </main>
  );
}
