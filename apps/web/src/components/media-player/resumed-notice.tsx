import { clockTime } from '@boardready/contracts/media-rules';
import { TEXT_LINK } from '@/components/product-gate/product-gate';

/**
 * Below a player that picked up where the learner stopped (a lecture, a video lesson): where it
 * resumed, and a way back to the beginning. Nothing once they start over.
 */
export function ResumedNotice({
  resumedAt,
  onStartOver,
}: {
  resumedAt: number | null;
  onStartOver: () => void;
}) {
  if (resumedAt === null) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span>Resumed at {clockTime(resumedAt)}.</span>
      <button type="button" onClick={onStartOver} className={`${TEXT_LINK} min-h-10`}>
        Start from the beginning
      </button>
    </p>
  );
}
