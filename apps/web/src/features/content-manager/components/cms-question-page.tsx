import type { CmsQuestion } from '@boardready/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/lib/paths';
import { useCreateDraft } from '../api/create-draft';
import { useCmsQuestion } from '../api/get-question';
import { useRetireQuestion } from '../api/retire-question';
import { formatMoment } from '../utils/format';
import { DraftStatusBadge } from './draft-status-badge';
import { VersionDiff } from './version-diff';

const previewLink = (questionId: number, version?: number) =>
  `${paths.previewQna}?question=${questionId}${version ? `&version=${version}` : ''}`;

/** Start a change (or open the one under way), preview, retire. */
function QuestionActions({ question }: { question: CmsQuestion }) {
  const create = useCreateDraft();
  const retire = useRetireQuestion();
  const navigate = useNavigate();
  const [confirmRetire, setConfirmRetire] = useState(false);
  const published = question.status === 'published';
  return (
    <Panel
      title={`${question.code}: ${published ? 'published' : 'retired'}, version ${question.version}`}
    >
      <p className="text-sm text-slate-700">
        {question.bankTitle}.{' '}
        {published
          ? 'Learners’ new sessions draw its current version; sessions made before keep the version they hold.'
          : 'Retired: it is in no pool, and sessions that held it have let it go.'}
      </p>
      {(create.error ?? retire.error) && (
        <Alert tone="error">{(create.error ?? retire.error)?.message}</Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {question.openDraft ? (
          <Link
            to={paths.cmsDraft(question.openDraft.draftId)}
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Open its draft #{question.openDraft.draftId}
          </Link>
        ) : (
          published && (
            <Button
              busy={create.isPending}
              onClick={() =>
                create.mutate(
                  { questionId: question.questionId },
                  { onSuccess: (draft) => navigate(paths.cmsDraft(draft.draftId)) },
                )
              }
            >
              Start a change
            </Button>
          )
        )}
        {question.openDraft && <DraftStatusBadge status={question.openDraft.status} />}
        <Link
          to={previewLink(question.questionId)}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          Preview Q&amp;A
        </Link>
        {published && (
          <Button variant="secondary" onClick={() => setConfirmRetire(true)}>
            Retire question
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmRetire}
        onOpenChange={setConfirmRetire}
        title={`Retire ${question.code}?`}
        description="It leaves every pool at once. Learners whose open sessions hold it are told once that questions were removed, and their sessions go on without it. This cannot be undone here."
        confirmLabel="Retire"
        destructive
        busy={retire.isPending}
        onConfirm={() =>
          retire.mutate(question.questionId, { onSettled: () => setConfirmRetire(false) })
        }
      />
    </Panel>
  );
}

function Versions({ question }: { question: CmsQuestion }) {
  return (
    <Panel title="Versions" description="Every published version is kept, newest first.">
      <div className="relative min-w-0 overflow-x-auto">
        <DataTable
          caption={`Versions of ${question.code}`}
          captionClassName="sr-only"
          rows={question.versions}
          rowKey={(v) => v.version}
          columns={[
            {
              id: 'version',
              header: 'Version',
              headerClassName: 'pr-3 pb-1',
              rowHeader: true,
              cellClassName: 'py-2 pr-3 text-left align-top font-semibold',
              cell: (v) => (
                <>
                  {v.version}{' '}
                  {v.version === question.version && (
                    <span className="ml-2 text-xs font-normal text-slate-600">current</span>
                  )}
                </>
              ),
            },
            {
              id: 'published',
              header: 'Published',
              headerClassName: 'pr-3 pb-1',
              cellClassName: 'py-2 pr-3 align-top text-slate-700',
              cell: (v) => (
                <span className="flex flex-col">
                  <span className="whitespace-nowrap">{formatMoment(v.publishedAt)}</span>
                  <span className="text-xs">
                    {v.origin === 'import'
                      ? 'bank import'
                      : `by ${v.publishedBy ?? 'a former staff member'}`}
                  </span>
                </span>
              ),
            },
            {
              id: 'note',
              header: 'Change',
              headerClassName: 'pr-3 pb-1',
              cellClassName: 'py-2 pr-3 align-top text-slate-700',
              cell: (v) =>
                v.draftId !== null ? (
                  <Link to={paths.cmsDraft(v.draftId)} className="text-brand-700 underline">
                    {v.changeNote || `Draft #${v.draftId}`}
                  </Link>
                ) : (
                  '—'
                ),
            },
            {
              id: 'preview',
              header: <span className="sr-only">Preview</span>,
              cellClassName: 'py-2 align-top text-right',
              cell: (v) => (
                <Link
                  to={previewLink(question.questionId, v.version)}
                  className="text-sm whitespace-nowrap text-brand-700 underline"
                  aria-label={`Preview version ${v.version}`}
                >
                  Preview
                </Link>
              ),
            },
          ]}
        />
      </div>
    </Panel>
  );
}

function QuestionScreen({ questionId }: { questionId: number }) {
  const question = useCmsQuestion(questionId);
  if (question.isPending) return <LoadingState label="Loading the question…" />;
  if (question.error) {
    return <LoadError message={question.error.message} onRetry={() => void question.refetch()} />;
  }
  return (
    <>
      <QuestionActions question={question.data} />
      <Versions question={question.data} />
      <VersionDiff key={question.data.version} question={question.data} />
    </>
  );
}

/** A question's page (issue 26): its versions, a diff of any two, a change, retiring it. */
export default function CmsQuestionPage() {
  const { questionId } = useParams();
  return (
    <StaffPage title="Q&A versions" right="contentManager">
      <QuestionScreen questionId={Number(questionId)} />
    </StaffPage>
  );
}
