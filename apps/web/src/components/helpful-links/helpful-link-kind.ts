import type { HelpfulLink } from '@boardready/contracts';

export type HelpfulLinkKind = 'page' | 'pdf' | 'site';

/** What a helpful link opens, for the Helpful Stuff page to say so before the click. */
export function helpfulLinkKind(link: HelpfulLink): HelpfulLinkKind {
  const path = link.link.split(/[?#]/)[0] ?? '';
  // A PDF, ours (/helpfulstuff/documents/…) or a board's, is a file: the router cannot open it.
  if (/\.pdf$/i.test(path)) return 'pdf';
  return link.link.startsWith('/') && !link.link.startsWith('//') ? 'page' : 'site';
}

export const HELPFUL_LINK_KIND_TEXT: Record<HelpfulLinkKind, string> = {
  page: 'Page in the app',
  pdf: 'PDF, opens in a new tab',
  site: 'Website, opens in a new tab',
};
