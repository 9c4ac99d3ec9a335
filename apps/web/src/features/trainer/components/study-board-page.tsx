import type { StudyBoard } from '@boardready/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { studyBoardQuery, trainerProfileQuery } from '../api/trainer-queries';
import { daysToGo, longDate } from '../utils/board-wording';
import { InterviewPanel } from './interview-form';
import { ReadinessPanel, TopicTable } from './readiness-panel';
import { TodayPlan } from './today-plan';
import { WorkloadTable } from './workload-table';

const TITLE = 'Study Board';
const FRAME = 'mx-auto flex w-full max-w-[70rem] flex-col gap-6 px-3 py-6 sm:px-4 desk:px-6';

function Heading({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-brand-700">Personal Trainer</p>
      <h1 className="text-2xl font-bold text-slate-900">{TITLE}</h1>
      {children}
    </div>
  );
}

function Board({ board, onChange }: { board: StudyBoard; onChange: () => void }) {
  return (
    <>
      <Heading>
        <p className="flex flex-wrap items-center gap-x-2 text-slate-700">
          <span>
            {board.exam.name} on {longDate(board.profile.examDate)}:{' '}
            <strong className="font-semibold text-slate-900">{daysToGo(board.daysToExam)}</strong>
          </span>
          <Button variant="ghost" className="px-2" onClick={onChange}>
            Change plan
          </Button>
        </p>
      </Heading>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <TodayPlan board={board} />
        <ReadinessPanel board={board} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <WorkloadTable board={board} />
        <TopicTable readiness={board.readiness} />
      </div>
    </>
  );
}

/** A learner with no product the Personal Trainer plans with: where to get one. */
function NoTrainerProduct() {
  return (
    <Panel title="Your Personal Trainer">
      <p className="text-slate-800">
        The Personal Trainer comes with our question banks, study guides and flash cards: it plans
        each day toward your exam with them.
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link
          to={paths.freeTrials}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          See the Free Trials
        </Link>
        <Link
          to={paths.products}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Go to My Products
        </Link>
      </div>
    </Panel>
  );
}

/**
 * /dashboard, the Study Board (spec §1, ROUTE-30): the interview on the first visit, then today's
 * plan in study units, the readiness estimate and what each daily time reaches by exam day.
 */
export function StudyBoardPage() {
  usePageTitle(TITLE);
  const board = useQuery(studyBoardQuery);
  const profile = useQuery(trainerProfileQuery);
  const [changing, setChanging] = useState(false);
  if (!board.data || !profile.data) {
    return (
      <main className={FRAME}>
        <Heading />
        <QueryStatus query={board.error ? board : profile} loading="Loading your plan…" />
      </main>
    );
  }
  const current = board.data.board;
  return (
    <main className={FRAME}>
      {current && !changing ? (
        <Board board={current} onChange={() => setChanging(true)} />
      ) : !current && profile.data.products.length === 0 ? (
        <>
          <Heading />
          <NoTrainerProduct />
        </>
      ) : (
        <>
          <Heading />
          <InterviewPanel
            answer={profile.data}
            onCancel={current ? () => setChanging(false) : undefined}
            onSaved={() => setChanging(false)}
          />
        </>
      )}
    </main>
  );
}

export default StudyBoardPage;
