import type { QaSessionSummary } from '@boardready/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useDeleteSession } from '../api/delete-session';
import { useDuplicateSession } from '../api/duplicate-session';
import { useRenameSession } from '../api/update-session';
import { failureText } from '../utils/failure-text';

const NAME_MAX = 100;

function nameError(name: string): string | undefined {
  if (!name.trim()) return 'Give the session a name.';
  if (name.trim().length > NAME_MAX) return `A name holds at most ${NAME_MAX} characters.`;
  return undefined;
}

export function RenameSessionDialog({
  session,
  onClose,
}: {
  session: QaSessionSummary;
  onClose(): void;
}) {
  const [name, setName] = useState(session.name);
  const [touched, setTouched] = useState(false);
  const rename = useRenameSession();
  const error = touched ? nameError(name) : undefined;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError(name)) return;
    rename.mutate({ qaSessionId: session.qaSessionId, name: name.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Rename session"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="rename-session" busy={rename.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="rename-session" onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label="Session name"
          value={name}
          maxLength={NAME_MAX + 20}
          onChange={(event) => setName(event.target.value)}
          error={error}
          autoFocus
        />
        {rename.isError && <Alert tone="error">{failureText(rename.error)}</Alert>}
      </form>
    </Dialog>
  );
}

export function DuplicateSessionDialog({
  session,
  onClose,
}: {
  session: QaSessionSummary;
  onClose(): void;
}) {
  const [questions, setQuestions] = useState<'all' | 'incorrect'>('all');
  const [name, setName] = useState(`${session.name} (copy)`.slice(0, NAME_MAX));
  const duplicate = useDuplicateSession();
  const error = nameError(name);
  const incorrect = session.answeredCount - session.correctCount;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (error) return;
    duplicate.mutate(
      { qaSessionId: session.qaSessionId, questions, name: name.trim() },
      { onSuccess: onClose },
    );
  };
  const option = (value: 'all' | 'incorrect', title: string, text: string, disabled = false) => (
    <label
      className={`flex items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${disabled ? 'opacity-60' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        name="duplicate-questions"
        value={value}
        checked={questions === value}
        disabled={disabled}
        onChange={() => setQuestions(value)}
        className="mt-1 size-4 accent-brand-700"
      />
      <span className="flex flex-col">
        <span className="text-sm font-semibold text-slate-900">{title}</span>
        <span className="text-xs text-slate-600">{text}</span>
      </span>
    </label>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Duplicate session"
      description={`A new session from the questions of “${session.name}”, with no answers yet.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="duplicate-session" busy={duplicate.isPending}>
            Duplicate
          </Button>
        </>
      }
    >
      <form id="duplicate-session" onSubmit={submit} noValidate className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Questions</legend>
          {option(
            'all',
            `All ${session.numberOfQuestions} questions`,
            'The same questions, fresh.',
          )}
          {option(
            'incorrect',
            'Only the ones I answered incorrectly',
            session.status === 'ended' || session.viewMode === 'tutor'
              ? `${incorrect} question${incorrect === 1 ? '' : 's'} answered incorrectly.`
              : 'Known once the session has ended.',
          )}
        </fieldset>
        <TextField
          label="New session name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        {duplicate.isError && <Alert tone="error">{failureText(duplicate.error)}</Alert>}
      </form>
    </Dialog>
  );
}

export function DeleteSessionDialog({
  session,
  userProductId,
  onClose,
}: {
  session: QaSessionSummary;
  userProductId: number;
  onClose(): void;
}) {
  const remove = useDeleteSession(userProductId);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete session?"
      description={`“${session.name}” will be deleted. Your answers still count in your question history and statistics.`}
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onConfirm={() => remove.mutate(session.qaSessionId, { onSuccess: onClose })}
    >
      {remove.isError && <Alert tone="error">{failureText(remove.error)}</Alert>}
    </ConfirmDialog>
  );
}
