import { type LoaderFunctionArgs, redirect } from 'react-router';
import { homePageRouteQuery } from '@/features/shell/api/home-page-route';
import { medCentralAccessQuery } from '@/features/shell/api/medcentral-access';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { publicConfigQuery } from '@/lib/public-config';
import { useQaStore } from '@/lib/qa/qa-store';
import { queryClient } from '@/lib/query-client';
import { serverEnvironmentLoaded } from '@/lib/server-environment';
import { sessionQuery } from '@/lib/session';

async function session() {
  return queryClient.ensureQueryData(sessionQuery);
}

/** The user's home page route (spec §2: the logo, the login guard and MedCentral send users there). */
export async function homePageRoute(): Promise<string> {
  return (await queryClient.ensureQueryData(homePageRouteQuery)).route;
}

/** Login-required routes: a visitor goes to /login and comes back after signing in (decision 0202). */
export async function requireLogin({ request }: LoaderFunctionArgs) {
  if ((await session()).isLoggedIn) return null;
  const url = new URL(request.url);
  // returnUrl brings the visitor back after signing in; LoginPage accepts only local paths.
  throw redirect(
    `${paths.login}?${new URLSearchParams({ returnUrl: `${url.pathname}${url.search}` })}`,
  );
}

/** The login guard: a signed-in user visiting /login goes to their home page route. */
export async function loginGuard() {
  if ((await session()).isLoggedIn) throw redirect(await homePageRoute());
  return null;
}

/** MedCentral's own addresses (its tab set; /rescentral redirects to /medcentral). */
const inMedCentral = (pathname: string) => /^\/medcentral(\/|$)/.test(pathname);

/**
 * Spec §4 (STATE-13, decision 1402): entering MedCentral from elsewhere resets, before the access
 * check, the product context the learner comes from (the Q&A state's route params and active
 * session: the current navigation product; MedCentral shows no product header) and everything
 * kept of MedCentral (the access answer, the programs, announcements and assignments), so that the
 * check and the screens ask the server afresh. Moving within MedCentral resets nothing. A loader
 * runs before the address changes, so the address is still the one being left.
 */
function enterMedCentral(): boolean {
  const leaving = typeof window === 'undefined' ? '' : window.location.pathname;
  if (inMedCentral(leaving)) return false;
  const qa = useQaStore.getState();
  qa.setRouteParams({});
  qa.setActiveQaSession(null);
  void queryClient.invalidateQueries({
    queryKey: medCentralAccessQuery.queryKey.slice(0, 1),
    refetchType: 'none',
  });
  return true;
}

/** MedCentral: login plus the MedCentral permission check; without access, the home page route. */
export async function medCentralGuard(args: LoaderFunctionArgs) {
  await requireLogin(args);
  const entering = enterMedCentral();
  const { hasAccess } = await queryClient.fetchQuery({
    ...medCentralAccessQuery,
    ...(entering ? { staleTime: 0 } : {}),
  });
  if (!hasAccess) throw redirect(await homePageRoute());
  return null;
}

/**
 * The assume-user guard: staff with the right only, judged by the staff member signed in (also
 * while assuming someone else; decision 0601). The server checks again.
 */
export async function assumeGuard(args: LoaderFunctionArgs) {
  await requireLogin(args);
  const { account, assumedBy } = await session();
  if (!(assumedBy ?? account)?.canAssumeUsers) throw redirect(await homePageRoute());
  return null;
}

/**
 * Entering assume/:accountid (spec §4): after the guard, starts assuming the account and goes to
 * its home page route; a refusal (yourself, unknown, staff with more rights) stays to say why.
 */
export async function enterAssume(args: LoaderFunctionArgs) {
  await assumeGuard(args);
  const accountId = Number(args.params.accountid);
  const { startAssuming } = await import('@/features/assume-user/api/assume');
  try {
    await startAssuming(accountId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { accountId: args.params.accountid ?? '', message: error.message };
  }
  throw redirect(await homePageRoute());
}

/** The kitchensink exists outside production only; in production it is an unknown URL. */
export async function nonProductionOnly() {
  const [config, environment] = await Promise.all([
    queryClient.ensureQueryData(publicConfigQuery),
    serverEnvironmentLoaded(),
  ]);
  // Spec §4: the server environment state decides; a failed load resets it to 'not production',
  // so the brand config's own flag must agree too.
  if (environment.isProduction || config.isProduction) throw redirect(paths.products);
  return null;
}
