/** Every route of the SPA, in one place: components link through these, never through literals. */
export const paths = {
  root: '/',
  login: '/login',
  resetPassword: '/resetpassword',
  dashboard: '/dashboard',
} as const;

/** Where a signed-in user lands (the shell's home page route rule refines this). */
export const DEFAULT_HOME = paths.dashboard;
