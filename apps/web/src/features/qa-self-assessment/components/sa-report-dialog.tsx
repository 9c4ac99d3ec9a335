import { ReportProblemDialog } from '@/components/question-player/report-problem-dialog';
import { useReportSaItem, useSaItemReport } from '../api/sa-item-report';

/** Report a problem with an exam's question: its earlier report read, the new one sent. */
export default function SaReportDialog({
  attemptId,
  position,
  number,
  onClose,
  onSent,
}: {
  attemptId: number;
  position: number;
  /** the question's number within its block, as the learner reads it */
  number: number;
  onClose(): void;
  onSent(): void;
}) {
  const earlier = useSaItemReport(attemptId, position);
  const send = useReportSaItem(attemptId, position);
  const loaded = earlier.isSuccess || earlier.isError;
  return (
    <ReportProblemDialog
      position={number}
      earlier={loaded ? { comment: earlier.data?.flag?.comment ?? null } : undefined}
      send={(comment) => send.mutateAsync(comment)}
      onClose={onClose}
      onSent={onSent}
    />
  );
}
