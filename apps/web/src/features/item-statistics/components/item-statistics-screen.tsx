import type { ItemStatisticBank } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import {
  ITEM_STATISTIC_SORTS,
  type ItemStatisticSort,
  LOW_DISCRIMINATION,
  MIN_ANSWERS_FOR_STATISTICS,
} from '@boardready/contracts/item-statistics-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { useAddressSearch } from '@/lib/use-address-search';
import { itemStatisticBanksQuery, useItemStatisticBanks } from '../api/item-statistic-banks';
import { useItemStatistics } from '../api/item-statistics-list';
import { useRecomputeItemStatistics } from '../api/recompute-item-statistics';
import {
  durationText,
  filtersFrom,
  type ItemStatisticsFilters,
  orderOf,
  runFiguresText,
  searchFrom,
  withChange,
} from '../utils/item-statistics-view';
import { ItemStatisticsResults } from './item-statistics-results';

const SORT_NAMES: Record<ItemStatisticSort, string> = {
  review: 'Needs review first',
  question: 'Question',
  pValue: 'Share right (p)',
  discrimination: 'Point-biserial',
  answered: 'Learners',
  medianSeconds: 'Median time',
  flags: 'Flags',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the figures were computed, whether a run is at it, and "Recompute now". */
function RunPanel({
  bank,
  refreshMinutes,
}: {
  bank: ItemStatisticBank;
  refreshMinutes: number | null;
}) {
  const recompute = useRecomputeItemStatistics();
  const client = useQueryClient();
  const { run } = bank;
  const refused =
    recompute.error instanceof ApiError && recompute.error.code === ErrorCode.itemStatisticsRunning;
  const handleRecompute = () =>
    recompute.mutate(bank.bankId, {
      // A run started elsewhere: read the banks again, which polls until it ends.
      onError: () => void client.invalidateQueries({ queryKey: itemStatisticBanksQuery.queryKey }),
    });
  return (
    <Panel
      title="Computed"
      description={
        refreshMinutes === null
          ? 'Computed in the background when a content manager asks.'
          : `Computed in the background every ${refreshMinutes} minutes, and when a content manager asks.`
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-800">
          {run.running
            ? `Computing now (started ${when(run.startedAt ?? new Date().toISOString())})…`
            : run.computedAt
              ? `Computed ${when(run.computedAt)} in ${durationText(run.durationMs ?? 0)}: ${runFiguresText(run.questions ?? 0, run.needsReview ?? 0)}.`
              : 'Not computed yet.'}
        </p>
        <Button
          variant="secondary"
          busy={recompute.isPending || run.running}
          disabled={run.running}
          onClick={handleRecompute}
        >
          Recompute now
        </Button>
      </div>
      {refused && run.running && <Alert>{recompute.error?.message}</Alert>}
      {recompute.error && !refused && <Alert tone="error">{recompute.error.message}</Alert>}
      {run.lastRunFailed && !run.running && (
        <Alert tone="error">
          The last run stopped before it finished; the figures shown are from the run before.
        </Alert>
      )}
    </Panel>
  );
}

function Filters({
  bank,
  banks,
  filters,
  onChange,
}: {
  bank: ItemStatisticBank;
  banks: readonly ItemStatisticBank[];
  filters: ItemStatisticsFilters;
  onChange(change: Partial<ItemStatisticsFilters>): void;
}) {
  const reviewId = useId();
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        className="sm:col-span-2"
        label="Question bank"
        options={banks.map((b) => ({
          value: String(b.bankId),
          label: `${b.title} (${b.specialty})`,
        }))}
        value={String(bank.bankId)}
        onChange={(e) => onChange({ bankId: Number(e.target.value) })}
      />
      <SelectField
        className="lg:col-span-2"
        label="Topic"
        placeholder="All topics"
        options={bank.topics.map((t) => ({ value: String(t.id), label: t.name }))}
        value={filters.topicId === null ? '' : String(filters.topicId)}
        onChange={(e) => onChange({ topicId: e.target.value ? Number(e.target.value) : null })}
      />
      <SelectField
        label="Sort by"
        options={ITEM_STATISTIC_SORTS.map((value) => ({ value, label: SORT_NAMES[value] }))}
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.target.value as ItemStatisticSort })}
      />
      <SelectField
        label="Order"
        options={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        value={orderOf(filters)}
        onChange={(e) => onChange({ order: e.target.value as 'asc' | 'desc' })}
      />
      <div className="flex min-h-10 items-center gap-2">
        <input
          id={reviewId}
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={filters.needsReviewOnly}
          onChange={(e) => onChange({ needsReviewOnly: e.target.checked })}
        />
        <label htmlFor={reviewId} className="text-sm font-medium text-slate-800">
          Needs review only
        </label>
      </div>
    </div>
  );
}

/**
 * Item statistics of a bank (issue 26, decision 1302): how its questions fared with all
 * learners' first answers, those that need review first. The list lives in the address.
 */
export function ItemStatisticsScreen() {
  const [search, changeSearch] = useAddressSearch();
  const filters = filtersFrom(search);
  const banks = useItemStatisticBanks();
  const all = banks.data?.banks ?? [];
  // the bank the address names, else the first
  const bankOf = (bankId: number | null) => all.find((b) => b.bankId === bankId) ?? all[0] ?? null;
  const bank = bankOf(filters.bankId);
  const list = useItemStatistics(bank?.bankId ?? null, filters, bank?.run.computedAt ?? null);
  const headingId = useId();

  if (!banks.data) return <QueryStatus query={banks} loading="Loading the question banks…" />;
  if (!bank) return <p className="text-slate-700">There is no question bank yet.</p>;

  const change = (patch: Partial<ItemStatisticsFilters>) =>
    changeSearch((current) => {
      const shown = filtersFrom(current);
      return searchFrom(withChange({ ...shown, bankId: bankOf(shown.bankId)!.bankId }, patch));
    });
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <>
      <p className="text-sm text-slate-700">
        Each learner's first answer to a question counts. <strong>Right (p)</strong> is the share of
        those answers that were right; the <strong>point-biserial</strong> is the correlation
        between answering it right and the learner's score on the bank's other questions (under{' '}
        {LOW_DISCRIMINATION.toFixed(2)}, it does not tell stronger learners from weaker ones; below
        0, stronger learners miss it more). Figures are judged from {MIN_ANSWERS_FOR_STATISTICS}{' '}
        learners on.
      </p>
      <RunPanel bank={bank} refreshMinutes={banks.data.refreshMinutes} />
      <Filters bank={bank} banks={all} filters={filters} onChange={change} />
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Questions of {bank.title}
        </h2>
        <p role="status" className="text-sm text-slate-700">
          {page ? `${page.total} ${page.total === 1 ? 'question' : 'questions'}` : ''}
        </p>
        {page ? (
          page.items.length > 0 ? (
            <ItemStatisticsResults items={page.items} />
          ) : (
            <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-slate-700">
              {page.computedAt === null
                ? 'These statistics have not been computed yet. Recompute now to see them.'
                : page.total > 0
                  ? 'This page is past the last question.'
                  : 'No question matches these filters.'}
            </p>
          )
        ) : list.isError ? (
          <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
        ) : (
          <LoadingState label="Loading the statistics…" />
        )}
        {page && (
          <Pager
            label="Question pages"
            page={filters.page}
            pages={pages}
            onPage={(n) => change({ page: n })}
          />
        )}
      </section>
    </>
  );
}
