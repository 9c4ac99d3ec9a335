/**
 * What the NetSuite form says when spec §7's change endpoint answers 401 or 403: the api client
 * does not redirect those to /login for this endpoint (spec §8), so the page must.
 */
export function netSuiteFailure(status: number): string | null {
  if (status === 401) {
    return 'Your session has ended, so the NetSuite customer id was not saved. Sign in again (in another tab, to keep this page), then save it again.';
  }
  if (status === 403) {
    return 'You are not allowed to change NetSuite customer ids: it takes the Admin right. Nothing was saved.';
  }
  return null;
}
