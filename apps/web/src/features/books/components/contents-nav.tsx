import type { BookContents } from '@boardready/contracts';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * The book's contents: each chapter's sections as a list named by the chapter's title, each a
 * link, the one on screen marked as the current page.
 */
export function ContentsList({
  contents,
  currentSectionId,
}: {
  contents: BookContents;
  currentSectionId: string;
}) {
  return (
    <ol className="flex flex-col gap-5">
      {contents.chapters.map((chapter) => {
        const labelId = `book-chapter-${chapter.id}`;
        return (
          <li key={chapter.id}>
            <p
              id={labelId}
              className="mb-1.5 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {chapter.title}
            </p>
            <ul aria-labelledby={labelId} className="flex flex-col gap-0.5">
              {chapter.sections.map((section) => {
                const current = section.id === currentSectionId;
                return (
                  <li key={section.id}>
                    <Link
                      to={paths.bookSection(contents.userProductId, section.id)}
                      aria-current={current ? 'page' : undefined}
                      className={`block rounded-md border-l-4 px-3 py-1.5 text-sm leading-snug ${
                        current
                          ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800'
                          : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                      }`}
                    >
                      {section.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
