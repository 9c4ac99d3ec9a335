import type { QuestionFeedbackDetail } from '@boardready/contracts';
import {
  DISMISS_NEEDS_NOTE,
  FEEDBACK_NOTE_MAX,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
} from '@boardready/contracts/admin-records-rules';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { NARROW_SCREEN_TABLES, RichText } from '@/components/ui/rich-text';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSnackbar } from '@/lib/snackbar';
import { useQuestionFeedbackDetail } from '../api/question-feedback-detail';
import { isTriageConflict, useTriageQuestionFeedback } from '../api/triage-question-feedback';
import { formatMoment } from '../utils/format';
import { AccountLink } from './account-link';
import { FeedbackStatusBadge } from './feedback-status-badge';

/** Question text as the player sets it (the size is the caller's) */
const QUESTION_TEXT =
  'flex flex-col gap-2 text-slate-900 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_img]:h-auto [&_img]:max-w-full';

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The question as learners see it now: stem, lead-in, choices with the key marked. */
function QuestionBlock({ detail }: { detail: QuestionFeedbackDetail }) {
  const { question } = detail;
  return (
    <Block title="Question">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <RichText
          html={question.stemHtml}
          className={`${QUESTION_TEXT} text-base ${NARROW_SCREEN_TABLES}`}
        />
        <p className="font-medium text-slate-900">{question.leadIn}</p>
        <ol className="flex flex-col gap-1 text-sm">
          {question.choices.map((choice) => {
            const correct = choice.key === question.correctKey;
            return (
              <li
                key={choice.key}
                className={`rounded-md px-2 py-1 ${correct ? 'bg-green-50 text-green-900' : 'text-slate-800'}`}
              >
                <span className="font-semibold">{choice.key}.</span> {choice.html}
                {correct && <span className="ml-2 text-xs font-semibold">Correct answer</span>}
              </li>
            );
          })}
        </ol>
        {question.explanationSummary && (
          <div className="flex flex-col gap-1 border-t border-slate-200 pt-3">
            <h4 className="text-sm font-semibold text-slate-900">Explanation</h4>
            <RichText
              html={question.explanationSummary}
              className={`${QUESTION_TEXT} text-sm ${NARROW_SCREEN_TABLES}`}
            />
          </div>
        )}
      </div>
    </Block>
  );
}

