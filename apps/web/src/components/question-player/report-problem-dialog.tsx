import { FLAG_COMMENT_REQUIRED, MAX_FLAG_COMMENT } from '@boardready/contracts/qa-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';

const FORM_ID = 'report-problem-form';

/**
 * "Report a problem" (issue 9 question feedback, decisions 0902 and 0907): the learner tells the
 * editors that a question seems wrong or outdated. One report per learner and question; sending
 * again replaces it. Each player brings its own calls: the earlier report and the send.
 */
export function ReportProblemDialog({
  position,
  earlier,
  send,
  onClose,
  onSent,
}: {
  position: number;
  /** the learner's earlier comment on this question: undefined while loading */
  earlier: { comment: string | null } | undefined;
  send(comment: string): Promise<unknown>;
  onClose(): void;
  onSent(): void;
}) {
  const comment = earlier?.comment;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Report a problem with question ${position}`}
      description="Does this question seem wrong or outdated? Tell our editors what, and they will review it."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={!earlier}>
            {comment ? 'Update report' : 'Send report'}
          </Button>
        </>
      }
    >
      {earlier ? (
        <ReportForm comment={comment ?? ''} send={send} onSent={onSent} />
      ) : (
        <p className="text-sm text-slate-600">Loading…</p>
      )}
    </Dialog>
  );
}

function ReportForm({
  comment,
  send,
  onSent,
}: {
  comment: string;
  send(comment: string): Promise<unknown>;
  onSent(): void;
}) {
  const [text, setText] = useState(comment);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(FLAG_COMMENT_REQUIRED);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await send(text);
      onSent();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields?.comment ?? failure.message)
          : 'Your report was not sent. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={FORM_ID} onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <TextArea
        label="What seems wrong or outdated?"
        value={text}
        maxLength={MAX_FLAG_COMMENT}
        counter={{ used: text.length, max: MAX_FLAG_COMMENT }}
        error={error}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
    </form>
  );
}
