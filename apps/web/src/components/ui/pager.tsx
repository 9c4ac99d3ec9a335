import { Button } from './button';

/**
 * Previous and next page of a list, with where the reader is ("Page 2 of 7"); nothing when the
 * list fits one page. `label` names the navigation landmark (a screen may have more than one).
 */
export function Pager({
  page,
  pages,
  onPage,
  label = 'Pages',
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  label?: string;
}) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm text-slate-700 tabular-nums">
        Page {page} of {Math.max(page, pages)}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
