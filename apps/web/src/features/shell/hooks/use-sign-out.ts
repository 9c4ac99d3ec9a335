import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { signOut } from '@/lib/session';

/**
 * Spec §2 Sign Out: stops any assume-user impersonation first, then goes to /login. Ending the
 * session on the server ends the impersonation with it (and audits the stop).
 */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(paths.login, { replace: true });
  };
}
