// Zod-free: the default Helpful Stuff links (on the first load) read these names.

/**
 * The documents behind the Helpful Stuff menu's own links (decision 0204): PDFs the server makes
 * from content/helpful/, and the in-app Corrections & Updates and app pages. The default links
 * (helpful-links.ts) and the server read the names from here, so a link cannot name a missing file.
 */
export const HELPFUL_DOCUMENTS = [
  'im-study-guide',
  'peds-study-guide',
  'ms-study-guide',
  'im-abbreviations',
  'peds-abbreviations',
  'im-guidelines',
  'peds-guidelines',
  'usmle-guidelines',
] as const;
export type HelpfulDocument = (typeof HELPFUL_DOCUMENTS)[number];

/** Where the server serves a document: outside /api, a stable path a learner may bookmark. */
export const helpfulDocumentPath = (name: HelpfulDocument) => `/helpfulstuff/documents/${name}.pdf`;
