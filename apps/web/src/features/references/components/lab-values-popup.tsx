import type { LabValuesSpecialty } from '@boardready/contracts';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

// Loaded when the learner opens it: the players' first load carries only the button.
const LabValuesTable = lazy(() =>
  import('./lab-values-table').then((m) => ({ default: m.LabValuesTable })),
);

const TITLE: Record<LabValuesSpecialty, string> = {
  im: 'Normal Lab Values (IM)',
  peds: 'Normal Lab Values (PEDS)',
  ms: 'Normal Lab Values (MS)',
};

/**
 * The lab values at hand in a Q&A session: a button that opens the specialty's table in a
 * dialog over the question, ready to type a filter; closing it returns to the question where the
 * learner was (focus goes back to the button). The table is the lab-values page's own.
 */
export function LabValuesPopupButton({
  specialty,
  className,
}: {
  specialty: LabValuesSpecialty;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Normal lab values"
        onClick={() => setOpen(true)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        >
          <path d="M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3" />
          <path d="M7 15h10" />
        </svg>
        <span className="sr-only sm:not-sr-only">Lab values</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={TITLE[specialty]} size="lg">
        {open && (
          <Suspense fallback={<p className="text-sm text-slate-600">Loading…</p>}>
            <LabValuesTable specialty={specialty} autoFocus headingLevel={3} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
