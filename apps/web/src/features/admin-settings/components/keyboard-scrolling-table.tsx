import { DataTable, type DataTableProps } from '@/components/ui/data-table';

/** positioned, so that the table's screen-reader-only text scrolls with it, not the page */
const KEYBOARD_SCROLLER = 'relative min-w-0 overflow-x-auto rounded-sm';

/**
 * A table of text only that scrolls sideways on a phone: its scroller takes the focus, so that a
 * keyboard can scroll it (nothing inside it could take the focus instead).
 */
export function KeyboardScrollingTable<Row>({
  label,
  ...props
}: DataTableProps<Row> & { label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller with nothing focusable in it must be reachable by keyboard to scroll (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className={KEYBOARD_SCROLLER}>
      <DataTable captionClassName="sr-only" className="w-full text-left text-sm" {...props} />
    </section>
  );
}
