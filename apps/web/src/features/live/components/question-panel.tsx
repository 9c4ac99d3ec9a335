import type { LearnerLiveQuestion, LiveSessionDetail } from '@boardready/contracts';
import { LIVE_QUESTION_MAX_LENGTH } from '@boardready/contracts/live-rules';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';
import { askQuestion } from '../api/ask-question';
import { setVote } from '../api/vote';
import { useLearnerQuestions } from '../hooks/use-live-questions';
import type { EventsState } from '../hooks/use-server-events';
import { openCount } from '../utils/question-list';

/** A call that failed: the server's own words when it answered, else the network's. */
function failure(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field && error.fields?.[field]) || error.message;
  return 'That did not reach the server. Check your connection and try again.';
}

/**
 * The session's live Q&A beside the stream: learners post questions (who asked is not shown to
 * the others), upvote the ones they want answered first, and see answers as staff give them,
 * without reloading (the session's events). New answers are announced politely.
 */
export function QuestionPanel({ session }: { session: LiveSessionDetail }) {
  const { connection, announcement, asked, voted } = useLearnerQuestions(session);
  const headingId = useId();
  const open = session.status !== 'ended';
  const waiting = openCount(session.questions);

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Questions
        </h2>
        <p className="text-sm text-slate-600">
          {session.questions.length === 0
            ? 'None yet'
            : `${session.questions.length} asked · ${waiting} waiting`}
        </p>
      </div>
      <ConnectionNote state={connection} />
      {open ? (
        <QuestionForm session={session} onAsked={asked} />
      ) : (
        <p className="text-sm text-slate-700">This session has ended: its questions are closed.</p>
      )}
      <QuestionList session={session} canVote={open} onVoted={voted} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** Said only while the live updates are down (they come back by themselves). */
function ConnectionNote({ state }: { state: EventsState }) {
  return (
    <p role="status" className="text-sm text-amber-800 empty:hidden">
      {state === 'reconnecting' ? 'Live updates paused: reconnecting…' : ''}
    </p>
  );
}

function QuestionForm({
  session,
  onAsked,
}: {
  session: LiveSessionDetail;
  onAsked: (question: LearnerLiveQuestion) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [posted, setPosted] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setPosted(false);
    try {
      onAsked(await askQuestion(session.userProductId, session.liveSessionId, text));
      setText('');
      setPosted(true);
    } catch (failed) {
      setError(failure(failed, 'text'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Ask a question"
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-2"
    >
      <TextArea
        label="Your question"
        hint="The speaker and everyone here see your question, not your name."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPosted(false);
        }}
        counter={{ used: text.length, max: LIVE_QUESTION_MAX_LENGTH }}
        error={error}
        rows={3}
        className="[&_textarea]:min-h-24"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-green-700">
          {posted ? 'Your question is posted.' : ''}
        </p>
        <Button type="submit" busy={busy}>
          Post question
        </Button>
      </div>
    </form>
  );
}

function QuestionList({
  session,
  canVote,
  onVoted,
}: {
  session: LiveSessionDetail;
  canVote: boolean;
  onVoted: (vote: Pick<LearnerLiveQuestion, 'questionId' | 'upvotes' | 'votedByMe'>) => void;
}) {
  const [voteError, setVoteError] = useState<string | null>(null);
  const [voting, setVoting] = useState<number | null>(null);

  const toggleVote = async (question: LearnerLiveQuestion) => {
    if (voting !== null) return;
    setVoting(question.questionId);
    setVoteError(null);
    try {
      onVoted(
        await setVote(
          session.userProductId,
          session.liveSessionId,
          question.questionId,
          !question.votedByMe,
        ),
      );
    } catch (failed) {
      setVoteError(failure(failed));
    } finally {
      setVoting(null);
    }
  };

  if (session.questions.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {canVote ? 'No questions yet. Ask the first one.' : 'No questions were asked.'}
      </p>
    );
  }
  return (
    <>
      {voteError && <Alert tone="error">{voteError}</Alert>}
      <ol aria-label="Questions asked" className="flex flex-col gap-2">
        {session.questions.map((question) => (
          <QuestionItem
            key={question.questionId}
            question={question}
            canVote={canVote}
            voting={voting === question.questionId}
            onToggleVote={() => void toggleVote(question)}
          />
        ))}
      </ol>
    </>
  );
}

const upvotesText = (n: number) => `${n} ${n === 1 ? 'upvote' : 'upvotes'}`;

function QuestionItem({
  question,
  canVote,
  voting,
  onToggleVote,
}: {
  question: LearnerLiveQuestion;
  canVote: boolean;
  voting: boolean;
  onToggleVote: () => void;
}) {
  const textId = useId();
  const answered = question.status === 'answered';
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 ${question.mine ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex items-start gap-3">
        <p id={textId} className="min-w-0 flex-1 text-sm break-words whitespace-pre-wrap">
          {question.text}
        </p>
        {canVote ? (
          <button
            type="button"
            aria-pressed={question.votedByMe}
            aria-label={`Upvote, ${upvotesText(question.upvotes)}`}
            aria-describedby={textId}
            // not disabled while it is sent: a disabled button would drop the focus
            aria-busy={voting || undefined}
            onClick={onToggleVote}
            className={`inline-flex min-h-10 min-w-14 shrink-0 items-center justify-center gap-1.5 rounded-md border px-2 text-sm font-semibold tabular-nums aria-busy:opacity-60 ${question.votedByMe ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
          >
            <Icon name="thumb_up" className="size-4" />
            {question.upvotes}
          </button>
        ) : (
          <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-slate-700 tabular-nums">
            <Icon name="thumb_up" className="size-4" />
            <span className="sr-only">{upvotesText(question.upvotes)}</span>
            <span aria-hidden="true">{question.upvotes}</span>
          </span>
        )}
      </div>
      {(question.mine || answered) && (
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          {question.mine && (
            <span className="rounded-sm bg-brand-100 px-1.5 py-0.5 text-brand-800">
              Your question
            </span>
          )}
          {answered && (
            <span className="inline-flex items-center gap-1 rounded-sm bg-green-100 px-1.5 py-0.5 text-green-800">
              <Icon name="check_circle" className="size-3.5" />
              Answered
            </span>
          )}
        </p>
      )}
      {answered && question.answer && (
        <div className="rounded-md border-l-4 border-green-600 bg-slate-50 px-3 py-2">
          <p className="text-xs font-semibold text-slate-600">Answer</p>
          <p className="text-sm break-words whitespace-pre-wrap text-slate-900">
            {question.answer}
          </p>
        </div>
      )}
    </li>
  );
}
