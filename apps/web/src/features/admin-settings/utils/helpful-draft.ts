import type { HelpfulLink, HelpfulStuffUrls, ProductSpecialty } from '@boardready/contracts';
import { helpfulLinksProblems } from '@boardready/contracts/admin-settings-rules';
import { SPECIALTY_ORDER } from '@/lib/specialties';

/** A link being edited: `key` keeps its row (and focus) in place while the list is reordered. */
export interface DraftLink extends HelpfulLink {
  key: string;
}

/** One specialty's list: staff's own (`custom`) or the built-in one. */
export interface DraftList {
  custom: boolean;
  links: DraftLink[];
}

export type HelpfulDraft = Record<ProductSpecialty, DraftList>;

let nextKey = 0;
export const draftLink = (link: HelpfulLink = { label: '', link: '' }): DraftLink => ({
  ...link,
  key: `link-${++nextKey}`,
});

/**
 * The editor's starting point: each specialty's list in force, custom where staff stored one (a
 * specialty they left out keeps the built-in list, spec §2 HELP-08).
 */
export function draftFrom(
  inForce: HelpfulStuffUrls,
  stored: HelpfulStuffUrls | null,
): HelpfulDraft {
  const entries = SPECIALTY_ORDER.map((s) => [
    s,
    { custom: stored?.[s] !== undefined, links: (inForce[s] ?? []).map((l) => draftLink(l)) },
  ]);
  return Object.fromEntries(entries) as HelpfulDraft;
}

const plain = ({ label, link }: DraftLink): HelpfulLink => ({ label, link });

/** Every list as the menu would show it (the preview). */
export function urlsOf(draft: HelpfulDraft): Required<HelpfulStuffUrls> {
  return {
    IM: draft.IM.links.map(plain),
    PEDS: draft.PEDS.links.map(plain),
    MS: draft.MS.links.map(plain),
  };
}

/** The flag's value to store: staff's own lists only; null when every specialty is built-in. */
export function flagValueOf(draft: HelpfulDraft): HelpfulStuffUrls | null {
  const custom = SPECIALTY_ORDER.filter((s) => draft[s].custom);
  if (custom.length === 0) return null;
  return Object.fromEntries(custom.map((s) => [s, draft[s].links.map(plain)]));
}

/** A field's place in the draft, as the editor names its problems: 'IM.2.link', or 'IM'. */
export type ProblemKey =
  | `${ProductSpecialty}`
  | `${ProductSpecialty}.${number}.${'label' | 'link'}`;

/**
 * The same rules the server applies (admin-settings-rules.ts), per field: checked before sending,
 * so that a bad link is shown where it is and nothing is sent.
 */
export function draftProblems(draft: HelpfulDraft): Map<string, string> {
  const problems = new Map<string, string>();
  for (const p of helpfulLinksProblems(urlsOf(draft))) {
    const key = p.index === null ? p.specialty : `${p.specialty}.${p.index}.${p.field}`;
    if (!problems.has(key)) problems.set(key, p.message);
  }
  return problems;
}

/**
 * The server's field names ('value.IM.2.link') as the editor's keys ('IM.2.link'), for a refusal
 * the editor's own check did not foresee.
 */
export function serverProblems(fields: Record<string, string> | undefined): Map<string, string> {
  const problems = new Map<string, string>();
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (name.startsWith('value.')) problems.set(name.slice('value.'.length), message);
  }
  return problems;
}
