import type { StaffLiveSession } from '@boardready/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScrollingDataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { formatClock } from '@/lib/qa/session-clock';
import { useStaffLiveSessions } from '../api/staff-live-sessions';
import { sessionTimeRange } from '../utils/session-time';
import { ScheduleSessionDialog } from './schedule-session-dialog';
import { SessionStatus, SessionTime } from './session-parts';

const CELL = 'py-2 pr-3 align-baseline';

function SessionsScreen() {
  const sessions = useStaffLiveSessions();
  const [scheduling, setScheduling] = useState(false);
  const [scheduled, setScheduled] = useState<string | null>(null);
  if (!sessions.data) return <QueryStatus query={sessions} loading="Loading the sessions…" />;
  const list = sessions.data.sessions;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-slate-700">
          Every live session of every product, the latest first. Open one to answer its questions or
          hide those that do not belong (learners see the change at once), or to store its recording
          for the replay.
        </p>
        <Button onClick={() => setScheduling(true)}>Schedule a session</Button>
      </div>
      {scheduled && <Alert tone="success">{scheduled}</Alert>}
      <Panel title="Sessions">
        {list.length === 0 ? (
          <p className="text-slate-700">No live sessions are scheduled.</p>
        ) : (
          <ScrollingDataTable<StaffLiveSession>
            caption="Live sessions with their product, time, status, recording and open questions"
            rows={list}
            rowKey={(s) => s.liveSessionId}
            headClassName="text-xs uppercase tracking-wide"
            columns={[
              {
                id: 'session',
                header: 'Session',
                rowHeader: true,
                cell: (s) => (
                  <span className="flex flex-col">
                    <Link
                      to={paths.adminLiveSession(s.liveSessionId)}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {s.title}
                    </Link>
                    <span className="font-normal text-slate-700">{s.presenter}</span>
                  </span>
                ),
                cellClassName: `${CELL} min-w-48`,
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'product',
                header: 'Product',
                cell: (s) => (
                  <span className="flex flex-col">
                    <span className="font-mono text-xs font-semibold">{s.productCode}</span>
                    <span className="text-slate-700">{s.productName}</span>
                  </span>
                ),
                cellClassName: `${CELL} min-w-40`,
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'time',
                header: 'Time',
                cell: (s) => <SessionTime session={s} />,
                cellClassName: `${CELL} min-w-48`,
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'status',
                header: 'Status',
                cell: (s) => <SessionStatus status={s.status} />,
                cellClassName: `${CELL} whitespace-nowrap`,
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'recording',
                header: 'Recording',
                cell: (s) =>
                  s.recording ? `Stored · ${formatClock(s.recording.durationSeconds)}` : 'None',
                cellClassName: `${CELL} whitespace-nowrap`,
                headerClassName: 'py-2 pr-3',
              },
              {
                id: 'open',
                header: 'Open questions',
                cell: (s) => s.openQuestions.toLocaleString('en-US'),
                cellClassName: `${CELL} text-right tabular-nums`,
                headerClassName: 'py-2 pr-3 text-right',
              },
            ]}
          />
        )}
      </Panel>
      <ScheduleSessionDialog
        open={scheduling}
        onClose={() => setScheduling(false)}
        onScheduled={(session) => {
          setScheduled(
            `“${session.title}” is scheduled in ${session.productName}: ${sessionTimeRange(session.startsAt, session.endsAt)}.`,
          );
          setScheduling(false);
        }}
      />
    </>
  );
}

/** /ngadmin/live: the live sessions to moderate (issue 29), for admins. */
export default function LiveModerationPage() {
  return (
    <StaffPage title="Live Q&A" right="admin">
      <SessionsScreen />
    </StaffPage>
  );
}
