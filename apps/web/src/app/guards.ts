import { type LoaderFunctionArgs, redirect } from 'react-router';
import { DEFAULT_HOME, paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';

async function isLoggedIn() {
  return (await queryClient.ensureQueryData(sessionQuery)).isLoggedIn;
}

/** Login-required routes: a visitor goes to /login and comes back after signing in. */
export async function requireLogin({ request }: LoaderFunctionArgs) {
  if (await isLoggedIn()) return null;
  const url = new URL(request.url);
  const from = `${url.pathname}${url.search}`;
  // returnUrl brings the visitor back after signing in; LoginPage accepts only local paths.
  throw redirect(`${paths.login}?${new URLSearchParams({ returnUrl: from })}`);
}

/** The login guard: a signed-in user visiting /login goes to their home page route. */
export async function loginGuard() {
  if (await isLoggedIn()) throw redirect(DEFAULT_HOME);
  return null;
}
