/**
 * Spec §2 link rewriting: on a host other than the production host, a link that contains the
 * production host points at the current host instead; on localhost it gets port 4200 and http.
 */
export function rewriteLink(
  link: string,
  productionHost: string,
  current: { hostname: string; host: string },
): string {
  if (!productionHost || current.host === productionHost || current.hostname === productionHost)
    return link;
  if (!link.includes(productionHost)) return link;
  if (current.hostname === 'localhost') {
    return link.replace(productionHost, 'localhost:4200').replace(/^https:\/\//, 'http://');
  }
  return link.replace(productionHost, current.host);
}
