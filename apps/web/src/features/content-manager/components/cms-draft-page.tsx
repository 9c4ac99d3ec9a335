import { Link, useParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { paths } from '@/lib/paths';
import { useDraft } from '../api/get-draft';
import { useBanks } from '../api/list-banks';
import { DraftEditor } from './draft-editor';
import { DraftHistory } from './draft-history';
import { DraftReview } from './draft-review';
import { DraftStatusBadge } from './draft-status-badge';

function DraftScreen({ draftId }: { draftId: number }) {
  const draft = useDraft(draftId);
  const banks = useBanks();
  if (draft.isPending) return <LoadingState label="Loading the draft…" />;
  if (draft.error)
    return <LoadError message={draft.error.message} onRetry={() => void draft.refetch()} />;
  const d = draft.data;
  const bank = banks.data?.banks.find((b) => b.bankId === d.bankId);
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <DraftStatusBadge status={d.status} />
        <span>
          {d.questionId !== null && d.questionCode ? (
            <>
              A change to{' '}
              <Link
                to={paths.cmsQuestion(d.questionId)}
                className="font-semibold text-brand-700 underline"
              >
                {d.questionCode}
              </Link>{' '}
              from version {d.baseVersion}
              {d.currentVersion !== null &&
              d.currentVersion !== d.baseVersion &&
              d.status !== 'published'
                ? ` (the question is at version ${d.currentVersion} now)`
                : ''}
            </>
          ) : (
            <>A new question of {d.bankTitle}</>
          )}
        </span>
        {d.author && <span>Written by {d.author.name}</span>}
        <Link to={paths.cmsQuestions} className="text-brand-700 underline">
          All drafts
        </Link>
      </div>
      <DraftReview draft={d} />
      {/* keyed by the draft's status: a review or publish starts the form from what was saved */}
      <DraftEditor key={`${d.draftId}-${d.status}`} draft={d} bank={bank} />
      <DraftHistory draft={d} />
    </>
  );
}

/** A Q&A draft (issue 26): its content, the workflow's next step, its history and comments. */
export default function CmsDraftPage() {
  const { draftId } = useParams();
  const id = Number(draftId);
  return (
    <StaffPage title={`Q&A draft #${draftId ?? ''}`} right="contentManager">
      {Number.isInteger(id) && id > 0 ? (
        <DraftScreen draftId={id} />
      ) : (
        <LoadError message="There is no such draft." onRetry={() => window.location.reload()} />
      )}
    </StaffPage>
  );
}
