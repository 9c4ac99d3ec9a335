/**
 * Spec §2 link rewriting: on a host other than the production host, a link that contains the
 * production host points at the current host instead. On localhost it also goes over http, and
 * to the port of the running app (decision 0204, HELP-16: the spec's 4200 was the original dev
 * server's port; a fixed 4200 reached nothing here).
 */
export function rewriteLink(
  link: string,
  productionHost: string,
  current: { hostname: string; host: string },
): string {
  if (!productionHost || current.host === productionHost || current.hostname === productionHost)
    return link;
  if (!link.includes(productionHost)) return link;
  const rewritten = link.replace(productionHost, current.host);
  return current.hostname === 'localhost' ? rewritten.replace(/^https:\/\//, 'http://') : rewritten;
}
