import type { BookContents, BookSectionRef } from '@boardready/contracts';

/** A section id as the contract writes it (packages/contracts books.ts bookSlug), zod-free. */
export const SECTION_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Every section of the book in reading order. */
export function sectionsInOrder(contents: BookContents): BookSectionRef[] {
  return contents.chapters.flatMap((chapter) => chapter.sections);
}

export function firstSection(contents: BookContents): BookSectionRef | null {
  return sectionsInOrder(contents)[0] ?? null;
}

/**
 * Where /book/:id opens: the section the learner was last in (kept on the server for every
 * device) when the book still has it, else the first section; null for a book without sections.
 */
export function initialSection(contents: BookContents, lastRead: string | null): string | null {
  const sections = sectionsInOrder(contents);
  if (lastRead !== null && sections.some((section) => section.id === lastRead)) return lastRead;
  return sections[0]?.id ?? null;
}
