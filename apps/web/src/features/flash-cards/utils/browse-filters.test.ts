import { describe, expect, test } from 'vitest';
import {
  browseQueryOf,
  filtersFrom,
  isFiltered,
  NO_FILTERS,
  openCardFrom,
  searchFrom,
  withChange,
} from './browse-filters';

const read = (query: string) => filtersFrom(new URLSearchParams(query));

describe('the card browser’s address', () => {
  test('an empty address is every card, soonest due first, page 1', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(searchFrom(NO_FILTERS).toString()).toBe('');
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  test('the filters read back as they were written', () => {
    const filters = withChange(NO_FILTERS, {
      q: 'nitrates',
      state: 'review',
      topicId: 12,
      mark: 'suspended',
      due: 'today',
      sort: 'lapses',
    });
    const address = searchFrom({ ...filters, page: 3 }).toString();
    expect(address).toBe(
      'q=nitrates&state=review&topicId=12&suspended=true&due=today&sort=lapses&page=3',
    );
    expect(read(address)).toEqual({ ...filters, page: 3 });
    expect(isFiltered(filters)).toBe(true);
  });

  test('what the API would refuse is read as the default', () => {
    expect(
      read('state=suspended&topicId=012&due=tomorrow&sort=random&order=up&page=0&flagged=yes'),
    ).toEqual(NO_FILTERS);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=1e3').page).toBe(1);
    expect(read('page=10001').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
    expect(read('q=%20%20').q).toBe('');
  });

  test('a sort takes its natural direction, kept out of the address; the other is written', () => {
    expect(read('sort=difficulty').order).toBe('desc');
    expect(searchFrom(read('sort=difficulty')).toString()).toBe('sort=difficulty');
    expect(searchFrom(read('sort=difficulty&order=asc')).toString()).toBe(
      'sort=difficulty&order=asc',
    );
  });

  test('a new search or filter starts at page 1; turning a page keeps the filters', () => {
    const third = { ...read('state=new'), page: 3 };
    expect(withChange(third, { q: 'asthma' })).toMatchObject({
      q: 'asthma',
      state: 'new',
      page: 1,
    });
    expect(withChange(third, { page: 4 })).toMatchObject({ state: 'new', page: 4 });
    expect(withChange(third, { sort: 'difficulty' }).order).toBe('desc');
  });

  test('the list call sends the sort and its direction always, the rest when set', () => {
    expect(browseQueryOf(NO_FILTERS)).toEqual({ sort: 'due', order: 'asc' });
    expect(browseQueryOf(read('flagged=true&page=2'))).toEqual({
      flagged: 'true',
      page: '2',
      sort: 'due',
      order: 'asc',
    });
  });
});

test('?card= names the card opened over the list', () => {
  expect(openCardFrom(new URLSearchParams('card=42&q=x'))).toBe(42);
  expect(openCardFrom(new URLSearchParams('card=abc'))).toBeNull();
  expect(openCardFrom(new URLSearchParams(''))).toBeNull();
});
