import {
  MOC_BOARDS,
  MOC_REPORT_STATUSES,
  type MocBoard,
  type MocReportStatus,
} from '@boardready/contracts/cme-rules';

/** The queue's filters as the address keeps them (?board=ABIM&status=queued); '' is all. */
export interface QueueFilters {
  board: MocBoard | '';
  status: MocReportStatus | '';
}

export const QUEUE_PAGE_SIZE = 50;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

export function queueFiltersFrom(search: URLSearchParams): QueueFilters {
  return {
    board: oneOf(MOC_BOARDS, search.get('board')),
    status: oneOf(MOC_REPORT_STATUSES, search.get('status')),
  };
}

export function queueSearchOf(filters: QueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.board) search.set('board', filters.board);
  if (filters.status) search.set('status', filters.status);
  return search;
}

/** The API's query: only the filters set, and the page's cursor. */
export function queueQueryOf(filters: QueueFilters, before: number | undefined) {
  return {
    ...(filters.board ? { board: filters.board } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(before === undefined ? {} : { before }),
    limit: QUEUE_PAGE_SIZE,
  };
}
