import type { CmsDraftStatus } from '@boardready/contracts';
import { CMS_STATUS_LABELS } from '@boardready/contracts/content-manager-rules';

const STYLES: Record<CmsDraftStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  submitted: 'bg-amber-100 text-amber-900',
  sent_back: 'bg-red-100 text-red-900',
  approved: 'bg-brand-50 text-brand-800',
  published: 'bg-green-100 text-green-900',
};

/** Where a draft is in the workflow, in words and a colour that is never the only cue. */
export function DraftStatusBadge({ status }: { status: CmsDraftStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STYLES[status]}`}
    >
      {CMS_STATUS_LABELS[status]}
    </span>
  );
}
