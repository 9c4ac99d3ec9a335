import type { CmsDraft } from '@boardready/contracts';
import { CMS_COMMENT_MAX } from '@boardready/contracts/content-manager-rules';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { TextArea } from '@/components/ui/text-area';
import { useCommentDraft } from '../api/comment-draft';
import { formatMoment } from '../utils/format';

const WHAT: Record<CmsDraft['events'][number]['kind'], string> = {
  created: 'started the draft',
  comment: 'commented',
  submitted: 'submitted it for review',
  approved: 'approved it',
  sent_back: 'sent it back',
  published: 'published it',
};

/** Who did what to the draft, with the comments, and a comment of one's own. */
export function DraftHistory({ draft }: { draft: CmsDraft }) {
  const comment = useCommentDraft();
  const [text, setText] = useState('');
  return (
    <Panel title="History and comments">
      <ol className="flex flex-col gap-3">
        {draft.events.map((event) => (
          <li key={event.id} className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3">
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{event.by?.name ?? 'Someone'}</span>{' '}
              {WHAT[event.kind]}
              {event.kind === 'published' && event.body ? ` (${event.body.toLowerCase()})` : ''} ·{' '}
              <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time>
            </p>
            {event.body && event.kind !== 'published' && (
              <p className="text-sm whitespace-pre-wrap text-slate-900">{event.body}</p>
            )}
          </li>
        ))}
      </ol>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          comment.mutate(
            { draftId: draft.draftId, body: text.trim() },
            { onSuccess: () => setText('') },
          );
        }}
      >
        <TextArea
          label="Add a comment"
          className="[&_textarea]:min-h-20"
          value={text}
          maxLength={CMS_COMMENT_MAX}
          onChange={(event) => setText(event.target.value)}
        />
        {comment.error && <Alert tone="error">{comment.error.message}</Alert>}
        <div>
          <Button
            type="submit"
            variant="secondary"
            busy={comment.isPending}
            disabled={!text.trim()}
          >
            Comment
          </Button>
        </div>
      </form>
    </Panel>
  );
}
