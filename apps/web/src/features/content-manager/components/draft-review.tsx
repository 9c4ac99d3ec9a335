import type { CmsDraft } from '@boardready/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { TextArea } from '@/components/ui/text-area';
import { paths } from '@/lib/paths';
import { useApproveDraft } from '../api/approve-draft';
import { useDiscardDraft } from '../api/discard-draft';
import { usePublishDraft } from '../api/publish-draft';
import { useSendBackDraft } from '../api/send-back-draft';

/** What the next version will be called once published. */
function nextVersionLabel(draft: CmsDraft) {
  return draft.questionId === null
    ? 'Publish as a new question'
    : `Publish as version ${(draft.currentVersion ?? 0) + 1}`;
}

/**
 * The workflow's next step for the caller: review (approve or send back with a comment) a draft
 * someone else submitted, publish an approved one, discard one's own. The server decides what the
 * caller may do (`can`); what it refuses is never offered here.
 */
export function DraftReview({ draft }: { draft: CmsDraft }) {
  const approve = useApproveDraft();
  const sendBack = useSendBackDraft();
  const publish = usePublishDraft();
  const discard = useDiscardDraft();
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const failure = approve.error ?? sendBack.error ?? publish.error ?? discard.error;
  const { draftId } = draft;

  return (
    <Panel title="Review and publish">
      {failure && <Alert tone="error">{failure.message}</Alert>}
      {draft.status === 'published' && draft.questionId !== null && (
        <Alert tone="success">
          Published as version {draft.publishedVersion} of {draft.questionCode}
          {draft.publishedBy ? ` by ${draft.publishedBy.name}` : ''}.{' '}
          <Link to={paths.cmsQuestion(draft.questionId)} className="font-semibold underline">
            See its versions
          </Link>
        </Alert>
      )}
      {(draft.status === 'draft' || draft.status === 'sent_back') && (
        <p className="text-sm text-slate-700">
          {draft.status === 'sent_back'
            ? 'Sent back for changes: read the reviewer’s comment below, change the draft and submit it again.'
            : 'Save the draft, then submit it: another content manager reviews it.'}
        </p>
      )}
      {draft.reviewBlocked && <Alert>{draft.reviewBlocked}</Alert>}
      {draft.can.review && (
        <div className="flex flex-col gap-3">
          <TextArea
            label="Review comment"
            hint="Required to send it back; optional when you approve."
            className="[&_textarea]:min-h-20"
            value={comment}
            error={commentError}
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              busy={approve.isPending}
              onClick={() =>
                approve.mutate(
                  { draftId, comment: comment.trim() },
                  { onSuccess: () => setComment('') },
                )
              }
            >
              Approve
            </Button>
            <Button
              variant="secondary"
              busy={sendBack.isPending}
              onClick={() => {
                if (!comment.trim()) {
                  setCommentError('Write what should change before sending it back.');
                  return;
                }
                sendBack.mutate(
                  { draftId, comment: comment.trim() },
                  { onSuccess: () => setComment('') },
                );
              }}
            >
              Send back
            </Button>
          </div>
        </div>
      )}
      {draft.can.publish && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">
            Approved{draft.reviewedBy ? ` by ${draft.reviewedBy.name}` : ''}. Publishing gives new
            sessions this text; sessions made before keep the version they hold.
          </p>
          <div>
            <Button onClick={() => setConfirmPublish(true)}>{nextVersionLabel(draft)}</Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={`${paths.previewQna}?draft=${draftId}`}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          Preview as learners see it
        </Link>
        {draft.can.discard && (
          <Button variant="ghost" onClick={() => setConfirmDiscard(true)}>
            Discard draft
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmPublish}
        onOpenChange={setConfirmPublish}
        title={nextVersionLabel(draft)}
        description={
          draft.questionCode
            ? `New sessions of ${draft.questionCode} show this version from now on.`
            : 'The question joins its bank now; new sessions may draw it.'
        }
        confirmLabel="Publish"
        busy={publish.isPending}
        onConfirm={() => publish.mutate(draftId, { onSettled: () => setConfirmPublish(false) })}
      />
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard this draft?"
        description="Its text and comments are deleted. The question is not changed."
        confirmLabel="Discard"
        destructive
        busy={discard.isPending}
        onConfirm={() =>
          discard.mutate(draftId, {
            onSuccess: () => navigate(paths.cmsQuestions, { replace: true }),
          })
        }
      />
    </Panel>
  );
}
