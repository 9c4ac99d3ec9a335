import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCreateRetrievalSession, useRetrievalDue } from '../api/retrieval';
import { failureText } from '../utils/failure-text';
import { comesBack } from '../utils/retrieval-text';

/**
 * Spaced retrieval (issue 24): the questions the learner missed, or answered unsure or guessed,
 * come due on their memory schedule; a session of them grades each as it is answered.
 */
export function RetrievalPanel({
  userProductId,
  onCreated,
}: {
  userProductId: number;
  onCreated(qaSessionId: number): void;
}) {
  const due = useRetrievalDue(userProductId);
  const create = useCreateRetrievalSession(userProductId);
  if (!due.data) return null;
  const { dueNow: count, waiting, nextDue } = due.data;
  return (
    <section
      aria-labelledby="retrieval-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id="retrieval-heading" className="text-base font-semibold text-slate-900">
          Spaced retrieval
        </h2>
        <p className="text-sm text-slate-700">
          {count === 0
            ? 'Nothing is due now.'
            : `${count} question${count === 1 ? ' is' : 's are'} due to be answered again.`}{' '}
          {waiting > 0 && nextDue
            ? `${waiting} more ${waiting === 1 ? 'comes' : 'come'} back later; the next ${comesBack(nextDue)}.`
            : count === 0 &&
              'Questions you miss, or answer unsure or guessed, come back here when they are due.'}
        </p>
        {create.isError && <Alert tone="error">{failureText(create.error)}</Alert>}
      </div>
      {count > 0 && (
        <Button
          onClick={() => create.mutate(undefined, { onSuccess: (s) => onCreated(s.qaSessionId) })}
          disabled={create.isPending}
        >
          {create.isPending ? 'Starting…' : 'Answer them now'}
        </Button>
      )}
    </section>
  );
}
