import {
  FEEDBACK_STATUS_LABELS,
  type FeedbackStatus,
} from '@boardready/contracts/admin-records-rules';

const STYLES: Record<FeedbackStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  in_review: 'bg-brand-100 text-brand-900',
  fixed: 'bg-green-100 text-green-900',
  dismissed: 'bg-slate-100 text-slate-800',
};

/** Where an item of the triage queue stands, and, reopened by a report, what it was closed as. */
export function FeedbackStatusBadge({
  status,
  reopenedFrom = null,
}: {
  status: FeedbackStatus;
  reopenedFrom?: FeedbackStatus | null;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
      >
        {FEEDBACK_STATUS_LABELS[status]}
      </span>
      {reopenedFrom && (
        <span className="text-xs text-slate-700">
          reopened (was {FEEDBACK_STATUS_LABELS[reopenedFrom].toLowerCase()})
        </span>
      )}
    </span>
  );
}
