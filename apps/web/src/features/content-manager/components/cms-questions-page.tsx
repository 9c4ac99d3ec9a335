import { StaffPage } from '@/components/staff/staff-page';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { useDraftLists } from '../api/list-drafts';
import { DraftList } from './draft-list';
import { NewQuestion } from './new-question';
import { QuestionFinder } from './question-finder';

function DraftLists() {
  const lists = useDraftLists();
  if (lists.isPending) return <LoadingState label="Loading the drafts…" />;
  if (lists.error)
    return <LoadError message={lists.error.message} onRetry={() => void lists.refetch()} />;
  const { mine, awaitingMyReview, sentBack, publishedRecently } = lists.data;
  return (
    <div className="grid gap-4 desk:grid-cols-2">
      <DraftList
        title="Awaiting my review"
        description="Submitted by another content manager, or approved and ready to publish."
        drafts={awaitingMyReview}
        empty="Nothing waits for your review."
      />
      <DraftList
        title="My drafts"
        description="Being written, or submitted and waiting for a reviewer."
        drafts={mine}
        empty="You have no open drafts. Find a question below to start a change."
      />
      <DraftList
        title="Sent back"
        description="A reviewer asked for changes: the comment is on the draft."
        drafts={sentBack}
        empty="No draft is sent back."
      />
      <DraftList
        title="Published recently"
        description="In the last 30 days."
        drafts={publishedRecently}
        empty="Nothing was published in the last 30 days."
      />
    </div>
  );
}

/**
 * 'Submit/Review Q&As' (spec §2; the legacy '/admin#cms/qa' leads here): the content managers'
 * drafts by where they are in the workflow, a question finder to start a change, a new question.
 */
export default function CmsQuestionsPage() {
  return (
    <StaffPage title="Submit/Review Q&As" right="contentManager">
      <DraftLists />
      <QuestionFinder />
      <NewQuestion />
    </StaffPage>
  );
}
