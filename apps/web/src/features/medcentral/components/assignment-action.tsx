import type { AssignmentSummary, MyAssignmentProgress } from '@boardready/contracts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useStartAssignment } from '../api/start-assignment';

const LINK =
  'inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * What a resident does about an assignment: a question set starts (or continues, or is reviewed
 * in) its Q&A session; a book section opens in the reader; a deck opens its study. Without a
 * usable copy of the product, the resident is told whom to ask.
 */
export function AssignmentAction({
  assignment,
  mine,
}: {
  assignment: AssignmentSummary;
  mine: MyAssignmentProgress;
}) {
  const start = useStartAssignment();
  const { title } = assignment;
  if (assignment.kind === 'questions') {
    const label =
      mine.status === 'completed' ? 'Review' : mine.qaSessionId !== null ? 'Continue' : 'Start';
    if (mine.qaSessionId === null && assignment.closedAt !== null) return null;
    if (mine.qaSessionId === null && mine.userProductId === null) return <NoCopy />;
    return (
      <Button
        onClick={() => start.mutate(assignment.assignmentId)}
        busy={start.isPending}
        aria-label={`${label}: ${title}`}
      >
        {label}
      </Button>
    );
  }
  if (mine.userProductId === null) return <NoCopy />;
  if (assignment.kind === 'book_section')
    return (
      <Link
        className={LINK}
        to={paths.bookSection(mine.userProductId, assignment.sectionId ?? '')}
        aria-label={`Read the section: ${title}`}
      >
        Read
      </Link>
    );
  return (
    <Link
      className={LINK}
      to={paths.flashCards(mine.userProductId, 'study')}
      aria-label={`Study the deck: ${title}`}
    >
      Study
    </Link>
  );
}

function NoCopy() {
  return (
    <p className="text-sm text-slate-700">
      You have no copy of this product: ask your program for a seat.
    </p>
  );
}
