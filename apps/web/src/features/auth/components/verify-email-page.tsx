import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { applyServerError } from '@/lib/forms';
import { usePageTitle } from '@/lib/page-title';
import { DEFAULT_HOME, paths } from '@/lib/paths';
import { useConfirmRegistration } from '../api/register';
import { takeReturnAfterRegistration } from '../utils/return-after-registration';
import { AuthCard } from './auth-card';

const REGISTER_AGAIN = `${paths.login}?mode=register`;

/**
 * /verifyemail?token=…: the link a registration mails. A button, not the page load, creates the
 * account, so that a mail scanner opening the link uses nothing up.
 */
export function VerifyEmailPage() {
  usePageTitle('Confirm E-mail');
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const confirm = useConfirmRegistration();
  const failure = confirm.isError ? applyServerError(confirm.error, () => {}, []) : null;

  const handleConfirm = async () => {
    if (!token) return;
    await confirm.mutateAsync({ token });
    navigate(takeReturnAfterRegistration() ?? DEFAULT_HOME, { replace: true });
  };

  return (
    <AuthCard title="Confirm your e-mail address">
      <div className="flex flex-col gap-4">
        {!token ? (
          <Alert tone="error">
            This link is not complete. Open the link from the mail again, or create your account
            again to get a new one.
          </Alert>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Thank you for confirming your address. Create your account to start studying.
            </p>
            {failure && <Alert tone="error">{failure}</Alert>}
            <Button busy={confirm.isPending} onClick={() => handleConfirm().catch(() => {})}>
              Create My Account
            </Button>
          </>
        )}
        <Link
          to={failure || !token ? REGISTER_AGAIN : paths.login}
          className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {failure || !token ? 'Create your account again' : 'Back to sign in'}
        </Link>
      </div>
    </AuthCard>
  );
}

export default VerifyEmailPage;
