/**
 * The section a learner last read in each book, remembered in this browser (spec: /book/:id opens
 * where the learner left off). One key per user product; a user product belongs to one account, so
 * two learners sharing a browser never see each other's place.
 */
const PREFIX = 'boardready.book.lastRead.';

/** A section id as the contract writes it (packages/contracts books.ts bookSlug), zod-free. */
export const SECTION_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

export const lastReadKey = (userProductId: number) => `${PREFIX}${userProductId}`;

/** The section last read in this book, or null (none, storage unavailable, or a damaged value). */
export function readLastSection(
  userProductId: number,
  storage: Storage | undefined = globalStorage(),
) {
  try {
    const value = storage?.getItem(lastReadKey(userProductId)) ?? null;
    return value !== null && SECTION_ID.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the section on screen; private mode or a full storage only loses the bookmark. */
export function rememberLastSection(
  userProductId: number,
  sectionId: string,
  storage: Storage | undefined = globalStorage(),
) {
  if (!SECTION_ID.test(sectionId)) return;
  try {
    storage?.setItem(lastReadKey(userProductId), sectionId);
  } catch {
    // nothing to do: the book opens at its first section next time
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // a browser that refuses storage altogether throws on the very access
    return undefined;
  }
}
