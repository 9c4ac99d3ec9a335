import type { QaSessionSummary } from '@boardready/contracts';
import { FIGURE_NAMES, scoreText } from '@boardready/contracts/learner-figures';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Icon } from '@/components/ui/icon';
import { formatDuration } from '@/lib/qa/session-clock';
import { QA_MODES } from '@/lib/qa-modes';
import { sessionScore } from '../utils/session-rules';
import {
  DeleteSessionDialog,
  DuplicateSessionDialog,
  RenameSessionDialog,
} from './session-dialogs';

const created = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type DialogState = { kind: 'rename' | 'duplicate' | 'delete'; session: QaSessionSummary } | null;

function Badge({
  children,
  tone = 'slate',
}: {
  children: React.ReactNode;
  tone?: 'slate' | 'brand' | 'green' | 'amber';
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    brand: 'bg-brand-50 text-brand-800',
    green: 'bg-green-50 text-green-800',
    amber: 'bg-amber-50 text-amber-900',
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

const MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

function SessionRow({
  session,
  href,
  onAction,
}: {
  session: QaSessionSummary;
  href: string;
  onAction(kind: 'rename' | 'duplicate' | 'delete'): void;
}) {
  const score = sessionScore(session);
  const ended = session.status === 'ended';
  return (
    <li className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 last:border-b-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold text-slate-900">{session.name}</h3>
          <Badge tone={session.viewMode === 'tutor' ? 'brand' : 'slate'}>
            {QA_MODES[session.viewMode].name}
          </Badge>
          {session.durationSeconds !== null && (
            <Badge>Timed · {formatDuration(session.durationSeconds)}</Badge>
          )}
          {ended ? <Badge tone="green">Ended</Badge> : <Badge tone="amber">In progress</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="flex items-center gap-2">
            <span
              className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200"
              role="progressbar"
              aria-label={`Progress of ${session.name}`}
              aria-valuemin={0}
              aria-valuemax={score.total}
              aria-valuenow={score.answered}
            >
              <span
                className="block h-full bg-brand-600"
                style={{ width: `${score.progress * 100}%` }}
              />
            </span>
            <span className="tabular-nums">
              {score.answered} of {score.total} answered
            </span>
          </span>
          <span className="tabular-nums">
            {FIGURE_NAMES.score}:{' '}
            {score.percent === null || (!ended && session.viewMode === 'test')
              ? '—'
              : scoreText(score.correct, score.answered)}
          </span>
          <span>Created {created.format(new Date(session.createdAt))}</span>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Link
          to={href}
          aria-label={`${ended ? 'Review' : 'Resume'} ${session.name}`}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {ended
            ? 'Review'
            : score.answered === 0 && session.secondsElapsed === 0
              ? 'Start'
              : 'Resume'}
        </Link>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={`More actions for ${session.name}`}
            className="inline-flex size-10 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <circle cx="12" cy="5" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="12" cy="19" r="2" />
            </svg>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-[1150] min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              <DropdownMenu.Item className={MENU_ITEM} onSelect={() => onAction('rename')}>
                Rename
              </DropdownMenu.Item>
              <DropdownMenu.Item className={MENU_ITEM} onSelect={() => onAction('duplicate')}>
                Duplicate
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item
                className={`${MENU_ITEM} text-red-700`}
                onSelect={() => onAction('delete')}
              >
                Delete
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </li>
  );
}

/** The learner's sessions of the product: progress, score, mode, created; resume and manage. */
export function SessionList({
  sessions,
  status,
  userProductId,
  hrefOf,
}: {
  sessions: QaSessionSummary[] | undefined;
  status: 'pending' | 'error' | 'success';
  userProductId: number;
  hrefOf(session: QaSessionSummary): string;
}) {
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = () => setDialog(null);
  return (
    <section
      aria-labelledby="sessions-heading"
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-baseline justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="sessions-heading" className="text-lg font-bold text-slate-900">
          Your sessions
        </h2>
        {sessions && <span className="text-sm text-slate-600">{sessions.length}</span>}
      </div>
      {status === 'pending' && (
        <p className="px-4 py-6 text-sm text-slate-600">Loading your sessions…</p>
      )}
      {status === 'error' && (
        <div className="p-4">
          <Alert tone="error">Your sessions could not be loaded. Please reload the page.</Alert>
        </div>
      )}
      {sessions?.length === 0 && (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
          <Icon name="quiz" className="size-10 text-slate-400" />
          <p className="font-semibold text-slate-800">No sessions yet</p>
          <p className="max-w-xs text-sm text-slate-600">
            Create your first session: choose topics and a mode, then start answering.
          </p>
        </div>
      )}
      {sessions && sessions.length > 0 && (
        <ul aria-label="Sessions">
          {sessions.map((session) => (
            <SessionRow
              key={session.qaSessionId}
              session={session}
              href={hrefOf(session)}
              onAction={(kind) => setDialog({ kind, session })}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === 'rename' && (
        <RenameSessionDialog session={dialog.session} onClose={close} />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateSessionDialog session={dialog.session} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteSessionDialog
          session={dialog.session}
          userProductId={userProductId}
          onClose={close}
        />
      )}
    </section>
  );
}
