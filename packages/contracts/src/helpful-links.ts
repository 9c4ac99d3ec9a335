import { helpfulDocumentPath } from './helpful-document-names';
import type { HelpfulLink, HelpfulStuffUrls } from './navigation';

/** The production host the built-in links point at (PUBLIC_HOST's default). */
export const DEFAULT_PUBLIC_HOST = 'boardready.example';
export const DEFAULT_PRODUCT_NAME = 'BoardReady';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** In-app pages behind the default links (decision 0204); the SPA's route registry matches them. */
export const helpfulAppPagePath = (slug: 'im' | 'peds' | 'ms') => `/helpfulstuff/app/${slug}`;
export const correctionsPagePath = (slug: 'im' | 'peds') => `/helpfulstuff/corrections/${slug}`;

/**
 * The built-in value of the helpfulStuffUrls flag (spec §2 "Helpful Stuff menu"), in the spec's
 * order. Our own documents are paths inside this app (decision 0204), so they work on any host
 * without rewriting; certifying-board PDFs are external. Labels are markup (the client sanitizes
 * them), so the product name is escaped.
 */
export function defaultHelpfulStuffUrls(
  brand: { productName?: string } = {},
): Required<HelpfulStuffUrls> {
  const app = `${escapeHtml(brand.productName ?? DEFAULT_PRODUCT_NAME)}<sup>®</sup>`;
  const link = (label: string, href: string): HelpfulLink => ({ label, link: href });
  const pdf = helpfulDocumentPath;
  const antibiotics = link('Antibiotics', '/helpfulstuff/antibiotics');
  // The two board specialties keep the same list, each with its own files and blueprints.
  const boardLinks = (label: 'IM' | 'PEDS', blueprint: { certification: string; moc: string }) => {
    const slug = label === 'IM' ? 'im' : 'peds';
    return [
      link(`${app} ${label} App`, helpfulAppPagePath(slug)),
      link(`${label} Study Guide`, pdf(`${slug}-study-guide`)),
      link(`${label} Certification Blueprint`, blueprint.certification),
      link(`${label} MOC Blueprint`, blueprint.moc),
      link(`${label} Normal Lab Values`, `/labvalues/${slug}`),
      link('Abbreviations (PDF)', pdf(`${slug}-abbreviations`)),
      antibiotics,
      link('Corrections & Updates', correctionsPagePath(slug)),
      link(`${label} Guidelines (PDF)`, pdf(`${slug}-guidelines`)),
    ];
  };
  return {
    IM: boardLinks('IM', {
      certification:
        'https://www.abim.org/media/blueprints/internal-medicine-certification-blueprint.pdf',
      moc: 'https://www.abim.org/media/blueprints/internal-medicine-moc-blueprint.pdf',
    }),
    PEDS: boardLinks('PEDS', {
      certification:
        'https://www.abp.org/media/blueprints/general-pediatrics-certification-blueprint.pdf',
      moc: 'https://www.abp.org/media/blueprints/general-pediatrics-moca-peds-blueprint.pdf',
    }),
    MS: [
      link(`${app} MedStudent App`, helpfulAppPagePath('ms')),
      link('Student Study Guide', pdf('ms-study-guide')),
      link('USMLE Guidelines (PDF)', pdf('usmle-guidelines')),
      link('Lab Values', '/labvalues/ms'),
      antibiotics,
    ],
  };
}

/** The list with the default brand: what the client shows before the flags arrive. */
export const DEFAULT_HELPFUL_STUFF_URLS = defaultHelpfulStuffUrls();
