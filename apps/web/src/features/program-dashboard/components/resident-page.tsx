import type {
  ResidentActivity,
  ResidentAssignment,
  ResidentDetail,
  ResidentTopic,
} from '@boardready/contracts';
import { FIGURE_NAMES, percentCorrect, percentText } from '@boardready/contracts/learner-figures';
import { ASSIGNMENT_STATUS_LABELS } from '@boardready/contracts/program-dashboard-rules';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { Page } from '@/components/ui/page';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useProgramResident } from '../api/program-resident';
import { assignmentsText, daysAgoText, readinessText, shortDay } from '../utils/dashboard-figures';
import {
  type DashboardFilters,
  filtersFrom,
  programOnly,
  searchFrom,
} from '../utils/dashboard-filters';
import { PercentBars, WeeksChart } from './dashboard-charts';
import {
  Figure,
  nameColumn,
  numberColumn,
  RiskFlags,
  TEXT_LINK,
  textColumn,
  withSearch,
} from './dashboard-parts';
import { ManagerGate } from './manager-gate';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

type WeekRow = ResidentDetail['weeks'][number];

const weekColumns: DataTableColumn<WeekRow>[] = [
  nameColumn('Week of', (w) => shortDay(w.weekStart), 'whitespace-nowrap'),
  numberColumn('answered', 'First answers', (w) => w.answered),
  numberColumn('correct', 'Right the first time', (w) => w.correct),
  numberColumn('score', FIGURE_NAMES.firstTimeScore, (w) =>
    percentText(percentCorrect(w.correct, w.answered)),
  ),
];

const topicColumns: DataTableColumn<ResidentTopic>[] = [
  nameColumn('Topic', (t) => t.name),
  numberColumn('answered', 'First answers', (t) => t.answered),
  numberColumn('resident', FIGURE_NAMES.firstTimeScore, (t) => percentText(t.percent)),
  numberColumn('program', 'Program', (t) => percentText(t.cohortPercent)),
  numberColumn('all', 'All learners', (t) => percentText(t.allLearnersPercent)),
];

const STATUS_TONE: Record<ResidentAssignment['status'], string> = {
  completed: 'text-green-800',
  completedLate: 'text-amber-900',
  overdue: 'font-semibold text-red-800',
  open: 'text-slate-700',
  closed: 'text-slate-600',
};

const assignmentColumns: DataTableColumn<ResidentAssignment>[] = [
  nameColumn('Assignment', (a) => a.title, 'min-w-[10rem]'),
  textColumn('due', 'Due', (a) => when(a.dueAt), true),
  textColumn(
    'status',
    'Status',
    (a) => <span className={STATUS_TONE[a.status]}>{ASSIGNMENT_STATUS_LABELS[a.status]}</span>,
    true,
  ),
  textColumn('completed', 'Completed', (a) => (a.completedAt ? when(a.completedAt) : '—'), true),
  numberColumn('score', 'Score', (a) =>
    a.scorePercent === null
      ? '—'
      : `${a.scorePercent}%${a.passed === null ? '' : a.passed ? ' (passed)' : ' (not passed)'}`,
  ),
];

function activityText(line: ResidentActivity): { when: string; what: string } {
  switch (line.kind) {
    case 'questions':
      return {
        when: when(line.at),
        what: `Questions: ${line.sessionName}, ${line.correct} of ${line.answered} right`,
      };
    case 'cards':
      return { when: shortDay(line.day), what: `Flash cards: ${line.reviews} reviewed` };
    case 'reading':
      return { when: shortDay(line.day), what: `Book: ${line.sections} sections read` };
    case 'assignment':
      return { when: when(line.at), what: `Assignment completed: ${line.title}` };
  }
}

