import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { usePageTitle } from '@/lib/page-title';
import { DEFAULT_HOME } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { AuthCard } from './auth-card';
import { type AuthMode, AuthTabs } from './auth-tabs';

/**
 * /login: sign in or create an account; afterwards back to where the user was going. An account
 * that must first agree to updated terms signs in to a restricted session: the terms dialog opens
 * over this screen, and agreeing (the session becomes logged in) goes on (decision 0601).
 */
export function LoginPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { productName, supportEmail, supportPhone } = usePublicConfig();
  const { isLoggedIn } = useSession();
  const touDeclined = search.get('touDeclined') === 'true';
  const mode = search.get('mode') === 'register' ? 'register' : 'signin';
  usePageTitle(mode === 'register' ? 'Create Account' : 'Sign In');

  const returnUrl = search.get('returnUrl');
  // Only a local path: an open redirect to another site would be a phishing aid.
  const goOn = () =>
    navigate(returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : DEFAULT_HOME, {
      replace: true,
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: goes on once the session is logged in
  useEffect(() => {
    if (isLoggedIn) goOn();
  }, [isLoggedIn]);
  const switchTo = (value: AuthMode) => {
    const next = new URLSearchParams(search);
    if (value === 'register') next.set('mode', 'register');
    else next.delete('mode');
    setSearch(next, { replace: true });
  };

  return (
    <AuthCard title={`Welcome to ${productName}`}>
      {touDeclined && (
        <div className="mb-6">
          <Alert tone="error">
            You declined the updated Terms &amp; Conditions and Privacy Policy, so you have been
            signed out. To use your {productName} account again, sign in and agree to them. If you
            have questions, reach out to {supportEmail} or call {supportPhone}.
          </Alert>
        </div>
      )}
      <AuthTabs mode={mode} onModeChange={switchTo} />
    </AuthCard>
  );
}

export default LoginPage;
