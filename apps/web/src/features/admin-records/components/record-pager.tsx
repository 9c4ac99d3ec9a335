import { Button } from '@/components/ui/button';

/** The cursor pair a page of records is read from: one of them set, the other cleared. */
export type RecordCursor = { before: number | null; after: number | null };

/**
 * Newer and Older pages of a record list (read by cursor: contracts record-pages.ts). A button
 * that leads nowhere is disabled, so the pair stays in place.
 */
export function RecordPager({
  page: { newer, older },
  onPage,
}: {
  page: { newer: number | null; older: number | null };
  onPage(cursor: RecordCursor): void;
}) {
  if (newer === null && older === null) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={newer === null}
        onClick={() => newer !== null && onPage({ before: null, after: newer })}
      >
        ← Newer
      </Button>
      <Button
        variant="secondary"
        disabled={older === null}
        onClick={() => older !== null && onPage({ after: null, before: older })}
      >
        Older →
      </Button>
    </nav>
  );
}
