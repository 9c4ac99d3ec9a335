import type { HelpfulLink, HelpfulStuffUrls, Specialty } from '@boardready/contracts';
import { paths } from '@/lib/paths';
import { SPECIALTY_ORDER as ORDER, SPECIALTY_TITLES as TITLES } from '@/lib/specialties';

export type ColumnSpecialty = Exclude<Specialty, 'NONE'>;

export interface HelpfulColumn {
  specialty: ColumnSpecialty;
  title: string;
  links: HelpfulLink[];
}

/** Spec §6/§9: the classic trainer applies to IM and PEDS only. */
const CLASSIC_TRAINER: HelpfulLink = {
  label: 'Personal Trainer (Classic)',
  link: paths.personalTrainerClassic,
};

/**
 * Spec §2 Helpful Stuff: one column per specialty the user has (NONE excluded), in a fixed order,
 * with the links of the helpfulStuffUrls flag (the server fills in the built-in default).
 */
export function helpfulColumns(
  specialties: readonly string[],
  urls: HelpfulStuffUrls,
): HelpfulColumn[] {
  const have = new Set(specialties);
  return ORDER.filter((s) => have.has(s)).map((specialty) => {
    const links = [...(urls[specialty] ?? [])];
    if (specialty !== 'MS') links.push(CLASSIC_TRAINER);
    return { specialty, title: TITLES[specialty], links };
  });
}