function ReportsBlock({ detail }: { detail: QuestionFeedbackDetail }) {
  return (
    <Block title={`Learners’ reports (${detail.reports.length})`}>
      <ul className="flex flex-col gap-2">
        {detail.reports.map((report) => (
          <li
            key={report.accountId}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3"
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{report.name}</span>
              <AccountLink account={{ AccountId: report.accountId, Email: report.email }} />
              <time dateTime={report.updatedAt}>{formatMoment(report.updatedAt)}</time>
              {report.sinceTriage && detail.item.triagedAt && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  New since triage
                </span>
              )}
            </p>
            <p className="text-sm whitespace-pre-wrap break-words text-slate-900">
              {report.comment}
            </p>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** A triage refused because the item changed meanwhile: what to say, and the note typed. */
export interface TriageConflict {
  message: string;
  note: string;
}

/**
 * The status and note form: the server's field messages show under their fields. It saves over
 * the item it was drawn from (its lockVersion and status); when that changed meanwhile the
 * server refuses, the item is read again and the form comes back on it with the note typed kept.
 */
function TriageForm({
  detail,
  conflict,
  onConflict,
  onSaved,
}: {
  detail: QuestionFeedbackDetail;
  conflict: TriageConflict | null;
  onConflict(conflict: TriageConflict): void;
  onSaved(): void;
}) {
  const { item } = detail;
  const [status, setStatus] = useState<FeedbackStatus>(item.status);
  const [note, setNote] = useState(conflict?.note ?? item.note);
  const [fields, setFields] = useState<Record<string, string>>({});
  const triage = useTriageQuestionFeedback();
  const show = useSnackbar((s) => s.show);
  const legendId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'dismissed' && note.trim() === '') {
      setFields({ note: DISMISS_NEEDS_NOTE });
      return;
    }
    setFields({});
    triage.mutate(
      {
        questionId: item.questionId,
        status,
        note,
        lockVersion: item.lockVersion,
        previousStatus: item.status,
      },
      {
        onSuccess: (saved) => {
          show({
            tone: 'success',
            text: `${item.code} is ${FEEDBACK_STATUS_LABELS[saved.item.status].toLowerCase()}.`,
          });
          onSaved();
        },
        onError: (error) => {
          if (isTriageConflict(error)) onConflict({ message: error.message, note });
          else if (error instanceof ApiError && error.fields) setFields(error.fields);
          else
            show({
              tone: 'failure',
              text:
                error instanceof ApiError
                  ? error.message
                  : 'We could not reach the server. Check your connection and try again.',
            });
        },
      },
    );
  };

  return (
    <Block title="Triage">
      <form
        onSubmit={handleSubmit}
        aria-label={`Triage ${item.code}`}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3"
      >
        {conflict && (
          <Alert tone="error">
            {conflict.message}
            {conflict.note.trim() !== '' && ' Your note is kept below.'}
          </Alert>
        )}
        <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
          <legend id={legendId} className="text-sm font-medium text-slate-800">
            Status
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {FEEDBACK_STATUSES.map((value) => (
              <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="status"
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                  className="size-4"
                />
                {FEEDBACK_STATUS_LABELS[value]}
              </label>
            ))}
          </div>
          {fields.status && <p className="text-sm text-red-700">{fields.status}</p>}
        </fieldset>
        <TextArea
          label="Note"
          hint="What was done, or why the reports are dismissed. Kept with the item and in the audit log."
          value={note}
          maxLength={FEEDBACK_NOTE_MAX + 100}
          counter={{ used: note.length, max: FEEDBACK_NOTE_MAX }}
          error={fields.note}
          onChange={(e) => setNote(e.target.value)}
          className="[&_textarea]:min-h-24"
        />
        <Button type="submit" busy={triage.isPending} className="self-start">
          Save
        </Button>
      </form>
    </Block>
  );
}

function HistoryBlock({ detail }: { detail: QuestionFeedbackDetail }) {
  if (detail.history.length === 0) return null;
  return (
    <Block title="History">
      <ol className="flex flex-col gap-2 text-sm">
        {detail.history.map((entry) => (
          <li key={entry.at} className="flex flex-col gap-0.5 border-l-2 border-slate-300 pl-3">
            <p className="text-slate-700">
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
              {': '}
              {FEEDBACK_STATUS_LABELS[entry.previous]} → {FEEDBACK_STATUS_LABELS[entry.status]}
              {entry.by && (
                <>
                  {' by '}
                  <AccountLink account={entry.by} />
                </>
              )}
            </p>
            {entry.note && (
              <p className="whitespace-pre-wrap break-words text-slate-900">{entry.note}</p>
            )}
          </li>
        ))}
      </ol>
    </Block>
  );
}

/**
 * One question of the triage queue opened over it (?question=): what learners reported, the
 * question itself (and a link to it in Preview Q&A), the triage form and its history.
 */
export function FeedbackItemDialog({
  questionId,
  onClose,
}: {
  questionId: number | null;
  onClose(): void;
}) {
  const detail = useQuestionFeedbackDetail(questionId);
  const data = detail.data;
  // kept with the item it is about: another item opened (the address's ?question=) starts clean
  const [refused, setRefused] = useState<(TriageConflict & { questionId: number }) | null>(null);
  const conflict = refused?.questionId === questionId ? refused : null;
  const setConflict = (next: TriageConflict | null) =>
    setRefused(next && questionId !== null ? { ...next, questionId } : null);
  const close = () => {
    setConflict(null);
    onClose();
  };
  const missing = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <Dialog
      open={questionId !== null}
      onOpenChange={(open) => !open && close()}
      title={data ? `Question ${data.item.code}` : 'Question feedback'}
      size="lg"
    >
      {detail.isPending && <LoadingState label="Loading the reports…" />}
      {missing && <Alert tone="info">{detail.error?.message}</Alert>}
      {detail.isError && !missing && (
        <LoadError
          message="The reports could not be loaded. Try again."
          onRetry={() => detail.refetch()}
        />
      )}
      {data && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-1 text-sm text-slate-700">
              <p>
                {data.item.bank.title} · version {data.item.version}
                {data.item.questionStatus !== 'published' && ` · ${data.item.questionStatus}`}
              </p>
              <FeedbackStatusBadge
                status={data.item.status}
                reopenedFrom={data.item.reopenedFrom}
              />
              <Link
                to={`${paths.previewQna}?question=${data.item.questionId}`}
                className="self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Open {data.item.code} in Preview Q&amp;A
              </Link>
              {data.item.triagedAt && (
                <p>
                  Last set {formatMoment(data.item.triagedAt)}
                  {data.item.triagedBy && (
                    <>
                      {' by '}
                      <AccountLink account={data.item.triagedBy} />
                    </>
                  )}
                </p>
              )}
            </div>
            <ReportsBlock detail={data} />
            <TriageForm
              key={`${data.item.questionId}:${data.item.status}:${data.item.lockVersion}`}
              detail={data}
              conflict={conflict}
              onConflict={setConflict}
              onSaved={close}
            />
            <HistoryBlock detail={data} />
          </div>
          <QuestionBlock detail={data} />
        </div>
      )}
    </Dialog>
  );
}
