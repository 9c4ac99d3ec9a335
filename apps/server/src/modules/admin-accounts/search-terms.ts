import { MAX_ID } from '@boardready/contracts';
import type { SearchTerms } from './search-repository';

/**
 * What staff typed, as the search reads it: lower case, commas as spaces ("Rivera, Alex" finds
 * "rivera alex"), single spaces. Digits may be an account id as well as the start of an address;
 * "#123" (how the assume banner writes an account) is the id alone.
 */
export function searchTerms(query: string): SearchTerms {
  const text = query.toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return { prefix: null, id: null };
  const hashed = /^#\s?(\d+)$/.exec(text);
  if (hashed) return { prefix: null, id: idOf(hashed[1]!) ?? 0 };
  return { prefix: text, id: /^\d+$/.test(text) ? idOf(text) : null };
}

function idOf(digits: string): number | null {
  const id = Number(digits);
  return digits.length <= 10 && id >= 1 && id <= MAX_ID ? id : null;
}
