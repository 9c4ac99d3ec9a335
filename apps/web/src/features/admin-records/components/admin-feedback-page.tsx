import type { QuestionFeedbackItem } from '@boardready/contracts';
import {
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackSort,
  type FeedbackStatus,
} from '@boardready/contracts/admin-records-rules';
import { StaffPage } from '@/components/staff/staff-page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { SelectField } from '@/components/ui/select-field';
import { useAddressSearch } from '@/lib/use-address-search';
import { useQuestionFeedback } from '../api/question-feedback';
import {
  type FeedbackFilters,
  feedbackFiltersFrom,
  feedbackSearchOf,
  openQuestionFrom,
  pageCount,
} from '../utils/feedback-filters';
import { formatMoment } from '../utils/format';
import { FeedbackItemDialog } from './feedback-item-dialog';
import { FeedbackStatusBadge } from './feedback-status-badge';

const SORT_NAMES: Record<FeedbackSort, string> = {
  newest: 'Newest report',
  mostReported: 'Most reports',
};

const EMPTY: Record<FeedbackStatus | 'all', string> = {
  all: 'No learner has reported a problem with a question.',
  new: 'Nothing new to triage.',
  in_review: 'Nothing is in review.',
  fixed: 'Nothing has been marked fixed.',
  dismissed: 'Nothing has been dismissed.',
};

function FeedbackRow({ item, onOpen }: { item: QuestionFeedbackItem; onOpen(): void }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="flex flex-wrap items-baseline gap-x-2 text-base">
          <button
            type="button"
            onClick={onOpen}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {item.code}
          </button>
          <span className="text-sm font-normal text-slate-600">{item.bank.title}</span>
        </h2>
        <p className="text-sm text-slate-800">{item.excerpt}</p>
        <FeedbackStatusBadge status={item.status} reopenedFrom={item.reopenedFrom} />
      </div>
      <div className="flex shrink-0 flex-row flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 sm:flex-col sm:items-end">
        <span className="font-semibold text-slate-900">
          {item.reports} {item.reports === 1 ? 'learner' : 'learners'} reported
          {item.newReports > 0 && item.newReports < item.reports && ` (${item.newReports} new)`}
        </span>
        <span>
          Last <time dateTime={item.lastReportAt}>{formatMoment(item.lastReportAt)}</time>
        </span>
      </div>
    </li>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm text-slate-700 tabular-nums">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}

function FeedbackQueue() {
  const [search, changeSearch] = useAddressSearch();
  const filters = feedbackFiltersFrom(search);
  const opened = openQuestionFrom(search);
  const queue = useQuestionFeedback(filters);
  const show = (next: FeedbackFilters, question = opened) =>
    changeSearch(() => feedbackSearchOf(next, question));
  const change = (patch: Partial<FeedbackFilters>) =>
    changeSearch((current) =>
      feedbackSearchOf(
        { ...feedbackFiltersFrom(current), page: 1, ...patch },
        openQuestionFrom(current),
      ),
    );
  const data = queue.data;
  const all = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;

  return (
    <>
      <p className="max-w-3xl text-slate-700">
        What learners reported with “Report a problem” in a session or an exam, one item per
        question. Review the question, then mark it fixed or dismiss the reports with a note; a
        learner’s later report brings it back as new.
      </p>
      <div className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <SelectField
          label="Status"
          options={[
            { value: 'all', label: `All (${all})` },
            ...FEEDBACK_STATUSES.map((value) => ({
              value,
              label: `${FEEDBACK_STATUS_LABELS[value]}${data ? ` (${data.counts[value]})` : ''}`,
            })),
          ]}
          value={filters.status}
          onChange={(e) => change({ status: e.target.value as FeedbackFilters['status'] })}
        />
        <SelectField
          label="Question bank"
          placeholder="All banks"
          options={(data?.banks ?? []).map((bank) => ({
            value: String(bank.id),
            label: bank.title,
          }))}
          value={filters.bankId === null ? '' : String(filters.bankId)}
          onChange={(e) => change({ bankId: e.target.value ? Number(e.target.value) : null })}
        />
        <SelectField
          label="Sort by"
          options={(Object.keys(SORT_NAMES) as FeedbackSort[]).map((value) => ({
            value,
            label: SORT_NAMES[value],
          }))}
          value={filters.sort}
          onChange={(e) => change({ sort: e.target.value as FeedbackSort })}
        />
      </div>
      {queue.isPending && <LoadingState label="Loading the reports…" />}
      {queue.isError && (
        <LoadError
          message="The question feedback could not be loaded. Try again."
          onRetry={() => queue.refetch()}
        />
      )}
      {data && (
        <section
          aria-label="Reported questions"
          aria-busy={queue.isFetching}
          className="flex flex-col gap-3"
        >
          {data.items.length === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-800">
              {EMPTY[filters.status]}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
              {data.items.map((item) => (
                <FeedbackRow
                  key={item.questionId}
                  item={item}
                  onOpen={() => show(filters, item.questionId)}
                />
              ))}
            </ul>
          )}
          <Pager
            page={filters.page}
            pages={pageCount(data.total)}
            onPage={(page) => show({ ...filters, page })}
          />
        </section>
      )}
      <FeedbackItemDialog questionId={opened} onClose={() => show(filters, null)} />
    </>
  );
}

/** /ngadmin/feedback: Admin → Question feedback, the triage queue (issue 26), for admins. */
export default function AdminFeedbackPage() {
  return (
    <StaffPage title="Question feedback" right="admin">
      <FeedbackQueue />
    </StaffPage>
  );
}
