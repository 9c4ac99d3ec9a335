import type { QaSession } from '@boardready/contracts';
import { FIGURE_NAMES, percentText } from '@boardready/contracts/learner-figures';
import { Link } from 'react-router';
import { formatDuration } from '@/lib/qa/session-clock';
import {
  itemStatus,
  type ReviewFilter,
  reviewPositions,
  STATUS_LABEL,
  sessionScore,
} from '../utils/session-rules';

/** The end-of-session summary: the score, the time, each question, and the ways into review. */
export function SessionSummary({
  session,
  overviewHref,
  reviewHref,
}: {
  session: QaSession;
  overviewHref: string;
  reviewHref(filter: ReviewFilter, position?: number): string;
}) {
  const score = sessionScore(session);
  const incorrect = reviewPositions(session.items, 'incorrect').length;
  const bookmarked = reviewPositions(session.items, 'bookmarked').length;
  const unanswered = score.total - score.answered;
  const ring = score.percent ?? 0;
  const reviewLink = (filter: ReviewFilter, label: string, count: number) =>
    count === 0 ? (
      <span className="inline-flex min-h-10 items-center rounded-md border border-dashed border-slate-300 px-4 text-sm font-semibold text-slate-500">
        {label} (0)
      </span>
    ) : (
      <Link
        to={reviewHref(filter)}
        className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {label} ({count})
      </Link>
    );
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Session ended</p>
        <h1 className="text-2xl font-bold text-slate-900">{session.name}</h1>
      </div>
      <section
        aria-label="Score"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[auto_1fr] sm:items-center"
      >
        <div
          className="relative mx-auto flex size-36 items-center justify-center rounded-full"
          style={{
            // the palette's variables, so that the ring's track follows the dark theme too
            background: `conic-gradient(var(--color-green-600) ${ring * 3.6}deg, var(--color-slate-200) 0)`,
          }}
        >
          <div className="flex size-28 flex-col items-center justify-center rounded-full bg-white">
            <span className="text-3xl font-bold tabular-nums text-slate-900">
              {percentText(score.percent)}
            </span>
            <span className="text-xs text-slate-600">{FIGURE_NAMES.score.toLowerCase()}</span>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            ['Correct', score.correct, 'text-green-700'],
            ['Incorrect', incorrect, 'text-red-700'],
            ['Unanswered', unanswered, 'text-slate-700'],
            ['Time', formatDuration(session.secondsElapsed), 'text-slate-900'],
          ].map(([label, value, tone]) => (
            <div key={label} className="flex flex-col rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
              <dd className={`text-xl font-bold tabular-nums ${tone}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="review-heading" className="flex flex-col gap-3">
        <h2 id="review-heading" className="text-lg font-bold text-slate-900">
          Review
        </h2>
        <div className="flex flex-wrap gap-2">
          {reviewLink('all', 'Review all', score.total)}
          {reviewLink('incorrect', 'Review incorrect', incorrect)}
          {reviewLink('bookmarked', 'Review bookmarked', bookmarked)}
          <Link
            to={overviewHref}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Back to overview
          </Link>
        </div>
        <ol className="grid gap-1.5 sm:grid-cols-2" aria-label="Questions of the session">
          {session.items.map((item) => {
            const status = itemStatus(item);
            return (
              <li key={item.position}>
                <Link
                  to={reviewHref('all', item.position)}
                  className="flex items-center justify-between rounded-md border border-slate-200 bg-white px-3 py-2 text-sm hover:bg-slate-50"
                >
                  <span className="font-medium">Question {item.position}</span>
                  <span
                    className={`text-xs font-semibold ${status === 'correct' ? 'text-green-700' : status === 'incorrect' ? 'text-red-700' : 'text-slate-600'}`}
                  >
                    {STATUS_LABEL[status]}
                    {item.bookmarked ? ' · bookmarked' : ''}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </section>
    </main>
  );
}
