import { useQuery } from '@tanstack/react-query';
import { readingLabel, readingProgressListQuery } from '@/lib/book-progress';

/**
 * A book's progress on its card (issue 24): how much is read and where the learner was last,
 * as the server keeps it for every device; the book opens there. Nothing shows while it loads
 * or when it cannot be had: the card is whole without it.
 */
export function ReadingProgressLine({ userProductId }: { userProductId: number }) {
  const progress = useQuery(readingProgressListQuery);
  const book = progress.data?.find((b) => b.userProductId === userProductId);
  if (!book) return null;
  return (
    <>
      <dt className="text-slate-600">Reading</dt>
      <dd className="flex flex-col gap-1 text-slate-900">
        <span>
          {readingLabel(book)}
          {book.lastSectionTitle && book.percentRead < 100 && (
            <span className="text-slate-700"> · last: {book.lastSectionTitle}</span>
          )}
        </span>
        <span
          aria-hidden="true"
          className="block h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-slate-200"
        >
          <span className="block h-full bg-brand-700" style={{ width: `${book.percentRead}%` }} />
        </span>
      </dd>
    </>
  );
}
