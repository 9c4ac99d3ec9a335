import { FLAG_COMMENT_REQUIRED, MAX_FLAG_COMMENT } from '@boardready/contracts/qa-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';
import { useFlagQuestion, useQuestionFlag } from '../api/question-flag';

const FORM_ID = 'flag-question-form';

/**
 * Question feedback (issue 9, decision 0902): the learner tells the editors that a question
 * seems wrong or outdated. One flag per learner and question; sending again replaces it.
 */
export function FlagQuestionDialog({
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
  const loaded = earlier.isSuccess || earlier.isError;
  const comment = earlier.data?.flag?.comment;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Flag question ${position}`}
      description="Does this question seem wrong or outdated? Tell our editors what, and they will review it."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={!loaded}>
            {comment ? 'Update flag' : 'Send flag'}
          </Button>
        </>
      }
    >
      {loaded ? (
        <FlagForm
          qaSessionId={qaSessionId}
          position={position}
          comment={comment ?? ''}
          onSent={onSent}
        />
      ) : (
        <p className="text-sm text-slate-600">Loading…</p>
      )}
    </Dialog>
  );
}

function FlagForm({
  qaSessionId,
  position,
  comment,
  onSent,
}: {
  qaSessionId: number;
  position: number;
  comment: string;
  onSent(): void;
}) {
  const [text, setText] = useState(comment);
  const [error, setError] = useState<string>();
  const save = useFlagQuestion(qaSessionId, position);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(FLAG_COMMENT_REQUIRED);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(text);
      onSent();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields?.comment ?? failure.message)
          : 'Your flag was not sent. Check your connection and try again.',
      );
    }
  }

  return (
    <form id={FORM_ID} onSubmit={handleSubmit} noValidate aria-busy={save.isPending}>
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
