import type { Database } from '../../db/client';
import type { Book } from '../books/book-content';
import { announcementCases } from './announcements';
import { assignmentCases } from './assignments';
import { programAccess } from './program-access';
import { takingCases } from './taking';

export type { Actor } from './announcements';

/** MedCentral's calls (decision 1402), one use case a file, in the one object the routes call. */
export function medCentralService(db: Database, books: readonly Book[]) {
  const access = programAccess(db);
  const assignments = assignmentCases(db, books, access);
  return {
    announcements: announcementCases(db, access),
    assignments,
    taking: takingCases(db, books, access, assignments),
  };
}
