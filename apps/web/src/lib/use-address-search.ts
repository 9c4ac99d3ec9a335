import { useRef } from 'react';
import { type NavigateOptions, useLocation, useSearchParams } from 'react-router';

/** A change to the address's query: the next query from the current one. */
export type AddressSearchChange = (
  next: (current: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

/**
 * The address's query (the filters of a list kept in it), and a change built on the latest query
 * asked for. The router shows a navigation in a transition, so a second change made before the
 * first is drawn (two filters chosen in quick succession) would otherwise start from the drawn
 * query and undo the first.
 */
export function useAddressSearch(): [URLSearchParams, AddressSearchChange] {
  const [search, setSearch] = useSearchParams();
  const { key } = useLocation();
  // the query last asked for, and the location it was asked from
  const asked = useRef<{ from: string; search: URLSearchParams } | null>(null);
  const change: AddressSearchChange = (next, options) => {
    const current = asked.current?.from === key ? asked.current.search : search;
    const nextSearch = next(new URLSearchParams(current));
    asked.current = { from: key, search: nextSearch };
    setSearch(nextSearch, options);
  };
  return [search, change];
}
