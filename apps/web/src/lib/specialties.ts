import type { ProductSpecialty } from '@boardready/contracts';

/** The specialties in their fixed order (spec §9) and their names, wherever a page groups by them. */
export const SPECIALTY_ORDER: readonly ProductSpecialty[] = ['IM', 'PEDS', 'MS'];

export const SPECIALTY_TITLES: Record<ProductSpecialty, string> = {
  IM: 'Internal Medicine',
  PEDS: 'Pediatrics',
  MS: 'Medical Students',
};
