import type { CohortItemsQuery, ProgramDashboardQuery } from '@boardready/contracts';
import { PGY_MAX, PGY_MIN } from '@boardready/contracts/organization-rules';
import { MAX_COHORT_ITEMS_PAGE } from '@boardready/contracts/program-dashboard-rules';

/**
 * The program dashboard's views kept in their address (?program=&bank=&group=&pgy=&risk=, and
 * the item analysis' &topic=&page=), so that a view can be shared and Back returns to it. Null:
 * the server's default (the first program by name, its most answered bank) or no filter.
 */
export interface DashboardFilters {
  organizationId: number | null;
  bankId: number | null;
  groupId: number | null;
  pgy: number | null;
  /** the dashboard: residents at risk only (a view of the same answer) */
  atRiskOnly: boolean;
}

export interface ItemsFilters extends DashboardFilters {
  topicId: number | null;
  page: number;
}

const positive = (text: string | null, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text);
  return /^[1-9][0-9]*$/.test(text ?? '') && n <= max ? n : null;
};

/** The filters of an address; anything unreadable is left out. */
export function filtersFrom(search: URLSearchParams): ItemsFilters {
  const pgy = positive(search.get('pgy'), PGY_MAX);
  return {
    organizationId: positive(search.get('program')),
    bankId: positive(search.get('bank')),
    groupId: positive(search.get('group')),
    pgy: pgy !== null && pgy >= PGY_MIN ? pgy : null,
    atRiskOnly: search.get('risk') === '1',
    topicId: positive(search.get('topic')),
    page: positive(search.get('page'), MAX_COHORT_ITEMS_PAGE) ?? 1,
  };
}

/** The address of some filters, defaults left out. */
export function searchFrom(filters: Partial<ItemsFilters>): URLSearchParams {
  const search = new URLSearchParams();
  const set = (key: string, value: number | null | undefined) => {
    if (value !== null && value !== undefined) search.set(key, String(value));
  };
  set('program', filters.organizationId);
  set('bank', filters.bankId);
  set('group', filters.groupId);
  set('pgy', filters.pgy);
  if (filters.atRiskOnly) search.set('risk', '1');
  set('topic', filters.topicId);
  if (filters.page !== undefined && filters.page > 1) set('page', filters.page);
  return search;
}

/**
 * A change of view: another program has other groups and banks; another bank other topics;
 * anything but the page starts from page one.
 */
export function withChange<F extends ItemsFilters>(filters: F, change: Partial<ItemsFilters>): F {
  const next = { ...filters, ...change };
  if ('organizationId' in change && change.organizationId !== filters.organizationId) {
    next.bankId = null;
    next.groupId = null;
    next.topicId = null;
  }
  if ('bankId' in change && change.bankId !== filters.bankId) next.topicId = null;
  if (!('page' in change)) next.page = 1;
  return next;
}

/** The dashboard call's query (and the CSV's): the filters the server applies. */
export function dashboardQueryOf(filters: DashboardFilters): ProgramDashboardQuery {
  return {
    ...(filters.organizationId !== null ? { organizationId: filters.organizationId } : {}),
    ...(filters.bankId !== null ? { bankId: filters.bankId } : {}),
    ...(filters.groupId !== null ? { groupId: filters.groupId } : {}),
    ...(filters.pgy !== null ? { pgy: filters.pgy } : {}),
  };
}

export function itemsQueryOf(filters: ItemsFilters): CohortItemsQuery {
  return {
    ...dashboardQueryOf(filters),
    ...(filters.topicId !== null ? { topicId: filters.topicId } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
  };
}

/** The program and bank of a view, as the resident page and the way back carry them. */
export const programOnly = (filters: DashboardFilters): Partial<ItemsFilters> => ({
  organizationId: filters.organizationId,
  bankId: filters.bankId,
});
