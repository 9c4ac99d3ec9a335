import { useEffect, useRef } from 'react';

/**
 * A route change inside the reader behaves like a page change: the new section starts at the top
 * and focus moves to its heading, so a keyboard or screen-reader user lands on what they chose.
 * The first section shown (opening the book, a reload) leaves focus where the browser put it.
 *
 * `sectionId` is the section asked for ('' while /book/:id still picks one), `ready` whether its
 * heading (its title or the not-found message) is on screen.
 */
export function useSectionFocus(sectionId: string, ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const pending = useRef(false);

  useEffect(() => {
    if (sectionId === '') return;
    if (shown.current !== null && shown.current !== sectionId) {
      pending.current = true;
      window.scrollTo({ top: 0 });
    }
    shown.current = sectionId;
  }, [sectionId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each section as it is ready
  useEffect(() => {
    if (!ready || !pending.current) return;
    pending.current = false;
    heading.current?.focus({ preventScroll: true });
  }, [sectionId, ready]);

  return heading;
}