function ResidentScreen({ data, back }: { data: ResidentDetail; back: DashboardFilters }) {
  const r = data.resident;
  const now = new Date();
  const assignments = assignmentsText(r.assignments);
  return (
    <>
      <p className="text-slate-700">
        {[data.program.name, r.groupName, r.pgyYear === null ? null : `PGY-${r.pgyYear}`, r.email]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl className="grid grid-cols-2 gap-3 desk:grid-cols-4">
        <Figure
          label={FIGURE_NAMES.firstTimeScore}
          value={percentText(r.firstTimeScore)}
          detail={`${r.answered} questions answered${data.bank ? ` in ${data.bank.title}` : ''}`}
        />
        <Figure label="Last active" value={daysAgoText(r.lastActiveAt, now)} />
        <Figure
          label="Readiness"
          value={readinessText(r.readiness)}
          detail={r.readiness?.examName ?? undefined}
        />
        <Figure label="Assignments" value={assignments.done} detail={assignments.detail} />
      </dl>
      {r.atRisk.length > 0 && (
        <section
          aria-label="At risk"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3"
        >
          <RiskFlags flags={r.atRisk} />
        </section>
      )}
      <Panel
        title="Progress by week"
        description="First answers each week, in any question bank (Monday to Sunday, UTC), and how many were right."
      >
        <WeeksChart weeks={data.weeks} />
        <ScrollingDataTable
          caption="First answers by week"
          scrollLabel="First answers by week"
          columns={weekColumns}
          rows={data.weeks}
          rowKey={(w) => w.weekStart}
        />
      </Panel>
      <Panel
        title="Accuracy by topic"
        description={`${FIGURE_NAMES.firstTimeScore} in each top-level topic, beside the program's residents and all learners (first answers pooled).`}
      >
        {data.topics.length > 0 && (
          <PercentBars
            rows={data.topics.map((t) => ({
              id: t.topicId,
              label: t.name,
              values: [t.percent, t.cohortPercent, t.allLearnersPercent],
            }))}
            series={[
              { label: r.name, fill: 'fill-brand-600', key: 'bg-brand-600' },
              { label: 'Program', fill: 'fill-amber-500', key: 'bg-amber-500' },
              { label: 'All learners', fill: 'fill-slate-400', key: 'bg-slate-400' },
            ]}
          />
        )}
        <ScrollingDataTable
          caption={`Accuracy by topic: ${r.name}, the program and all learners`}
          scrollLabel={`Accuracy by topic: ${r.name}, the program and all learners`}
          columns={topicColumns}
          rows={data.topics}
          rowKey={(t) => t.topicId}
        />
      </Panel>
      <Panel title="Assignments">
        {data.assignments.length === 0 ? (
          <p className="text-sm text-slate-700">No assignment has been given to {r.name} yet.</p>
        ) : (
          <ScrollingDataTable
            caption={`Assignments of ${r.name}`}
            scrollLabel={`Assignments of ${r.name}`}
            columns={assignmentColumns}
            rows={data.assignments}
            rowKey={(a) => a.assignmentId}
          />
        )}
      </Panel>
      <Panel title="Recent activity" description="The last 30 days, newest first.">
        {data.activity.length === 0 ? (
          <p className="text-sm text-slate-700">No study in the last 30 days.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {data.activity.map((line) => {
              const text = activityText(line);
              return (
                <li
                  key={`${line.kind}-${'at' in line ? line.at : line.day}-${text.what}`}
                  className="flex flex-wrap gap-x-4 py-2 text-sm"
                >
                  <span className="w-28 shrink-0 text-slate-600 tabular-nums">{text.when}</span>
                  <span className="text-slate-900">{text.what}</span>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      <p>
        <Link
          to={withSearch(paths.medCentralDashboard, searchFrom(programOnly(back)))}
          className={TEXT_LINK}
        >
          Back to the program dashboard
        </Link>
      </p>
    </>
  );
}

function ResidentLoader({ accountId, filters }: { accountId: number; filters: DashboardFilters }) {
  const query = useProgramResident(accountId, filters);
  return (
    <Page title={query.data?.resident.name ?? 'Resident'} wide>
      {query.data ? (
        <ResidentScreen
          data={query.data}
          back={{ ...filters, organizationId: query.data.program.organizationId }}
        />
      ) : (
        <QueryStatus query={query} loading="Loading the resident…" />
      )}
    </Page>
  );
}

const frame = (content: ReactNode) => (
  <Page title="Resident" wide>
    {content}
  </Page>
);

/**
 * /medcentral/dashboard/residents/:accountId (issue 27, decision 1403): one resident of the
 * program, for its directors and faculty.
 */
export default function ResidentPage() {
  const { accountId } = useParams();
  const [search] = useSearchParams();
  const filters = filtersFrom(search);
  const id = /^[1-9][0-9]{0,9}$/.test(accountId ?? '') ? Number(accountId) : null;
  return (
    <ManagerGate organizationId={filters.organizationId} frame={frame}>
      {id === null ? (
        frame(<p className="text-slate-700">This address names no resident.</p>)
      ) : (
        <ResidentLoader accountId={id} filters={filters} />
      )}
    </ManagerGate>
  );
}
