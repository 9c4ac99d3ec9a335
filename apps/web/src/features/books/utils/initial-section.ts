import type { BookContents, BookSectionRef } from '@boardready/contracts';

/** Every section of the book in reading order. */
export function sectionsInOrder(contents: BookContents): BookSectionRef[] {
  return contents.chapters.flatMap((chapter) => chapter.sections);
}

export function firstSection(contents: BookContents): BookSectionRef | null {
  return sectionsInOrder(contents)[0] ?? null;
}

/**
 * Where /book/:id opens: the section last read when the book still has it, else the first
 * section; null for a book without sections.
 */
export function initialSection(contents: BookContents, lastRead: string | null): string | null {
  const sections = sectionsInOrder(contents);
  if (lastRead !== null && sections.some((section) => section.id === lastRead)) return lastRead;
  return sections[0]?.id ?? null;
}
