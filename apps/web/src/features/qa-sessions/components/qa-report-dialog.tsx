import { ReportProblemDialog } from '@/components/question-player/report-problem-dialog';
import { useFlagQuestion, useQuestionFlag } from '../api/question-flag';

/** Report a problem with a session's question: its earlier report read, the new one sent. */
export default function QaReportDialog({
  qaSessionId,
  position,
  onClose,
  onSent,
}: {
  qaSessionId: number;
  position: number;
  onClose(): void;
  onSent(): void;
}) {
  const earlier = useQuestionFlag(qaSessionId, position, true);
  const send = useFlagQuestion(qaSessionId, position);
  const loaded = earlier.isSuccess || earlier.isError;
  return (
    <ReportProblemDialog
      position={position}
      earlier={loaded ? { comment: earlier.data?.flag?.comment ?? null } : undefined}
      send={(comment) => send.mutateAsync(comment)}
      onClose={onClose}
      onSent={onSent}
    />
  );
}
