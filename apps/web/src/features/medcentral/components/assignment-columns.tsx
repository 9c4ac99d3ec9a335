import type { AssignmentSummary } from '@boardready/contracts';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { paths } from '@/lib/paths';
import { formatMoment, whatText } from '../utils/wording';

/** The cells of MedCentral's tables. */
export const HEAD = 'px-2 py-2 font-semibold';
export const CELL = 'px-2 py-3 align-top';

type Row = { assignment: AssignmentSummary };

/**
 * The columns every list of assignments starts with (the resident's and the managers'): its title,
 * a link to its page, what it asks, and when it is due.
 */
export function assignmentColumns<R extends Row>(): DataTableColumn<R>[] {
  return [
    {
      id: 'title',
      header: 'Assignment',
      rowHeader: true,
      headerClassName: HEAD,
      cellClassName: `${CELL} font-semibold`,
      cell: ({ assignment }) => (
        <Link
          to={paths.medCentralAssignment(assignment.assignmentId)}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {assignment.title}
        </Link>
      ),
    },
    {
      id: 'what',
      header: 'What',
      headerClassName: HEAD,
      cellClassName: `${CELL} font-normal`,
      cell: ({ assignment }) => whatText(assignment),
    },
    {
      id: 'due',
      header: 'Due',
      headerClassName: HEAD,
      cellClassName: `${CELL} whitespace-nowrap`,
      cell: ({ assignment }) => (
        <time dateTime={assignment.dueAt}>{formatMoment(assignment.dueAt)}</time>
      ),
    },
  ];
}
