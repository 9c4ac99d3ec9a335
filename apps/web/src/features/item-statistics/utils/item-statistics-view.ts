import type { ItemStatistic, ItemStatisticsQuery } from '@boardready/contracts';
import {
  DEFAULT_ITEM_STATISTIC_ORDER,
  EASY_P_VALUE,
  HARD_P_VALUE,
  ITEM_STATISTIC_ORDERS,
  ITEM_STATISTIC_SORTS,
  type ItemStatisticOrder,
  type ItemStatisticSort,
  LOW_DISCRIMINATION,
  MAX_ITEM_STATISTICS_PAGE,
  type ReviewReason,
} from '@boardready/contracts/item-statistics-rules';

/**
 * The item statistics screen's state, kept in its address (?bank=&review=&topic=&sort=&order=
 * &page=) so that a list can be shared and Back returns to it; and how its figures read.
 */
export interface ItemStatisticsFilters {
  bankId: number | null;
  needsReviewOnly: boolean;
  topicId: number | null;
  sort: ItemStatisticSort;
  /** null: the sort's natural direction */
  order: ItemStatisticOrder | null;
  page: number;
}

const positive = (text: string | null, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text);
  return /^[1-9][0-9]*$/.test(text ?? '') && n <= max ? n : null;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.includes(text as T) ? (text as T) : null;

/** The filters of an address; anything unreadable falls back to the default. */
export function filtersFrom(search: URLSearchParams): ItemStatisticsFilters {
  return {
    bankId: positive(search.get('bank')),
    needsReviewOnly: search.get('review') === '1',
    topicId: positive(search.get('topic')),
    sort: oneOf(ITEM_STATISTIC_SORTS, search.get('sort')) ?? 'review',
    order: oneOf(ITEM_STATISTIC_ORDERS, search.get('order')),
    page: positive(search.get('page'), MAX_ITEM_STATISTICS_PAGE) ?? 1,
  };
}

/** The address of some filters: defaults are left out. */
export function searchFrom(filters: ItemStatisticsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.bankId !== null) search.set('bank', String(filters.bankId));
  if (filters.needsReviewOnly) search.set('review', '1');
  if (filters.topicId !== null) search.set('topic', String(filters.topicId));
  if (filters.sort !== 'review') search.set('sort', filters.sort);
  if (filters.order !== null) search.set('order', filters.order);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/**
 * A change of filters: anything but the page starts again from page one; another bank has
 * other topics; another sort takes its own natural direction.
 */
export function withChange(
  filters: ItemStatisticsFilters,
  change: Partial<ItemStatisticsFilters>,
): ItemStatisticsFilters {
  const next = { ...filters, ...change };
  if (!('page' in change)) next.page = 1;
  if ('bankId' in change && change.bankId !== filters.bankId) next.topicId = null;
  if ('sort' in change && !('order' in change)) next.order = null;
  return next;
}

/** The list call's query for the filters. */
export function queryOf(filters: ItemStatisticsFilters): ItemStatisticsQuery {
  return {
    ...(filters.needsReviewOnly ? { needsReview: 'true' as const } : {}),
    ...(filters.topicId !== null ? { topicId: filters.topicId } : {}),
    sort: filters.sort,
    ...(filters.order !== null ? { order: filters.order } : {}),
    page: filters.page,
  };
}

export const orderOf = (filters: ItemStatisticsFilters): ItemStatisticOrder =>
  filters.order ?? DEFAULT_ITEM_STATISTIC_ORDER[filters.sort];

/** A share as a whole percent ('—' when there is none). */
export function shareText(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** A correlation with two decimals and a real minus sign ('—' when undefined). */
export function correlationText(r: number | null): string {
  if (r === null) return '—';
  const text = Math.abs(r).toFixed(2);
  return r < 0 && text !== '0.00' ? `−${text}` : text;
}

/** '45 s', '2 min 5 s' ('—' when no answer was timed). */
export function secondsText(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const rest = whole % 60;
  return rest === 0 ? `${whole / 60} min` : `${Math.floor(whole / 60)} min ${rest} s`;
}

const learners = (n: number) => `${n} ${n === 1 ? 'learner' : 'learners'}`;

/** Why a question needs review, in a content manager's words, with its figure and threshold. */
export function reasonText(reason: ReviewReason, item: ItemStatistic): string {
  switch (reason) {
    case 'flagged':
      return `Flagged by ${learners(item.openFlags)}`;
    case 'lowDiscrimination':
      return (item.discrimination ?? 0) < 0
        ? `Stronger learners miss it more (point-biserial ${correlationText(item.discrimination)}): check the key`
        : `Discriminates poorly (point-biserial ${correlationText(item.discrimination)}, under ${LOW_DISCRIMINATION.toFixed(2)})`;
    case 'tooHard':
      return `Too hard: ${shareText(item.pValue)} right (under ${shareText(HARD_P_VALUE)})`;
    case 'tooEasy':
      return `Too easy: ${shareText(item.pValue)} right (over ${shareText(EASY_P_VALUE)})`;
  }
}

/** A text cut to about `max` characters at a word, with an ellipsis when cut. */
export function shortened(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** How long a run took: milliseconds under a second, else seconds. */
export function durationText(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

/** '40 questions, 1 needs review' */
export function runFiguresText(questions: number, needsReview: number): string {
  return `${questions} ${questions === 1 ? 'question' : 'questions'}, ${needsReview} ${needsReview === 1 ? 'needs' : 'need'} review`;
}
