import { Tabs } from 'radix-ui';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { DEFAULT_HOME } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

const TAB_CLASS =
  'flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/** /login: sign in or create an account; afterwards back to where the user was going. */
export function LoginPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { productName } = usePublicConfig();
  const mode = search.get('mode') === 'register' ? 'register' : 'signin';
  usePageTitle(mode === 'register' ? 'Create Account' : 'Sign In');

  const returnUrl = search.get('returnUrl');
  // Only a local path: an open redirect to another site would be a phishing aid.
  const goOn = () =>
    navigate(returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : DEFAULT_HOME, {
      replace: true,
    });
  const switchTo = (value: string) => {
    const next = new URLSearchParams(search);
    if (value === 'register') next.set('mode', 'register');
    else next.delete('mode');
    setSearch(next, { replace: true });
  };

  return (
    <AuthCard title={`Welcome to ${productName}`}>
      <Tabs.Root value={mode} onValueChange={switchTo}>
        <Tabs.List
          aria-label="Sign in or create an account"
          className="mb-6 flex border-b border-slate-200"
        >
          <Tabs.Trigger value="signin" className={TAB_CLASS}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={TAB_CLASS}>
            Create Account
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm onSignedIn={goOn} />
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm onRegistered={goOn} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}

export default LoginPage;
