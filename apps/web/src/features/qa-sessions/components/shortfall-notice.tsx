import type { QaSession } from '@boardready/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';

/** A session smaller than asked for, because fewer questions matched the filters; dismissable. */
export function ShortfallNotice({
  session,
}: {
  session: Pick<QaSession, 'numberOfQuestions' | 'requestedNumberOfQuestions'>;
}) {
  const [dismissed, setDismissed] = useState(false);
  const { numberOfQuestions, requestedNumberOfQuestions } = session;
  if (dismissed || requestedNumberOfQuestions <= numberOfQuestions) return null;
  return (
    <Alert tone="info">
      <span className="flex items-start justify-between gap-3">
        <span>
          Only {numberOfQuestions} questions matched your filters, so this session has{' '}
          {numberOfQuestions} of the {requestedNumberOfQuestions} you asked for.
        </span>
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => setDismissed(true)}
        >
          Dismiss
        </button>
      </span>
    </Alert>
  );
}
