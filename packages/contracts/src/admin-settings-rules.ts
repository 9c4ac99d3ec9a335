/**
 * The admin settings' rules without zod (issue 26): the server checks them before it writes, the
 * SPA's editors show the same sentences before anything is sent.
 */

export const HELPFUL_LINKS_PER_SPECIALTY_MAX = 30;
export const FAVORITE_LINKS_MAX = 30;
export const FAVORITE_TEXT_MAX = 80;
export const ROUTE_MAX = 500;
export const LINK_MAX = 2000;
export const PRODUCT_CODE_MAX = 40;
export const PRODUCT_SHORT_NAME_MAX = 60;
export const PRODUCT_FULL_NAME_MAX = 160;
export const PRODUCT_DESCRIPTION_MAX = 2000;
/** a product's own trial length; the server's TRIAL_DAYS default keeps the same range */
export const TRIAL_DAYS_MIN = 1;
export const TRIAL_DAYS_MAX = 365;

export const LINK_RULE =
  'Use an http(s) address, a mailto: address, or a path of this app starting with /.';
export const ROUTE_RULE = 'Use a path of this app starting with /, like /ngadmin/flags.';

/**
 * Browsers drop tabs and newlines inside a URL and spaces around it, so "/\t/evil.example" would
 * open another site: a link holds no whitespace or control character at all (spaces are %20).
 */
function hasBlankOrControl(text: string): boolean {
  if (/\s/.test(text)) return true;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A path of this app: one slash first; "//host" and "/\host" would open another site. */
function isAppPath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

/**
 * Why a link may not be saved, or null: an http(s) page, a mailto: address or a path of this
 * app. javascript:, data:, vbscript: and every other scheme are refused, as are links a browser
 * would read as another site's (protocol-relative).
 */
export function linkProblem(link: string): string | null {
  if (link === '') return 'Enter a link.';
  if (link.length > LINK_MAX) return `Keep the link under ${LINK_MAX} characters.`;
  if (hasBlankOrControl(link)) return `A link has no spaces. ${LINK_RULE}`;
  if (link.startsWith('/')) return isAppPath(link) ? null : LINK_RULE;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return LINK_RULE;
  }
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? null : LINK_RULE;
  if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '') return null;
  return `${url.protocol} links are not allowed. ${LINK_RULE}`;
}

/** Why an in-app route may not be saved, or null. */
export function routeProblem(route: string): string | null {
  if (route === '') return 'Enter a route.';
  if (route.length > ROUTE_MAX) return `Keep the route under ${ROUTE_MAX} characters.`;
  if (hasBlankOrControl(route) || !isAppPath(route)) return ROUTE_RULE;
  return null;
}

/** Why a helpful link's label may not be saved, or null (it may hold markup, shown sanitized). */
export function labelProblem(label: string): string | null {
  return label.trim() === '' ? 'Give the link a label.' : null;
}

export interface HelpfulLinkProblem {
  specialty: string;
  /** the link's place in its specialty's list (0-based); null for the list as a whole */
  index: number | null;
  field: 'label' | 'link' | null;
  message: string;
}

/**
 * Every problem of a helpfulStuffUrls value, in order: a label left empty, a link that is not
 * allowed, the same link twice in a list (the menu could not tell them apart), too many links.
 */
export function helpfulLinksProblems(
  urls: Partial<Record<string, readonly { label: string; link: string }[] | undefined>>,
): HelpfulLinkProblem[] {
  const problems: HelpfulLinkProblem[] = [];
  for (const [specialty, links] of Object.entries(urls)) {
    if (!links) continue;
    if (links.length > HELPFUL_LINKS_PER_SPECIALTY_MAX) {
      problems.push({
        specialty,
        index: null,
        field: null,
        message: `${specialty} has ${links.length} links: keep it to ${HELPFUL_LINKS_PER_SPECIALTY_MAX}.`,
      });
    }
    const seen = new Set<string>();
    links.forEach((item, index) => {
      const label = labelProblem(item.label);
      if (label) problems.push({ specialty, index, field: 'label', message: label });
      const link = linkProblem(item.link);
      if (link) problems.push({ specialty, index, field: 'link', message: link });
      const key = `${item.label}\u0000${item.link}`;
      if (seen.has(key)) {
        problems.push({
          specialty,
          index,
          field: 'label',
          message: 'The same label and link are already in this list.',
        });
      }
      seen.add(key);
    });
  }
  return problems;
}
