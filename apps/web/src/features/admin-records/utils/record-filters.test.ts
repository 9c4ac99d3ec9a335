import { describe, expect, test } from 'vitest';
import {
  accountQuery,
  auditFiltersFrom,
  auditQuery,
  isoDay,
  mailFiltersFrom,
  mailQuery,
  rangeProblem,
  rangeQuery,
  searchOf,
  withFilter,
} from './record-filters';

const params = (text: string) => new URLSearchParams(text);

describe('the record screens’ filters in the address', () => {
  test('a mail list’s address reads back as it was written', () => {
    const filters = mailFiltersFrom(
      params('q=%20reset%20&delivery=failed&from=2026-03-01&until=2026-03-31&before=42'),
    );
    expect(filters).toEqual({
      q: 'reset',
      delivery: 'failed',
      from: '2026-03-01',
      until: '2026-03-31',
      before: 42,
      after: null,
    });
    expect(mailFiltersFrom(searchOf(filters))).toEqual(filters);
    expect(searchOf(mailFiltersFrom(params(''))).toString()).toBe('');
  });

  test('what the API would refuse is read as no filter', () => {
    expect(
      mailFiltersFrom(params('delivery=lost&from=2026-02-30&until=soon&before=07&after=x')),
    ).toEqual({ q: '', delivery: null, from: '', until: '', before: null, after: null });
    expect(auditFiltersFrom(params('action=Drop%20table&after=9'))).toMatchObject({
      action: '',
      after: 9,
    });
    // one cursor at a time
    expect(auditFiltersFrom(params('before=5&after=9'))).toMatchObject({ before: 5, after: null });
  });

  test('a changed filter starts again at the newest page', () => {
    const filters = mailFiltersFrom(params('q=a&before=10'));
    expect(withFilter(filters, { delivery: 'sent' })).toMatchObject({
      q: 'a',
      delivery: 'sent',
      before: null,
      after: null,
    });
  });

  test('days are whole days of this browser’s time zone, the last one included', () => {
    const query = rangeQuery({ from: '2026-03-01', until: '2026-03-02' });
    expect(new Date(query.since!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(query.until!).getTime()).toBe(new Date(2026, 2, 3).getTime());
    expect(rangeQuery({ from: '', until: '' })).toEqual({});
    expect(rangeProblem({ from: '2026-03-02', until: '2026-03-01' })).toMatch(/before/);
    expect(rangeProblem({ from: '2026-03-01', until: '2026-03-01' })).toBeUndefined();
    expect(isoDay('2026-12-31')).toBe('2026-12-31');
    expect(isoDay('2026-13-01')).toBe('');
  });

  test('an account is an id when it is digits, else an e-mail address', () => {
    expect(accountQuery('17')).toEqual({ accountId: 17 });
    expect(accountQuery('Ada@Demo.test')).toEqual({ accountEmail: 'Ada@Demo.test' });
    expect(accountQuery('017')).toEqual({ accountEmail: '017' });
    expect(accountQuery('')).toEqual({});
  });

  test('the list calls ask for a page of 25 with only the filters set', () => {
    expect(mailQuery(mailFiltersFrom(params('q=x&after=3')))).toEqual({
      q: 'x',
      after: 3,
      limit: 25,
    });
    expect(auditQuery(auditFiltersFrom(params('action=auth.login&account=4')))).toEqual({
      action: 'auth.login',
      accountId: 4,
      limit: 25,
    });
  });
});
