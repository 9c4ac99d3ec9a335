import type { CohortTopic, ProgramDashboard, ResidentSummary } from '@boardready/contracts';
import { FIGURE_NAMES, percentText } from '@boardready/contracts/learner-figures';
import {
  INACTIVE_DAYS,
  MIN_ANSWERS_FOR_ACCURACY,
  PROGRESS_WEEKS,
} from '@boardready/contracts/program-dashboard-rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { residentsCsvHref, useProgramDashboard } from '../api/program-dashboard';
import {
  assignmentsText,
  daysAgoText,
  differencePoints,
  pointsText,
  readinessText,
  weeksText,
} from '../utils/dashboard-figures';
import { type DashboardFilters, programOnly, searchFrom } from '../utils/dashboard-filters';
import { PercentBars, WeeksSparkline } from './dashboard-charts';
import {
  Figure,
  nameColumn,
  numberColumn,
  RiskFlags,
  TEXT_LINK,
  textColumn,
  withSearch,
} from './dashboard-parts';
import { ManagedView, type ViewProps } from './manager-gate';
import { ProgramFilters } from './program-filters';

const TITLE = 'Program dashboard';

function residentColumns(filters: DashboardFilters, now: Date): DataTableColumn<ResidentSummary>[] {
  const back = searchFrom(programOnly(filters));
  return [
    nameColumn(
      'Resident',
      (r) => (
        <div className="flex flex-col gap-0.5">
          <Link to={withSearch(paths.medCentralResident(r.accountId), back)} className={TEXT_LINK}>
            {r.name}
          </Link>
          <span className="text-xs text-slate-600">
            {[r.groupName ?? 'No group', r.pgyYear === null ? null : `PGY-${r.pgyYear}`]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
      ),
      'min-w-[11rem]',
    ),
    numberColumn('answered', 'Questions answered', (r) => r.answered),
    numberColumn('score', FIGURE_NAMES.firstTimeScore, (r) => percentText(r.firstTimeScore)),
    textColumn(`weeks`, `Last ${PROGRESS_WEEKS} weeks`, (r) => (
      <div className="flex min-w-[8rem] flex-col gap-1">
        <WeeksSparkline weeks={r.weeks} />
        <span className="text-xs text-slate-700">{weeksText(r.weeks)}</span>
      </div>
    )),
    textColumn('active', 'Last active', (r) => daysAgoText(r.lastActiveAt, now), true),
    textColumn('readiness', 'Readiness', (r) => readinessText(r.readiness), true),
    textColumn(
      'assignments',
      'Assignments',
      (r) => {
        const text = assignmentsText(r.assignments);
        return (
          <div className="flex flex-col">
            <span>{text.done}</span>
            {text.detail && <span className="text-xs text-amber-900">{text.detail}</span>}
          </div>
        );
      },
      true,
    ),
    textColumn('risk', 'At risk', (r) => <RiskFlags flags={r.atRisk} />),
  ];
}

const topicColumns: DataTableColumn<CohortTopic>[] = [
  nameColumn('Topic', (t) => t.name),
  numberColumn('residents', 'Residents who answered', (t) => t.cohort.residents),
  numberColumn('answered', 'First answers', (t) => t.cohort.answered),
  numberColumn('cohort', `Residents' ${FIGURE_NAMES.firstTimeScore}`, (t) =>
    percentText(t.cohort.percent),
  ),
  numberColumn('all', 'All learners', (t) => percentText(t.allLearners.percent)),
  numberColumn('difference', 'Difference', (t) =>
    pointsText(differencePoints(t.cohort.percent, t.allLearners.percent)),
  ),
];

/** The cohort's accuracy by top-level topic beside all learners': a chart and its table. */
function TopicsPanel({ data }: { data: ProgramDashboard }) {
  return (
    <Panel
      title="Accuracy by topic"
      description={`${FIGURE_NAMES.firstTimeScore} of the residents shown in each top-level topic of ${data.bank?.title ?? 'the bank'}, beside all learners' (every learner's first answers pooled).`}
    >
      {data.topics.length === 0 ? (
        <p className="text-sm text-slate-700">The program has no question bank yet.</p>
      ) : (
        <>
          <PercentBars
            rows={data.topics.map((t) => ({
              id: t.topicId,
              label: t.name,
              values: [t.cohort.percent, t.allLearners.percent],
            }))}
            series={[
              { label: 'Residents shown', fill: 'fill-brand-600', key: 'bg-brand-600' },
              { label: 'All learners', fill: 'fill-slate-400', key: 'bg-slate-400' },
            ]}
          />
          <ScrollingDataTable
            caption="Accuracy by topic: the residents shown and all learners"
            scrollLabel="Accuracy by topic: the residents shown and all learners"
            columns={topicColumns}
            rows={data.topics}
            rowKey={(t) => t.topicId}
          />
        </>
      )}
    </Panel>
  );
}

function DashboardScreen({ filters, onChange }: ViewProps) {
  const query = useProgramDashboard(filters);
  const riskId = useId();
  const data = query.data;
  if (!data) return <QueryStatus query={query} loading="Loading the program dashboard…" />;
  const now = new Date();
  const atRisk = data.residents.filter((r) => r.atRisk.length > 0);
  const shown = filters.atRiskOnly ? atRisk : data.residents;
  const overdue = data.residents.reduce((sum, r) => sum + r.assignments.overdue, 0);
  const view = { ...filters, organizationId: data.program.organizationId };
  return (
    <>
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{data.program.name}</span>
        {data.bank && <> · {data.bank.title}</>}
      </p>
      <ProgramFilters view={data} filters={filters} onChange={onChange} />
      <dl className="grid grid-cols-2 gap-3 desk:grid-cols-4">
        <Figure label="Residents shown" value={String(data.residents.length)} />
        <Figure
          label="At risk"
          value={String(atRisk.length)}
          detail="readiness, accuracy, assignments or inactivity"
        />
        <Figure
          label={`Program median ${FIGURE_NAMES.firstTimeScore}`}
          value={percentText(data.medianScore)}
          detail={`residents with ${MIN_ANSWERS_FOR_ACCURACY} answers or more`}
        />
        <Figure label="Assignments overdue" value={String(overdue)} />
      </dl>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link
          to={withSearch(paths.medCentralItems, searchFrom({ ...view, atRiskOnly: false }))}
          className={TEXT_LINK}
        >
          Cohort item analysis
        </Link>
        <a href={residentsCsvHref(view)} download className={TEXT_LINK}>
          Download the residents (CSV)
        </a>
      </div>
      <Panel
        title="Residents"
        description={`First answers and ${FIGURE_NAMES.firstTimeScore} in ${data.bank?.title ?? 'the program’s bank'}; first answers in any bank over the last ${PROGRESS_WEEKS} weeks; readiness from the Personal Trainer. At risk: readiness under the exam's pass mark, accuracy well under the program's median, behind on assignments, or no study for ${INACTIVE_DAYS} days.`}
      >
        <div className="flex items-center gap-2">
          <input
            id={riskId}
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={filters.atRiskOnly}
            onChange={(e) => onChange({ atRiskOnly: e.target.checked })}
          />
          <label htmlFor={riskId} className="text-sm font-medium text-slate-800">
            At risk only
          </label>
        </div>
        {shown.length === 0 ? (
          <p className="text-sm text-slate-700">
            {data.residents.length === 0
              ? 'No resident matches these filters.'
              : 'No resident shown is at risk.'}
          </p>
        ) : (
          <ScrollingDataTable
            caption="Residents with their progress, assignments and risk"
            columns={residentColumns(view, now)}
            rows={shown}
            rowKey={(r) => r.accountId}
          />
        )}
      </Panel>
      <TopicsPanel data={data} />
    </>
  );
}

/**
 * /medcentral/dashboard (issue 27, decision 1403): a residency program's residents for its
 * directors and faculty. Its view (program, bank, group, PGY, at risk only) is in the address.
 */
export default function ProgramDashboardPage() {
  return <ManagedView title={TITLE}>{(view) => <DashboardScreen {...view} />}</ManagedView>;
}
