import type { MyStanding, StandingRow } from '@boardready/contracts';
import { FIGURE_NAMES, percentText } from '@boardready/contracts/learner-figures';
import {
  MIN_GROUP_SIZE,
  MIN_PEERS_FOR_PERCENTILE,
  MIN_TOPIC_ANSWERS,
} from '@boardready/contracts/program-dashboard-rules';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { useMyStanding } from '../api/my-standing';
import { percentileText } from '../utils/dashboard-figures';
import { nameColumn, textColumn } from './dashboard-parts';

/** "64.8% · 80th percentile" */
function peerText(figures: StandingRow['allLearners'] | null): string {
  if (!figures) return '—';
  const percentile = figures.percentile === null ? '' : ` · ${percentileText(figures.percentile)}`;
  return `${percentText(figures.percent)}${percentile}`;
}

function columns(groupShown: boolean): (DataTableColumn<StandingRow> | false)[] {
  return [
    nameColumn('Topic', (row) =>
      row.topicId === null ? <span className="font-semibold">{row.name}</span> : row.name,
    ),
    textColumn(
      'you',
      `Your ${FIGURE_NAMES.firstTimeScore}`,
      (row) => `${percentText(row.percent)} (${row.correct}/${row.answered})`,
      true,
    ),
    groupShown && textColumn('group', 'Your group', (row) => peerText(row.group), true),
    textColumn('all', 'All learners', (row) => peerText(row.allLearners), true),
  ];
}

function groupNote(group: MyStanding['group']): string {
  if (!group) return 'You are in no group of your program yet: you are compared with all learners.';
  if (group.figuresShown) {
    return `Your group is ${group.name} (${group.residents} residents); its figures are its residents' first answers pooled, you included.`;
  }
  return `Your group, ${group.name}, has ${group.residents} ${group.residents === 1 ? 'resident' : 'residents'}. Group figures are shown from ${MIN_GROUP_SIZE} residents on, so that no one's results can be told apart: you are compared with all learners.`;
}

/**
 * A resident's standing in their program (issue 27, decision 1403): by topic, their First-time
 * score and percentile against their group and against all learners, from peers' aggregates
 * only. MedCentral's page shows it for the program on screen.
 */
export default function MyStandingPanel({ organizationId }: { organizationId: number }) {
  const query = useMyStanding(organizationId);
  const data = query.data;
  return (
    <Panel
      title="Your standing"
      description={
        data?.bank
          ? `${FIGURE_NAMES.firstTimeScore} in ${data.bank.title}, by topic, with your percentile (the share of others you score above).`
          : undefined
      }
    >
      {!data ? (
        <QueryStatus query={query} loading="Loading your standing…" />
      ) : !data.bank ? (
        <p className="text-sm text-slate-700">
          Your program has no question bank yet: your standing shows once it has one.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{groupNote(data.group)}</p>
          <ScrollingDataTable
            caption="Your standing by topic against your group and all learners"
            scrollLabel="Your standing by topic against your group and all learners"
            columns={columns(data.group?.figuresShown === true)}
            rows={[data.overall, ...data.topics]}
            rowKey={(row) => row.topicId ?? 0}
          />
          <p className="text-xs text-slate-600">
            A percentile shows once you have {MIN_TOPIC_ANSWERS} first answers in a topic and at
            least {MIN_PEERS_FOR_PERCENTILE} others have as many. No one's own figures are shown.
          </p>
        </>
      )}
    </Panel>
  );
}
