import type { HelpfulLink, HelpfulStuffUrls } from './navigation';

/** The production host the built-in links point at (PUBLIC_HOST's default). */
export const DEFAULT_PUBLIC_HOST = 'boardready.example';
export const DEFAULT_PRODUCT_NAME = 'BoardReady';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The built-in value of the helpfulStuffUrls flag (spec §2 "Helpful Stuff menu"), in the spec's
 * order. Our own pages use the production host so the client's link-rewriting rule can move them
 * to the host it runs on; in-app pages are relative routes; certifying-board PDFs are external.
 * Labels are markup (the client sanitizes them), so the product name is escaped.
 */
export function defaultHelpfulStuffUrls(
  brand: { publicHost?: string; productName?: string } = {},
): Required<HelpfulStuffUrls> {
  const site = `https://${brand.publicHost ?? DEFAULT_PUBLIC_HOST}`;
  const app = `${escapeHtml(brand.productName ?? DEFAULT_PRODUCT_NAME)}<sup>®</sup>`;
  const link = (label: string, href: string): HelpfulLink => ({ label, link: href });
  const antibiotics = link('Antibiotics', '/helpfulstuff/antibiotics');
  // The two board specialties keep the same list, each with its own files and blueprints.
  const boardLinks = (label: 'IM' | 'PEDS', blueprint: { certification: string; moc: string }) => {
    const slug = label.toLowerCase();
    return [
      link(`${app} ${label} App`, `${site}/apps/${slug}`),
      link(`${label} Study Guide`, `${site}/downloads/${slug}-study-guide.pdf`),
      link(`${label} Certification Blueprint`, blueprint.certification),
      link(`${label} MOC Blueprint`, blueprint.moc),
      link(`${label} Normal Lab Values`, `/labvalues/${slug}`),
      link('Abbreviations (PDF)', `${site}/downloads/${slug}-abbreviations.pdf`),
      antibiotics,
      link('Corrections & Updates', `${site}/corrections/${slug}`),
      link(`${label} Guidelines (PDF)`, `${site}/downloads/${slug}-guidelines.pdf`),
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
      link(`${app} MedStudent App`, `${site}/apps/ms`),
      link('Student Study Guide', `${site}/downloads/ms-study-guide.pdf`),
      link('USMLE Guidelines (PDF)', `${site}/downloads/usmle-guidelines.pdf`),
      link('Lab Values', '/labvalues/ms'),
      antibiotics,
    ],
  };
}

/** The list with the default brand: what the client shows before the flags arrive. */
export const DEFAULT_HELPFUL_STUFF_URLS = defaultHelpfulStuffUrls();
