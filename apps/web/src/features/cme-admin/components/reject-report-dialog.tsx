import type { MocQueueReport, MocResultBody } from '@boardready/contracts';
import { MOC_REJECT_REASON_MAX } from '@boardready/contracts/cme-rules';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bindField } from '@/components/ui/form-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextArea } from '@/components/ui/text-area';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useRecordMocResult } from '../api/moc-queue';

interface Values {
  reason: string;
}

const resolver = lazyZodResolver<Values, MocResultBody>(
  async () => (await import('../utils/forms')).rejectForm,
);

/** The board's rejection of a report, with its reason; closed when `report` is null. */
export function RejectReportDialog({
  report,
  onClose,
  onRejected,
}: {
  report: MocQueueReport | null;
  onClose: () => void;
  onRejected: (report: MocQueueReport) => void;
}) {
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={report ? `Rejected: report ${report.reportId}` : 'Rejected'}
    >
      {report && (
        <RejectForm
          key={report.reportId}
          report={report}
          onClose={onClose}
          onRejected={onRejected}
        />
      )}
    </Dialog>
  );
}

function RejectForm({
  report,
  onClose,
  onRejected,
}: {
  report: MocQueueReport;
  onClose: () => void;
  onRejected: (report: MocQueueReport) => void;
}) {
  const result = useRecordMocResult();
  const form = useServerForm<Values, MocResultBody>({
    resolver,
    defaultValues: { reason: '' },
    serverFields: ['reason'],
    submit: async (body) => {
      onRejected(await result.mutateAsync({ reportId: report.reportId, body }));
    },
  });
  const reason = form.watch('reason');
  return (
    <ServerForm form={form} label={`Reject report ${report.reportId}`}>
      <p className="text-sm text-slate-700">
        {report.firstName} {report.lastName}, {report.board} ID {report.boardId}. The learner sees
        the reason; once their identifiers are right, send the report again.
      </p>
      <TextArea
        label="The board's reason"
        rows={3}
        className="[&_textarea]:min-h-24"
        counter={{ used: reason.length, max: MOC_REJECT_REASON_MAX }}
        {...bindField(form, 'reason')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={result.isPending}>
          Record Rejection
        </Button>
      </div>
    </ServerForm>
  );
}
