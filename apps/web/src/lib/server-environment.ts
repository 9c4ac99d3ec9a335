import { routes } from '@boardready/contracts/routes';
import { create } from 'zustand';
import { apiRequest } from './api-client';

/** Spec §3 server environment state. */
export interface ServerEnvironmentState {
  isLoading: boolean;
  isProduction: boolean;
}

export const INITIAL_SERVER_ENVIRONMENT: ServerEnvironmentState = {
  isLoading: false,
  isProduction: false,
};

export const useServerEnvironment = create<ServerEnvironmentState>(() => ({
  ...INITIAL_SERVER_ENVIRONMENT,
}));

/**
 * Spec §4 server environment: loading sets isLoading; success stores isProduction from
 * GET /api/2.0/environment/isProd and clears isLoading; failure resets to the initial state.
 * Answers whether the load succeeded.
 */
export async function loadServerEnvironment(
  fetchIsProd: () => Promise<boolean> = () => apiRequest(routes.environment.isProd),
): Promise<boolean> {
  useServerEnvironment.setState({ isLoading: true });
  try {
    const isProduction = await fetchIsProd();
    useServerEnvironment.setState({ isProduction, isLoading: false });
    return true;
  } catch {
    useServerEnvironment.setState({ ...INITIAL_SERVER_ENVIRONMENT });
    return false;
  }
}

let loaded: Promise<boolean> | undefined;

/**
 * The load main.tsx starts (or starts it now); a failed load is tried again by the next caller.
 * Answers the state once loaded.
 */
export async function serverEnvironmentLoaded(): Promise<ServerEnvironmentState> {
  loaded ??= loadServerEnvironment();
  const attempt = loaded;
  if (!(await attempt) && loaded === attempt) loaded = undefined;
  return useServerEnvironment.getState();
}
