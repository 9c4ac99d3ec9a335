import type { HelpfulLink } from '@boardready/contracts';

export type HelpfulLinkKind = 'page' | 'pdf' | 'site';

/** What a helpful link opens, for the Helpful Stuff page to say so before the click. */
export function helpfulLinkKind(link: HelpfulLink): HelpfulLinkKind {
  if (link.link.startsWith('/') && !link.link.startsWith('//')) return 'page';
  const path = link.link.split(/[?#]/)[0] ?? '';
  return /\.pdf$/i.test(path) ? 'pdf' : 'site';
}

export const HELPFUL_LINK_KIND_TEXT: Record<HelpfulLinkKind, string> = {
  page: 'Page in the app',
  pdf: 'PDF, opens in a new tab',
  site: 'Website, opens in a new tab',
};
