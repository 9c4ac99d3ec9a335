import type { RecipientProgress } from '@boardready/contracts';
import {
  RECIPIENT_STATUS_LABELS,
  type RecipientStatus,
} from '@boardready/contracts/medcentral-rules';

const TONES: Record<RecipientStatus, string> = {
  notStarted: 'bg-slate-100 text-slate-800',
  inProgress: 'bg-brand-100 text-brand-900',
  completed: 'bg-green-100 text-green-900',
  overdue: 'bg-red-100 text-red-900',
  closed: 'bg-slate-100 text-slate-700',
};

/** Where a resident stands on an assignment: the status, and a completed set's score and pass. */
export function StatusBadge({ progress }: { progress: RecipientProgress }) {
  const { status, scorePercent, passed, late } = progress;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
      >
        {RECIPIENT_STATUS_LABELS[status]}
      </span>
      {scorePercent !== null && (
        <span className="text-sm font-semibold text-slate-900 tabular-nums">{scorePercent}%</span>
      )}
      {passed !== null && (
        <span className={`text-xs font-semibold ${passed ? 'text-green-800' : 'text-red-800'}`}>
          {passed ? 'Passed' : 'Not passed'}
        </span>
      )}
      {late && <span className="text-xs font-semibold text-amber-800">Late</span>}
    </span>
  );
}
