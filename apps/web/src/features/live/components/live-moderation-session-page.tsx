import type { StaffLiveQuestion, StaffLiveSessionDetail } from '@boardready/contracts';
import { LIVE_ANSWER_MAX_LENGTH } from '@boardready/contracts/live-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { QueryStatus } from '@/components/ui/query-status';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { answerQuestion } from '../api/answer-question';
import { hideQuestion } from '../api/hide-question';
import { useStaffLiveSession } from '../api/staff-live-session';
import { useStaffQuestions } from '../hooks/use-live-questions';
import { openCount } from '../utils/question-list';
import { clockTimeOfDay } from '../utils/session-time';
import { RecordingSection } from './recording-section';
import { SessionStatus, SessionTime } from './session-parts';

const STATUS_LABEL = { open: 'Open', answered: 'Answered', hidden: 'Hidden' } as const;
const STATUS_LOOK = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-green-100 text-green-800',
  hidden: 'bg-slate-200 text-slate-800',
} as const;

function failure(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field && error.fields?.[field]) || error.message;
  return 'That did not reach the server. Check your connection and try again.';
}

function ModerationScreen({ liveSessionId }: { liveSessionId: number }) {
  const session = useStaffLiveSession(liveSessionId);
  if (!session.data) return <QueryStatus query={session} loading="Loading the questions…" />;
  return <Moderation session={session.data} />;
}

function Moderation({ session }: { session: StaffLiveSessionDetail }) {
  const { connection, merge } = useStaffQuestions(session);
  const listId = useId();
  const answered = session.questions.filter((q) => q.status === 'answered').length;
  const hidden = session.questions.filter((q) => q.status === 'hidden').length;

  return (
    <>
      <Link
        to={paths.adminLive}
        className="inline-flex min-h-10 items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        <Icon name="back" className="size-4" />
        All live sessions
      </Link>
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-bold text-slate-900">{session.title}</h2>
          <SessionStatus status={session.status} />
        </div>
        <p className="text-sm text-slate-700">
          {session.productCode} · {session.productName} · {session.presenter}
        </p>
        <p className="text-sm text-slate-700">
          <SessionTime session={session} />
        </p>
      </div>
      <p role="status" className="text-sm text-amber-800 empty:hidden">
        {connection === 'reconnecting' ? 'Live updates paused: reconnecting…' : ''}
      </p>
      <RecordingSection session={session} />
      <section aria-labelledby={listId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={listId} className="text-lg font-semibold text-slate-900">
            Questions
          </h3>
          <p className="text-sm text-slate-700">
            {openCount(session.questions)} open · {answered} answered · {hidden} hidden
          </p>
        </div>
        {session.questions.length === 0 ? (
          <p className="text-slate-700">No questions yet. They appear here as learners ask them.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {session.questions.map((question) => (
              <QuestionCard key={question.questionId} question={question} onChanged={merge} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** One question: who asked, its state and upvotes; Answer (again) and Hide. */
function QuestionCard({
  question,
  onChanged,
}: {
  question: StaffLiveQuestion;
  onChanged: (question: StaffLiveQuestion) => void;
}) {
  const [answering, setAnswering] = useState(false);
  const [hiding, setHiding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const answerButtonId = useId();
  const hidden = question.status === 'hidden';
  // once the answer is sent or let go, the keyboard goes on from the button that opened it
  const closing = useRef(false);
  useEffect(() => {
    if (answering || !closing.current) return;
    closing.current = false;
    document.getElementById(answerButtonId)?.focus();
  }, [answering, answerButtonId]);
  const closeAnswer = () => {
    closing.current = true;
    setAnswering(false);
  };

  const handleHide = async () => {
    setHiding(true);
    setError(null);
    try {
      onChanged(await hideQuestion(question.questionId));
    } catch (failed) {
      setError(failure(failed));
    } finally {
      setHiding(false);
    }
  };

  return (
    <li
      aria-labelledby={textId}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm ${hidden ? 'border-dashed border-slate-300' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p
          id={textId}
          className={`min-w-0 flex-1 break-words whitespace-pre-wrap ${hidden ? 'text-slate-600' : 'text-slate-900'}`}
        >
          {question.text}
        </p>
        <span
          className={`shrink-0 rounded-sm px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[question.status]}`}
        >
          {STATUS_LABEL[question.status]}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>
          {question.askedBy.name} ·{' '}
          <a href={`mailto:${question.askedBy.email}`} className="text-brand-700 underline">
            {question.askedBy.email}
          </a>
        </span>
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Icon name="thumb_up" className="size-4" />
          {question.upvotes} {question.upvotes === 1 ? 'upvote' : 'upvotes'}
        </span>
        <span>
          Asked <time dateTime={question.askedAt}>{clockTimeOfDay(question.askedAt)}</time>
        </span>
      </p>
      {question.answer && !answering && (
        <div className="rounded-md border-l-4 border-green-600 bg-slate-50 px-3 py-2">
          <p className="text-xs font-semibold text-slate-600">Answer</p>
          <p className="text-sm break-words whitespace-pre-wrap text-slate-900">
            {question.answer}
          </p>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {answering ? (
        <AnswerForm
          question={question}
          onCancel={closeAnswer}
          onAnswered={(next) => {
            onChanged(next);
            closeAnswer();
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            id={answerButtonId}
            variant="secondary"
            onClick={() => setAnswering(true)}
            aria-describedby={textId}
          >
            {question.answer ? 'Edit answer' : 'Answer'}
          </Button>
          {!hidden && (
            <Button
              variant="ghost"
              busy={hiding}
              onClick={() => void handleHide()}
              aria-describedby={textId}
            >
              Hide
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function AnswerForm({
  question,
  onCancel,
  onAnswered,
}: {
  question: StaffLiveQuestion;
  onCancel: () => void;
  onAnswered: (question: StaffLiveQuestion) => void;
}) {
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onAnswered(await answerQuestion(question.questionId, answer));
    } catch (failed) {
      setError(failure(failed, 'answer'));
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Answer the question"
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-2"
    >
      <TextArea
        label="Answer"
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        counter={{ used: answer.length, max: LIVE_ANSWER_MAX_LENGTH }}
        error={error}
        rows={4}
        className="[&_textarea]:min-h-28"
        // the Answer button opened the form to write in it
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {question.answer ? 'Save answer' : 'Send answer'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** /ngadmin/live/:liveSessionId: one session's questions to moderate as they come (issue 29). */
export default function LiveModerationSessionPage() {
  const { liveSessionId = '' } = useParams();
  const id = /^\d{1,9}$/.test(liveSessionId) ? Number(liveSessionId) : null;
  return (
    <StaffPage title="Live Q&A" right="admin">
      {id === null ? (
        <Alert tone="error">There is no such live session.</Alert>
      ) : (
        <ModerationScreen liveSessionId={id} />
      )}
    </StaffPage>
  );
}
