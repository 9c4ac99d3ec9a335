import type { Idea, IdeaStatus } from '@boardready/contracts';
import { IDEA_STATUS_LABELS } from '@boardready/contracts/ideas-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSnackbar } from '@/lib/snackbar';
import { useSetIdeaStatus } from '../api/set-idea-status';
import { useUnvoteIdea } from '../api/unvote-idea';
import { useVoteIdea } from '../api/vote-idea';
import { useWithdrawIdea } from '../api/withdraw-idea';

const STATUS_STYLES: Record<IdeaStatus, string> = {
  new: 'bg-slate-100 text-slate-800',
  planned: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-900',
};
const STATUSES = Object.keys(IDEA_STATUS_LABELS) as IdeaStatus[];
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The server's sentence for a failed action, shown in the snackbar. */
function useFailure() {
  const show = useSnackbar((s) => s.show);
  return (error: unknown) =>
    show({
      tone: 'failure',
      text:
        error instanceof ApiError
          ? error.message
          : 'We could not reach the server. Check your connection and try again.',
    });
}

/** One idea: its votes (the learner's own is a toggle), status, author; actions by right. */
export function IdeaCard({ idea, canSetStatus }: { idea: Idea; canSetStatus: boolean }) {
  const titleId = useId();
  const vote = useVoteIdea();
  const unvote = useUnvoteIdea();
  const withdraw = useWithdrawIdea();
  const setStatus = useSetIdeaStatus();
  const onFailure = useFailure();
  const [confirming, setConfirming] = useState(false);
  const voting = vote.isPending || unvote.isPending;

  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex w-20 shrink-0 flex-col items-center gap-1 text-center">
        <p className="flex flex-col text-xs text-slate-600">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{idea.votes}</span>{' '}
          {idea.votes === 1 ? 'vote' : 'votes'}
        </p>
        <button
          type="button"
          aria-pressed={idea.votedByMe}
          disabled={voting}
          title={idea.votedByMe ? 'Take back your vote' : 'Vote for this idea'}
          onClick={() => (idea.votedByMe ? unvote : vote).mutate(idea.id, { onError: onFailure })}
          className={`mt-1 inline-flex min-h-9 items-center gap-1 rounded-md border px-3 text-sm font-semibold disabled:opacity-60 ${
            idea.votedByMe
              ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
              : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'
          }`}
        >
          <span aria-hidden="true">{idea.votedByMe ? '✓' : '▲'}</span>
          Vote<span className="sr-only"> for {idea.title}</span>
        </button>
        {idea.votedByMe && <span className="text-xs text-brand-800">You voted</span>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {idea.title}
          </h3>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[idea.status]}`}
          >
            <span className="sr-only">Status: </span>
            {IDEA_STATUS_LABELS[idea.status]}
          </span>
        </div>
        <p className="whitespace-pre-line break-words text-sm text-slate-700">{idea.description}</p>
        <p className="text-xs text-slate-600">
          {idea.mine ? 'Shared by you' : `Shared by ${idea.author}`} on{' '}
          {DATE.format(new Date(idea.createdAt))}
        </p>
        {(canSetStatus || (idea.mine && idea.status === 'new')) && (
          <div className="flex flex-wrap items-center gap-3 pt-1">
            {canSetStatus && (
              <label className="flex items-center gap-2 text-sm text-slate-800">
                Status
                <select
                  value={idea.status}
                  disabled={setStatus.isPending}
                  aria-label={`Status of ${idea.title}`}
                  onChange={(event) =>
                    setStatus.mutate(
                      { ideaId: idea.id, status: event.target.value as IdeaStatus },
                      { onError: onFailure },
                    )
                  }
                  className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                >
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {IDEA_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {idea.mine &&
              idea.status === 'new' &&
              (confirming ? (
                <span className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
                  Withdraw this idea and its votes?
                  <Button
                    variant="secondary"
                    busy={withdraw.isPending}
                    onClick={() =>
                      withdraw.mutate(idea.id, {
                        onError: (error) => {
                          setConfirming(false);
                          onFailure(error);
                        },
                      })
                    }
                  >
                    Withdraw
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming(false)}>
                    Keep It
                  </Button>
                </span>
              ) : (
                <Button variant="ghost" onClick={() => setConfirming(true)}>
                  Withdraw<span className="sr-only"> {idea.title}</span>
                </Button>
              ))}
          </div>
        )}
      </div>
    </article>
  );
}
