import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS } from '@boardready/contracts/startup-dialog-rules';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { usePublicConfig } from '@/lib/public-config';
import { closeStartupDialog, dismissStartupDialog, sendFeedback } from '../api/startup-dialogs';

export const FEEDBACK_SEND_FAILED = 'Hmm, your feedback failed to send. Please try again.';

/**
 * The feedback popup (spec §2; contents by decision 0601): a rating from 1 to 5 and an optional
 * comment, stored on the server. It does not block the page (non-modal, in a corner). Sending
 * or closing it rests it for 90 days.
 */
export function FeedbackPopup() {
  const { productName } = usePublicConfig();
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'asking' | 'sending' | 'failed' | 'thanked'>('asking');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    setState('sending');
    try {
      await sendFeedback({ rating, comment: comment.trim() || undefined });
      setState('thanked');
    } catch {
      setState('failed');
    }
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed bottom-4 left-4 z-[3000] w-[calc(100vw-2rem)] max-w-sm rounded-lg border border-slate-200 bg-white p-5 shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        How is {productName} working for you?
      </h2>
      {state === 'thanked' ? (
        <div className="mt-3 flex flex-col gap-3">
          <p role="status" className="text-slate-700">
            Thank you for your feedback!
          </p>
          <Button variant="secondary" onClick={closeStartupDialog}>
            Close
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="mt-3 flex flex-col gap-3">
          {state === 'failed' && <Alert tone="error">{FEEDBACK_SEND_FAILED}</Alert>}
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Your rating</legend>
            <div className="mt-2 flex flex-wrap gap-1">
              {FEEDBACK_RATINGS.map(({ value, label }) => (
                <label
                  key={value}
                  className="flex min-h-10 cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    aria-label={`${value} – ${label}`}
                  />
                  <span aria-hidden="true">{value}</span>
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-slate-600">1 is poor, 5 is excellent.</p>
          </fieldset>
          <TextArea
            label="Anything we could do better? (optional)"
            value={comment}
            maxLength={FEEDBACK_COMMENT_MAX}
            onChange={(event) => setComment(event.target.value)}
            className="[&_textarea]:min-h-20"
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => void dismissStartupDialog('feedback')}>
              Not now
            </Button>
            <Button type="submit" disabled={rating === null} busy={state === 'sending'}>
              Send feedback
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
