import { describe, expect, test } from 'vitest';
import { queueFiltersFrom, queueQueryOf, queueSearchOf } from './queue-filters';

describe("the queue's filters in the address", () => {
  test('read back as set; anything else is all', () => {
    const filters = { board: 'ABP', status: 'rejected' } as const;
    expect(queueFiltersFrom(queueSearchOf(filters))).toEqual(filters);
    expect(queueFiltersFrom(new URLSearchParams('board=ABFM&status=lost'))).toEqual({
      board: '',
      status: '',
    });
  });

  test("the API's query holds only what is set, and the page's cursor", () => {
    expect(queueQueryOf({ board: '', status: 'queued' }, undefined)).toEqual({
      status: 'queued',
      limit: 50,
    });
    expect(queueQueryOf({ board: 'ABIM', status: '' }, 41)).toEqual({
      board: 'ABIM',
      before: 41,
      limit: 50,
    });
  });
});
