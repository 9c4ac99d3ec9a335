import type { CohortItem, CohortItems } from '@boardready/contracts';
import { MIN_RESIDENTS_PER_ITEM } from '@boardready/contracts/program-dashboard-rules';
import { Link } from 'react-router';
import { holdsRight } from '@/components/staff/staff-rights';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { QueryStatus } from '@/components/ui/query-status';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCohortItems } from '../api/cohort-items';
import { pointsText } from '../utils/dashboard-figures';
import { searchFrom } from '../utils/dashboard-filters';
import { nameColumn, numberColumn, TEXT_LINK, textColumn, withSearch } from './dashboard-parts';
import { ManagedView, type ViewProps } from './manager-gate';
import { ProgramFilters } from './program-filters';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function columns(canPreview: boolean): DataTableColumn<CohortItem>[] {
  return [
    nameColumn(
      'Question',
      (item) => (
        <div className="flex flex-col gap-0.5">
          <span className="font-mono text-sm font-semibold text-slate-900">{item.code}</span>
          {canPreview && (
            <Link
              to={`${paths.previewQna}?question=${item.questionId}`}
              aria-label={`Preview ${item.code}`}
              className={`${TEXT_LINK} text-sm`}
            >
              Preview
            </Link>
          )}
        </div>
      ),
      'whitespace-nowrap',
    ),
    textColumn('topic', 'Topic', (item) => (
      <span className="inline-block min-w-[10rem]">{item.topics.join(', ') || '—'}</span>
    )),
    numberColumn('residents', 'Residents who answered', (item) => item.residentsAnswered),
    numberColumn(
      'cohort',
      'Residents right',
      (item) => `${item.cohortPercent}% (${item.residentsCorrect}/${item.residentsAnswered})`,
    ),
    numberColumn('all', 'All learners right (p)', (item) =>
      item.allLearnersPercent === null
        ? 'not computed'
        : `${item.allLearnersPercent}% of ${item.allLearners}`,
    ),
    numberColumn('gap', 'Difference', (item) => (
      <span
        className={
          item.gapPoints !== null && item.gapPoints < 0 ? 'font-semibold text-red-800' : ''
        }
      >
        {pointsText(item.gapPoints)}
      </span>
    )),
  ];
}

function ItemsScreen({ filters, onChange }: ViewProps) {
  const query = useCohortItems(filters);
  const session = useSession();
  const data: CohortItems | undefined = query.data;
  if (!data) return <QueryStatus query={query} loading="Loading the item analysis…" />;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const canPreview = holdsRight(session, 'previewQna');
  const view = { ...filters, organizationId: data.program.organizationId };
  return (
    <>
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{data.program.name}</span>
        {data.bank && <> · {data.bank.title}</>}
      </p>
      <p className="text-sm text-slate-700">
        Each resident's first answer to a question counts. The questions your residents miss more
        than all learners do come first: their share right beside the question's p-value (all
        learners' share right, from the item statistics), and the difference in points. A question
        is listed once {MIN_RESIDENTS_PER_ITEM} residents shown have answered it.
      </p>
      <ProgramFilters view={data} filters={filters} onChange={onChange} />
      {data.topics.length > 0 && (
        <SelectField
          className="sm:max-w-sm"
          label="Topic"
          placeholder="All topics"
          options={data.topics.map((t) => ({ value: String(t.topicId), label: t.name }))}
          value={data.topicId === null ? '' : String(data.topicId)}
          onChange={(e) => onChange({ topicId: e.target.value ? Number(e.target.value) : null })}
        />
      )}
      <p role="status" className="text-sm text-slate-700">
        {`${data.total} ${data.total === 1 ? 'question' : 'questions'} answered by ${MIN_RESIDENTS_PER_ITEM} or more of the ${data.residents} ${data.residents === 1 ? 'resident' : 'residents'} shown. `}
        {data.computedAt
          ? `All learners' p-values as computed ${when(data.computedAt)}.`
          : "All learners' p-values have not been computed yet for this bank."}
      </p>
      {data.items.length > 0 ? (
        <ScrollingDataTable
          caption="Questions the residents miss most against all learners"
          // with Preview links the scroller's links take the focus; without, the scroller does
          scrollLabel={canPreview ? undefined : 'Questions the residents miss most'}
          columns={columns(canPreview)}
          rows={data.items}
          rowKey={(item) => item.questionId}
        />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-slate-700">
          {data.total > 0
            ? 'This page is past the last question.'
            : 'No question has been answered by enough of these residents yet.'}
        </p>
      )}
      <Pager
        label="Question pages"
        page={filters.page}
        pages={pages}
        onPage={(page) => onChange({ page })}
      />
      <p>
        <Link
          to={withSearch(
            paths.medCentralDashboard,
            searchFrom({ ...view, topicId: null, page: 1 }),
          )}
          className={TEXT_LINK}
        >
          Back to the program dashboard
        </Link>
      </p>
    </>
  );
}

/**
 * /medcentral/dashboard/items (issue 27, decision 1403): the questions the program's residents
 * miss against all learners, for its directors and faculty; the view is in the address.
 */
export default function CohortItemsPage() {
  return (
    <ManagedView title="Cohort item analysis">{(view) => <ItemsScreen {...view} />}</ManagedView>
  );
}
