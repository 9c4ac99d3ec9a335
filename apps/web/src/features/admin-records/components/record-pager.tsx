import { Button } from '@/components/ui/button';

/**
 * Newer and Older pages of a record list (read by cursor: contracts record-pages.ts). A button
 * that leads nowhere is disabled, so the pair stays in place.
 */
export function RecordPager({
  newer,
  older,
  onNewer,
  onOlder,
}: {
  newer: number | null;
  older: number | null;
  onNewer(cursor: number): void;
  onOlder(cursor: number): void;
}) {
  if (newer === null && older === null) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={newer === null}
        onClick={() => newer !== null && onNewer(newer)}
      >
        ← Newer
      </Button>
      <Button
        variant="secondary"
        disabled={older === null}
        onClick={() => older !== null && onOlder(older)}
      >
        Older →
      </Button>
    </nav>
  );
}
